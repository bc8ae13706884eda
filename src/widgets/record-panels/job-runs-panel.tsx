import { useState } from 'react';
import { Alert, Descriptions, Table, Tag, Typography } from 'antd';
import type { RecordPanelProps } from './record-panel-drawer';
import { recordPanelMessages } from './record-panel-messages';
import { usePanelData } from './use-panel-data';

interface JobRun {
  tick: string; trigger: string; trigger_dictText: string; runner: string; startTime: string; endTime: string | null;
  durationMs: number | null; result: 'success' | 'failed' | 'running'; result_dictText: string; message: string | null; error: string | null;
}
interface RunPage { records: JobRun[]; total: number }

const t = recordPanelMessages.runs;
const RESULT_COLOR: Record<JobRun['result'], string> = { success: 'green', failed: 'red', running: 'blue' };
const PAGE_SIZE = 10;

/** 执行记录: the job's next five run times, then its runs (start, trigger, duration, result, what it did or its error). */
export function JobRunsPanel({ record }: RecordPanelProps) {
  const [pageNo, setPageNo] = useState(1);
  const runs = usePanelData<RunPage>('/sys/quartzJob/runs', { id: record.id, pageNo, pageSize: PAGE_SIZE });
  const next = usePanelData<{ nextRuns: string[] }>('/sys/quartzJob/cronCheck', { cronExpression: record.cronExpression });
  return (
    <>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={[
        { key: 'cron', label: t.cron, children: <Typography.Text code>{String(record.cronExpression ?? '')}</Typography.Text> },
        { key: 'next', label: t.next, children: next.error ?? (next.data?.nextRuns ?? []).join('，') },
      ]} />
      {runs.error ? <Alert type="error" showIcon message={recordPanelMessages.loadFailed} description={runs.error} /> : (
        <Table<JobRun>
          rowKey="tick" size="small" loading={runs.loading} dataSource={runs.data?.records ?? []} locale={{ emptyText: t.none }}
          pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: runs.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false }}
          columns={[
            { title: t.start, dataIndex: 'startTime', width: 170 },
            { title: t.trigger, dataIndex: 'trigger_dictText', width: 90 },
            { title: t.duration, dataIndex: 'durationMs', width: 90, render: (ms: number | null) => t.ms(ms) },
            { title: t.result, dataIndex: 'result', width: 80, render: (r: JobRun['result'], run) => <Tag color={RESULT_COLOR[r]}>{run.result_dictText}</Tag> },
            { title: t.message, key: 'message', ellipsis: true, render: (_: unknown, run) => (run.error
              ? <Typography.Text type="danger" title={run.error}>{run.error}</Typography.Text>
              : <span title={run.message ?? ''}>{run.message ?? ''}</span>) },
          ]}
        />
      )}
    </>
  );
}
