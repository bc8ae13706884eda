import { Drawer } from 'antd';
import type { DataRecord, RecordPanelName } from '@/engine';
import { AnnouncementReadsPanel } from './announcement-reads-panel';
import { DictItemsPanel } from './dict-items-panel';
import { JobRunsPanel } from './job-runs-panel';

export interface RecordPanelProps {
  record: DataRecord;
  /** Something the panel changed shows in the list too (a dictionary's items, a job's last run). */
  onChanged?(): void;
}

const PANELS: Record<RecordPanelName, (props: RecordPanelProps) => React.ReactElement> = {
  'dict-items': DictItemsPanel,
  'announcement-reads': AnnouncementReadsPanel,
  'job-runs': JobRunsPanel,
};

/** A list row's panel (a row action `panel`) in a drawer titled with the action and the record. */
export function RecordPanelDrawer({ name, title, width = 720, record, onClose, onChanged }: RecordPanelProps & {
  name: RecordPanelName; title: string; width?: number; onClose(): void;
}) {
  const Panel = PANELS[name];
  const subject = String(record.dictName ?? record.titile ?? record.description ?? record.jobClassName_dictText ?? '');
  return (
    <Drawer open width={width} title={subject ? `${title} · ${subject}` : title} onClose={onClose} destroyOnHidden className={`record-panel record-panel-${name}`}>
      <Panel record={record} onChanged={onChanged} />
    </Drawer>
  );
}
