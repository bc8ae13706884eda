import { InputNumber, Space } from 'antd';
import { widgetMessages } from '../../messages';

type Range = [number | null, number | null];

/** Two number inputs editing `[min, max]`; used for `range` queries on numeric fields. */
export function NumberRange({ value, onChange, id }: { value?: Range; onChange?: (value: Range) => void; id?: string }) {
  const [min, max] = value ?? [null, null];
  return (
    <Space.Compact block id={id}>
      <InputNumber style={{ width: '50%' }} value={min} placeholder={widgetMessages.numberFrom} onChange={(v) => onChange?.([v, max])} />
      <InputNumber style={{ width: '50%' }} value={max} placeholder={widgetMessages.numberTo} onChange={(v) => onChange?.([min, v])} />
    </Space.Compact>
  );
}
