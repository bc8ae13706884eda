import { useCallback, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { App, Badge, Button, Card, Col, Empty, Input, List, Popconfirm, Row, Space, Table, Tag, Typography } from 'antd';
import { useServices } from '../services/services-context';
import { createRecycleBinApi, type BinModule, type BinRows, type RecycleBinApi } from './recycle-bin-api';
import { recycleBinMessages as t } from './recycle-bin-messages';

const cell = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * 回收站 over every module and system table: the tables holding deleted rows (with counts) on the left, the chosen
 * table's rows on the right with 还原 and 彻底删除 (one or the selected). The server checks each right and scope.
 */
const RecycleBinPage = observer(function RecycleBinPage() {
  const { engine, session } = useServices();
  const { message } = App.useApp();
  const [api, setApi] = useState<RecycleBinApi>();
  const [modules, setModules] = useState<BinModule[]>();
  const [current, setCurrent] = useState<string>();
  const [rows, setRows] = useState<BinRows>();
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const canRestore = session.access.can('system:recycle:restore');
  const canPurge = session.access.can('system:recycle:purge');

  useEffect(() => {
    let live = true;
    void engine().then((e) => live && setApi(createRecycleBinApi(e.dataProvider)));
    return () => { live = false; };
  }, [engine]);

  const loadModules = useCallback(async () => {
    if (!api) return;
    const list = await api.modules();
    setModules(list);
    setCurrent((c) => (c && list.some((m) => m.code === c) ? c : list[0]?.code));
  }, [api]);
  useEffect(() => void loadModules(), [loadModules]);

  const loadRows = useCallback(async () => {
    if (!api || !current) return setRows(undefined);
    setLoading(true);
    try {
      setRows(await api.rows(current));
      setSelected([]);
    } finally {
      setLoading(false);
    }
  }, [api, current]);
  useEffect(() => void loadRows(), [loadRows]);

  const act = async (kind: 'restore' | 'purge', ids: string[]) => {
    if (!api || !current || !ids.length) return;
    message.success(await api[kind](current, ids));
    await loadModules();
    await loadRows();
  };

  const shownModules = useMemo(() => (modules ?? []).filter((m) => !filter || m.title.includes(filter) || m.code.includes(filter)), [modules, filter]);
  const columns = [
    // A dictionary or linked field shows its text (合同段 by name, not its id).
    ...(rows?.fields ?? []).map((f) => ({
      title: f.label, key: f.name, ellipsis: true, render: (_: unknown, r: Record<string, unknown>) => cell(r[`${f.name}_dictText`] ?? r[f.name]),
    })),
    { title: t.deletedBy, dataIndex: 'updateBy', key: 'updateBy', width: 110, render: cell },
    { title: t.deletedAt, dataIndex: 'updateTime', key: 'updateTime', width: 170, render: cell },
    {
      title: t.action, key: 'action', width: 170,
      render: (_: unknown, r: Record<string, unknown>) => (
        <Space>
          {canRestore ? <Button size="small" type="link" onClick={() => act('restore', [String(r.id)])}>{t.restore}</Button> : null}
          {canPurge ? (
            <Popconfirm title={t.confirmPurgeOne} onConfirm={() => act('purge', [String(r.id)])}>
              <Button size="small" type="link" danger>{t.purge}</Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t.title} data-testid="recycle-bin">
      {modules && !modules.length ? <Empty description={t.empty} /> : (
        <Row gutter={16}>
          <Col xs={24} md={7} xl={5}>
            <Input.Search allowClear placeholder={t.search} onChange={(e) => setFilter(e.target.value.trim())} style={{ marginBottom: 8 }} />
            <List
              size="small"
              bordered
              loading={!modules}
              dataSource={shownModules}
              style={{ maxHeight: 640, overflow: 'auto' }}
              renderItem={(m) => (
                <List.Item
                  onClick={() => setCurrent(m.code)}
                  style={{ cursor: 'pointer', background: m.code === current ? '#e6f4ff' : undefined }}
                  data-testid={`bin-module-${m.code}`}
                >
                  <Space>
                    {m.system ? <Tag color="purple">{t.system}</Tag> : null}
                    <Typography.Text>{m.title}</Typography.Text>
                  </Space>
                  <Badge count={m.count} overflowCount={999} color="#8c8c8c" />
                </List.Item>
              )}
            />
          </Col>
          <Col xs={24} md={17} xl={19}>
            {!current ? <Empty description={t.pick} /> : (
              <>
                <Space style={{ marginBottom: 8 }}>
                  {canRestore ? (
                    <Popconfirm title={t.confirmRestore(selected.length)} disabled={!selected.length} onConfirm={() => act('restore', selected)}>
                      <Button type="primary" disabled={!selected.length}>{t.restore}</Button>
                    </Popconfirm>
                  ) : null}
                  {canPurge ? (
                    <Popconfirm title={t.confirmPurge(selected.length)} disabled={!selected.length} onConfirm={() => act('purge', selected)}>
                      <Button danger disabled={!selected.length}>{t.purge}</Button>
                    </Popconfirm>
                  ) : null}
                  {selected.length ? <Typography.Text type="secondary">{t.selected(selected.length)}</Typography.Text> : null}
                </Space>
                <Table<Record<string, unknown>>
                  size="middle"
                  rowKey={(r) => String(r.id)}
                  loading={loading}
                  dataSource={rows?.records ?? []}
                  columns={columns}
                  pagination={{ pageSize: 20, showSizeChanger: false }}
                  rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
                />
              </>
            )}
          </Col>
        </Row>
      )}
    </Card>
  );
});
export default RecycleBinPage;
