import { useState } from 'react';
import { Card, Col, Empty, Row, Segmented, Select, Space, Tag, Timeline, Typography } from 'antd';
import { AppstoreOutlined, BookOutlined, BulbOutlined, ExperimentOutlined, FileProtectOutlined, NodeIndexOutlined, TrophyOutlined } from '@ant-design/icons';
import { ACHIEVEMENT_KINDS, type AchievementItem, type AchievementKind, type PersonAchievements } from '@/engine/schema/wire/personal';
import { personalMessages } from './personal-messages';
import { useAchievementFilter, type KindFilter } from './use-achievement-filter';
import './personal-centre.css';

const text = personalMessages.achievements;

const KIND_LOOK: Record<AchievementKind, { color: string; icon: JSX.Element }> = {
  outcome: { color: 'blue', icon: <BulbOutlined /> },
  award: { color: 'gold', icon: <TrophyOutlined /> },
  patent: { color: 'purple', icon: <FileProtectOutlined /> },
  paper: { color: 'cyan', icon: <BookOutlined /> },
  project: { color: 'geekblue', icon: <ExperimentOutlined /> },
  honor: { color: 'red', icon: <TrophyOutlined /> },
};

function Meta({ item }: { item: AchievementItem }) {
  return (
    <Space size={[4, 4]} wrap className="achievement-meta">
      <Tag color={KIND_LOOK[item.kind].color} icon={KIND_LOOK[item.kind].icon}>{text.kinds[item.kind]}</Tag>
      {item.typeText && item.typeText !== text.kinds[item.kind] ? <Tag>{item.typeText}</Tag> : null}
      {item.levelText ? <Tag color="orange">{item.levelText}</Tag> : null}
      {item.role ? <Typography.Text type="secondary">{text.role}：{item.role}</Typography.Text> : null}
    </Space>
  );
}

function AchievementCard({ item }: { item: AchievementItem }) {
  return (
    <Card size="small" className={`achievement-card achievement-${item.kind}`} title={<span title={item.title}>{item.title}</span>} extra={<Typography.Text type="secondary">{item.date ?? text.noDate}</Typography.Text>}>
      <Meta item={item} />
      {item.source ? <div className="achievement-line">{text.source}：{item.source}</div> : null}
      {item.code ? <div className="achievement-line">{text.code}：{item.code}</div> : null}
      {item.summary ? <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="achievement-summary">{item.summary}</Typography.Paragraph> : null}
    </Card>
  );
}

/** Items grouped by year on one timeline: a year heading, then that year's achievements, newest first. */
function AchievementTimeline({ items }: { items: AchievementItem[] }) {
  const entries: { key: string; color?: string; dot?: JSX.Element; children: JSX.Element }[] = [];
  let lastYear: number | null | undefined;
  for (const item of items) {
    if (item.year !== lastYear) {
      lastYear = item.year;
      entries.push({ key: `y-${item.year ?? 'none'}`, dot: <NodeIndexOutlined />, color: 'gray', children: <Typography.Title level={5} className="achievement-year">{item.year ?? text.noDate}</Typography.Title> });
    }
    entries.push({
      key: `${item.pageCode}-${item.id}`,
      color: KIND_LOOK[item.kind].color,
      children: (
        <div className="achievement-entry">
          <Typography.Text type="secondary" className="achievement-date">{item.date ?? text.noDate}</Typography.Text>
          <Typography.Text strong className="achievement-title">{item.title}</Typography.Text>
          <Meta item={item} />
          {item.source ? <div className="achievement-line">{item.source}</div> : null}
        </div>
      ),
    });
  }
  return <Timeline className="achievement-timeline" items={entries.map(({ key, ...rest }) => ({ key, ...rest }))} />;
}

/**
 * 成果展示: counts per kind (each a filter), a year filter, and the person's achievements as a timeline or as cards.
 */
export function AchievementDisplay({ data }: { data: PersonAchievements }) {
  const { kind, setKind, year, setYear, years, counts, total, shown } = useAchievementFilter(data.items);
  const [view, setView] = useState<'timeline' | 'cards'>('timeline');
  if (!data.items.length) return <Empty description={text.empty} className="achievement-empty" />;
  const tiles: { key: KindFilter; label: string; count: number }[] = [
    { key: 'all', label: text.total, count: total },
    ...ACHIEVEMENT_KINDS.map((k) => ({ key: k, label: text.kinds[k], count: counts[k] })),
  ];
  return (
    <div className="achievement-display">
      <div className="achievement-tiles" role="tablist" aria-label={personalMessages.tabs.achievements}>
        {tiles.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={kind === t.key}
            className={`achievement-tile${kind === t.key ? ' achievement-tile-active' : ''}`}
            onClick={() => setKind(t.key)}
          >
            <span className="achievement-tile-count">{t.count}</span>
            <span className="achievement-tile-label">{t.label}</span>
          </button>
        ))}
      </div>
      <Space className="achievement-toolbar" wrap>
        <Select<number | 'all'>
          aria-label={text.allYears}
          style={{ width: 140 }}
          value={year ?? 'all'}
          onChange={(v) => setYear(v === 'all' ? null : v)}
          options={[{ value: 'all', label: text.allYears }, ...years.map((y) => ({ value: y, label: text.year(y) }))]}
        />
        <Segmented
          value={view}
          onChange={(v) => setView(v as 'timeline' | 'cards')}
          options={[
            { value: 'timeline', label: text.timeline, icon: <NodeIndexOutlined /> },
            { value: 'cards', label: text.cards, icon: <AppstoreOutlined /> },
          ]}
        />
      </Space>
      {shown.length === 0 ? <Empty description={text.emptyFiltered} /> : view === 'timeline' ? (
        <AchievementTimeline items={shown} />
      ) : (
        <Row gutter={[12, 12]}>
          {shown.map((item) => (
            <Col key={`${item.pageCode}-${item.id}`} xs={24} md={12} xl={8}>
              <AchievementCard item={item} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
