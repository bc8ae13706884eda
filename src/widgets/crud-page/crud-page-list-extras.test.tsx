import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import {
  AccessControlContextProvider, allowAll, createDictLookup, createWidgetRegistry, EngineProvider, type CrudPageSchema, type DataProvider,
} from '@/engine';
import { CrudPage } from './crud-page';
import { vehicleDicts, vehicleProvider, vehicleSchema } from './vehicle.fixtures';

function renderPage(provider: DataProvider = vehicleProvider(), schema: CrudPageSchema = vehicleSchema) {
  return render(
    <ConfigProvider locale={zhCN}>
      <EngineProvider dataProvider={provider} registry={createWidgetRegistry()} dicts={createDictLookup(vehicleDicts)}>
        <AccessControlContextProvider value={allowAll}>
          <CrudPage schema={schema} />
        </AccessControlContextProvider>
      </EngineProvider>
    </ConfigProvider>,
  );
}

const summaryRow = (title: string) => screen.getByText(title, { selector: '.ant-table-summary td strong' }).closest('tr') as HTMLElement;
const bodyRow = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 8000 });

describe('CrudPage list extras', () => {
  it('shows 合计 / 平均 of the page and 全部合计 / 全部平均 of every matching row under the table', async () => {
    const provider = vehicleProvider();
    renderPage({ ...provider, getList: async (params) => ({ ...(await provider.getList(params)), statistics: { fuelCost: { sum: 1234567.8, average: 4321 } } }) });
    await screen.findByText('共 3 条');
    expect(within(summaryRow('合计')).getByText('32,180.75')).toBeTruthy();
    expect(within(summaryRow('平均')).getByText('10,726.92')).toBeTruthy();
    expect(within(summaryRow('全部合计')).getByText('1,234,567.80')).toBeTruthy();
    expect(within(summaryRow('全部平均')).getByText('4,321.00')).toBeTruthy();
    // The summary rows are no data rows.
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(3);
  });

  it('computes 全部合计 on the memory provider for the list’s statistic fields', async () => {
    renderPage();
    await screen.findByText('共 3 条');
    await waitFor(() => expect(within(summaryRow('全部合计')).getByText('32,180.75')).toBeTruthy());
  });

  it('shows file names as download links and pictures as thumbnails, never the stored path', async () => {
    renderPage();
    await screen.findByText('行驶证扫描件.pdf');
    // The signed address arrives from the provider's fileUrl; the name is shown before it.
    await waitFor(() => expect(screen.getByText('行驶证扫描件.pdf').closest('a')?.getAttribute('href'))
      .toBe('/devops/sys/common/static/asset/行驶证扫描件_1718000000000.pdf?exp=1&sig=demo'));
    expect(within(bodyRow('赣B·77E05')).getByText('附件1.pdf')).toBeTruthy();
    const pictures = (root: HTMLElement) => [...root.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    await waitFor(() => expect(pictures(bodyRow('冀A·3K921'))).toEqual(['车辆正面.jpg', '车辆侧面.png']));
    expect(document.body.textContent).not.toContain('asset/');
  });

  it('titles the dialogs by the entity: 新增车辆, 车辆详情 with files and thumbnails', async () => {
    renderPage();
    await screen.findByText('共 3 条');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(await screen.findByText('新增车辆')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(within(bodyRow('冀A·3K921')).getByText('详情'));
    const detail = await screen.findByText('车辆详情');
    const dialog = detail.closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(within(dialog).getByText('行驶证扫描件.pdf')).toBeTruthy());
    await waitFor(() => expect(dialog.querySelectorAll('img')).toHaveLength(2));
    expect(within(dialog).getByText('监理一部项目用车，每月保养一次。')).toBeTruthy();
  });

  it('bounds the form controls and shows the validator’s messages for them', async () => {
    renderPage();
    await screen.findByText('共 3 条');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = (await screen.findByText('新增车辆')).closest('.ant-modal') as HTMLElement;
    const item = (label: string) => within(dialog).getByText(label, { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
    const plate = within(item('车牌号')).getByRole('textbox') as HTMLInputElement;
    expect(plate.getAttribute('maxlength')).toBe('8');
    fireEvent.change(plate, { target: { value: '冀A1' } });
    expect(within(item('车牌号')).getByText('3 / 8')).toBeTruthy();
    const seats = within(item('核定座位数')).getByRole('spinbutton') as HTMLInputElement;
    expect([seats.getAttribute('aria-valuemin'), seats.getAttribute('aria-valuemax')]).toEqual(['2', '60']);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(item('车牌号')).getByText('车牌号至少 7 个字符')).toBeTruthy());
  });

  it('takes the entity name from the schema when it says one', async () => {
    renderPage(vehicleProvider(), { ...vehicleSchema, entityName: '公务车' });
    await screen.findByText('共 3 条');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(await screen.findByText('新增公务车')).toBeTruthy();
  });
});
