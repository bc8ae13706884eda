import { Col, Empty, Row, Statistic, Table } from 'antd';
import type { PersonalTrainingYear } from '@/engine/schema/wire/personal';
import { personalMessages } from './personal-messages';

const text = personalMessages.training;

/** 培训学时: this year's hours at a glance and the hours of every year (training ledger and safety training). */
export function TrainingTab({ rows }: { rows: PersonalTrainingYear[] }) {
  if (!rows.length) return <Empty description={text.empty} />;
  const latest = rows[0];
  return (
    <div className="personal-training">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}><Statistic title={`${latest.year} ${text.total}`} value={latest.totalHours} suffix={text.unit} /></Col>
        <Col span={6}><Statistic title={text.continuing} value={latest.continuingHours} suffix={text.unit} /></Col>
        <Col span={6}><Statistic title={text.safety} value={latest.safetyHours} suffix={text.unit} /></Col>
        <Col span={6}><Statistic title={text.sessions} value={latest.sessions} /></Col>
      </Row>
      <Table<PersonalTrainingYear>
        rowKey="year"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: text.year, dataIndex: 'year', width: 90 },
          { title: text.total, dataIndex: 'totalHours', align: 'right' },
          { title: text.continuing, dataIndex: 'continuingHours', align: 'right' },
          { title: text.safety, dataIndex: 'safetyHours', align: 'right' },
          { title: text.sessions, dataIndex: 'sessions', align: 'right' },
        ]}
      />
    </div>
  );
}
