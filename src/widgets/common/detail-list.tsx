import type { ReactNode } from 'react';
import { Descriptions } from 'antd';

export interface DetailItem {
  term: string;
  content: ReactNode;
  /** Columns this item spans. */
  span?: number;
}

export interface DetailListProps {
  title?: ReactNode;
  items: DetailItem[];
  /** Columns per row, 1 to 4 (default 3; more is capped at 4). */
  col?: number;
  layout?: 'horizontal' | 'vertical';
  bordered?: boolean;
}

/** Detail lists show at most four columns. */
export const DETAIL_MAX_COLUMNS = 4;

const columnsOf = (col: number | undefined) => Math.min(DETAIL_MAX_COLUMNS, Math.max(1, Math.floor(col ?? 3)));

/** DetailList: term/content pairs in up to four columns. */
export function DetailList({ title, items, col, layout = 'horizontal', bordered = false }: DetailListProps) {
  return (
    <Descriptions
      className="detail-list"
      title={title}
      column={columnsOf(col)}
      layout={layout}
      bordered={bordered}
      items={items.map((item, i) => ({ key: `${item.term}-${i}`, label: item.term, children: item.content ?? '-', span: item.span }))}
    />
  );
}
