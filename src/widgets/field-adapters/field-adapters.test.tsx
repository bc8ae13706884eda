import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createForm, type Form } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import {
  createDictLookup, createMemoryDataProvider, createWidgetRegistry, EngineProvider, type DataProvider, type FieldSchema, type WidgetRegistry,
} from '@/engine';
import { createDefaultWidgetRegistry } from '../register-default-widgets';
import { fieldAdapterEntries } from './field-adapters-entry';
import { PopupField } from './popup-field';
import { UploadField } from './upload-field';

vi.setConfig({ testTimeout: 60_000 });

function mount(form: Form, field: FieldSchema, component: typeof PopupField, registry: WidgetRegistry, provider: DataProvider) {
  return render(
    <ConfigProvider locale={zhCN}>
      <App>
        <EngineProvider dataProvider={provider} registry={registry} dicts={createDictLookup({})}>
          <FormProvider form={form}>
            <Field name={field.name} component={[component, { field }]} />
          </FormProvider>
        </EngineProvider>
      </App>
    </ConfigProvider>,
  );
}

const projectField: FieldSchema = {
  name: 'projectName', label: '所属项目', type: 'popup', dbType: 'varchar',
  popup: { report: 'project_list', orgFields: 'id,project_name', destFields: 'relatedProjectId,projectName' },
};

describe('field adapters', () => {
  it('registers every field:<type> the record form asks for', () => {
    const registry = createDefaultWidgetRegistry();
    for (const type of ['popup', 'upload', 'file', 'image', 'richText', 'select-search', 'select-multiple', 'checkbox', 'radio']) {
      expect(registry.has(`field:${type}`), type).toBe(true);
    }
    expect(fieldAdapterEntries.every((e) => e.propsSchema.type === 'object')).toBe(true);
  });

  it('popup: writes every dest field into the form on confirm', async () => {
    // A stand-in picker answering as the popup-picker widget does: the shown value and every dest field's value.
    const seen: Record<string, unknown>[] = [];
    const FakePicker = (props: { code?: string; destFields?: string; onChange?: (value: string, result: Record<string, string>) => void }) => {
      seen.push({ code: props.code, destFields: props.destFields });
      return (
        <button type="button" onClick={() => props.onChange?.('G4京港澳高速公路改扩建工程', { relatedProjectId: 'p001', projectName: 'G4京港澳高速公路改扩建工程' })}>
          选择项目
        </button>
      );
    };
    const registry = createWidgetRegistry([{ type: 'popup-picker', component: FakePicker, propsSchema: { type: 'object' } }]);
    const form = createForm({ initialValues: {} });
    mount(form, projectField, PopupField, registry, createMemoryDataProvider({}));
    fireEvent.click(await screen.findByText('选择项目', {}, { timeout: 10_000 }));
    expect(form.values).toEqual({ projectName: 'G4京港澳高速公路改扩建工程', relatedProjectId: 'p001' });
    expect(seen[0]).toEqual({ code: 'project_list', destFields: 'relatedProjectId,projectName' });
  });

  it('popup: the real picker fills both dest fields from the chosen report row', async () => {
    const { createDemoCustom } = await import('@/engine');
    const form = createForm({ initialValues: {} });
    mount(form, projectField, PopupField, createDefaultWidgetRegistry(), createMemoryDataProvider({}, { custom: createDemoCustom() }));
    fireEvent.click(await screen.findByPlaceholderText('请选择所属项目', {}, { timeout: 10_000 }));
    const cell = await screen.findByText('G4京港澳高速公路改扩建工程施工监理JL3合同段', {}, { timeout: 10_000 });
    fireEvent.click(cell);
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(form.values.relatedProjectId).toBe('p001'), { timeout: 10_000 });
    expect(form.values.projectName).toBe('G4京港澳高速公路改扩建工程施工监理JL3合同段');
  });

  it('upload: sends the file through the provider\'s upload and stores the returned path', async () => {
    const upload = vi.fn(async (_file: Blob, _options?: { biz?: string }, onProgress?: (p: number) => void) => {
      onProgress?.(100);
      return 'temp/收入合同扫描件_1718000000000.pdf';
    });
    const provider = createMemoryDataProvider({}, { upload });
    const form = createForm({ initialValues: {} });
    const field: FieldSchema = { name: 'attachment', label: '合同附件', type: 'file', dbType: 'varchar' };
    const { container } = mount(form, field, UploadField, createDefaultWidgetRegistry(), provider);
    // The upload widget loads with its first use.
    const input = await waitFor(() => {
      const found = container.querySelector<HTMLInputElement>('input[type="file"]');
      expect(found).not.toBeNull();
      return found as HTMLInputElement;
    });
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], '收入合同扫描件.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(form.values.attachment).toBe('temp/收入合同扫描件_1718000000000.pdf'), { timeout: 10_000 });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][1]).toEqual({ biz: 'temp' });
  });
});
