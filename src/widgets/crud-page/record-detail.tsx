import { Alert, Button, Descriptions, Spin } from 'antd';
import { useDictLookup, useRecordFormController, type CrudPageSchema, type DataRecord, type FieldSchema, type DictLookup } from '@/engine';
import { formatCell } from '../shared/list/cell-format';
import { crudMessages } from './crud-messages';
import { FormContainer } from './record-form-dialog';
import { SubTableDetail } from './sub-table-editor';

/** Detail lists show at most four columns (spec §9), three unless the page says otherwise. */
export const MAX_DETAIL_COLUMNS = 4;
const DEFAULT_DETAIL_COLUMNS = 3;

// Rich text arrives as markup; showing it as text keeps stored HTML from running in the page.
const plainText = (html: string) => html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

function textOf(field: FieldSchema, record: DataRecord, dicts: DictLookup): string {
  if (field.type === 'richText') return plainText(String(record[field.name] ?? ''));
  if (field.dict && Array.isArray(record[field.name])) return (record[field.name] as unknown[]).map((v) => dicts.text(field.dict!, v) ?? String(v)).join('，');
  if (field.dict && typeof record[field.name] === 'string' && String(record[field.name]).includes(',') && !record[`${field.name}_dictText`]) {
    return String(record[field.name]).split(',').map((v) => dicts.text(field.dict!, v) ?? v).join('，');
  }
  return formatCell(field, record, dicts);
}

/** 详情: the record as a description list with dictionary texts and formatted dates. */
export function RecordDetail({ page, id, onClose }: { page: CrudPageSchema; id: string; onClose(): void }) {
  const ctl = useRecordFormController({ page, mode: 'detail', id });
  const dicts = useDictLookup();
  const columns = Math.min(page.form?.columns ?? DEFAULT_DETAIL_COLUMNS, MAX_DETAIL_COLUMNS);
  const record = ctl.record;
  return (
    <FormContainer page={page} title={crudMessages.detailTitle(page.title)} open onClose={onClose} footer={<Button onClick={onClose}>{crudMessages.close}</Button>}>
      {ctl.loadError ? <Alert type="error" showIcon message={crudMessages.loadFailed} description={ctl.loadError.message} /> : null}
      <Spin spinning={ctl.loading}>
        {record ? (
          <Descriptions
            bordered
            size="small"
            column={columns}
            items={ctl.fields.map(({ field }) => ({
              key: field.name,
              label: field.label,
              span: field.type === 'richText' || field.type === 'textarea' ? columns : 1,
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{textOf(field, record, dicts)}</span>,
            }))}
          />
        ) : null}
        {record ? (page.subTables ?? []).map((sub) => <SubTableDetail key={sub.name} sub={sub} record={record} />) : null}
      </Spin>
    </FormContainer>
  );
}
