import { Typography } from 'antd';
import { numToUpper } from '@/engine';

export interface MoneyDisplayProps {
  /** Amount in yuan; a number or a numeric string (thousands commas allowed). */
  value?: number | string | null;
  /** Decimal places of the figure (default 2). */
  precision?: number;
  /** Currency sign before the figure (default ¥). */
  prefix?: string;
  /** Also show the Chinese capital amount (default true). */
  showUpper?: boolean;
}

/** An amount as a figure plus its Chinese capital form, e.g. ¥1,234.50 （壹仟贰佰叁拾肆元伍角）. */
export function MoneyDisplay({ value, precision = 2, prefix = '¥', showUpper = true }: MoneyDisplayProps) {
  const amount = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  if (amount === null || amount === undefined || Number.isNaN(amount) || value === '') return <span className="money-display">-</span>;
  const figure = amount.toLocaleString('zh-CN', { minimumFractionDigits: precision, maximumFractionDigits: precision });
  const upper = showUpper ? numToUpper(typeof value === 'string' ? value : amount) : null;
  return (
    <span className="money-display">
      <Typography.Text strong>{prefix}{figure}</Typography.Text>
      {upper && <Typography.Text type="secondary" style={{ marginLeft: 8 }}>（{upper}）</Typography.Text>}
    </span>
  );
}
