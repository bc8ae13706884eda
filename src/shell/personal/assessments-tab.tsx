import { Empty, Table, Tag } from 'antd';
import type { PersonalAssessment } from '@/engine/schema/wire/personal';
import { personalMessages } from './personal-messages';

const text = personalMessages.assessments;

/** 我的考核: each assessment round the user was rated in, with score, rank, grade and status. */
export function AssessmentsTab({ rows }: { rows: PersonalAssessment[] }) {
  if (!rows.length) return <Empty description={text.empty} />;
  return (
    <Table<PersonalAssessment>
      rowKey="id"
      size="middle"
      pagination={false}
      className="personal-assessments"
      dataSource={rows}
      columns={[
        { title: personalMessages.tabs.assessments, dataIndex: 'instanceName', render: (v: string, r) => <>{v}{r.family ? <Tag style={{ marginLeft: 8 }}>{r.family}</Tag> : null}</> },
        { title: text.score, dataIndex: 'weightedScore', width: 100, align: 'right', render: (v: number | null) => (v === null ? '—' : v.toFixed(2)) },
        { title: text.rank, dataIndex: 'scoreRank', width: 70, align: 'right', render: (v: number | null) => v ?? '—' },
        { title: text.grade, dataIndex: 'grade', width: 100, render: (v: string | null) => (v ? <Tag color={v.includes('优秀') ? 'gold' : 'blue'}>{v}</Tag> : '—') },
        { title: text.status, dataIndex: 'status', width: 100, render: (v: string | null) => v ?? '—' },
        { title: text.confirmed, dataIndex: 'confirmDate', width: 110, render: (v: string | null) => v ?? '—' },
      ]}
    />
  );
}
