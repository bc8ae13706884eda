import type { CrudPageSchema } from '../schema/page-schema';
import type { DataRecord } from '../data/data-provider';

// Shared by the engine's unit tests; stories use the real schemas under schemas/ instead.
export const noticeSchema: CrudPageSchema = {
  schemaVersion: 1,
  kind: 'crud',
  code: 'news/notice',
  title: '新闻通知',
  table: 'biz_news_notice',
  scope: 'company',
  permissionPrefix: 'news:notice',
  defaultSort: { field: 'publishDate', order: 'desc' },
  fields: [
    { name: 'title', label: '标题', type: 'input', dbType: 'varchar', query: { mode: 'like', order: 1 } },
    { name: 'newsType', label: '类别', type: 'select', dbType: 'varchar', dict: 'news_type', query: { mode: 'eq', order: 2 } },
    { name: 'publishDate', label: '发布日期', type: 'date', dbType: 'date', list: { sorter: true }, query: { mode: 'range', order: 3 } },
    { name: 'readCount', label: '阅读量', type: 'inputNumber', dbType: 'int', list: { sorter: true } },
    { name: 'content', label: '正文', type: 'richText', dbType: 'text', list: { hidden: true } },
  ],
};

export const noticeRows: DataRecord[] = Array.from({ length: 25 }, (_, i) => ({
  id: `n${String(i + 1).padStart(2, '0')}`,
  title: i % 3 === 0 ? `关于开展安全生产检查的通知（第${i + 1}期）` : `集团新闻第${i + 1}期`,
  newsType: i % 3 === 0 ? 'notice' : 'news',
  publishDate: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
  readCount: (i * 37) % 100,
}));
