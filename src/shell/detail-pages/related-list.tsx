import { useEffect, useState } from 'react';
import { Empty, List, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { useDataProvider, type DataRecord } from '@/engine';
import { personalMessages } from '../personal/personal-messages';
import type { DetailConfig } from './detail-configs';

/** Up to five other records, those sharing the related field's value (same 栏目 or 类别) first, read through the module's list. */
export function RelatedList({ config, record }: { config: DetailConfig; record: DataRecord }) {
  const provider = useDataProvider();
  const [rows, setRows] = useState<DataRecord[] | null>(null);
  const value = record[config.relatedBy];
  useEffect(() => {
    let active = true;
    const page = (filters: { field: string; operator: 'eq'; value: unknown }[]) =>
      provider.getList({ resource: config.pageCode, pagination: { current: 1, pageSize: 6 }, filters, meta: { silent: true } }).then((r) => r.data, () => []);
    const same = value === null || value === undefined || value === '' ? Promise.resolve([]) : page([{ field: config.relatedBy, operator: 'eq', value }]);
    // Records of the same 栏目/类别 first, then the latest others, so a lone record still leads somewhere.
    void Promise.all([same, page([])]).then(([alike, latest]) => {
      if (!active) return;
      const seen = new Set([record.id]);
      setRows([...alike, ...latest].filter((r) => !seen.has(r.id) && Boolean(seen.add(r.id))).slice(0, 5));
    });
    return () => {
      active = false;
    };
  }, [provider, config, value, record.id]);
  if (rows === null) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={personalMessages.detail.noRelated} />;
  return (
    <List
      size="small"
      className="detail-related"
      dataSource={rows}
      renderItem={(r) => (
        <List.Item>
          <Link to={`${config.route}?id=${encodeURIComponent(r.id)}`}>{String(r[config.titleField] ?? '')}</Link>
        </List.Item>
      )}
    />
  );
}
