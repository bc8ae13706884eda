import type { AchievementItem, AchievementKind } from '@/engine/schema/wire/personal';
import type { Row } from '../tables/table-repository';

/** Where a module row names the person: a list of names in text fields (research), or an account field (honours). */
export type PersonMatch =
  | { by: 'names'; fields: string[]; members?: { table: string; foreignKey: string; nameColumn: string; roleField?: string } }
  | { by: 'user'; field: string };

/** A module whose rows are achievements of the people they name, and how a row reads as a timeline item. */
export interface AchievementSource {
  pageCode: string;
  match: PersonMatch;
  toItem(record: Row): Omit<AchievementItem, 'id' | 'pageCode' | 'role' | 'year'>;
}

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const text = (record: Row, field: string) => str(record[`${field}_dictText`]) ?? str(record[field]);

/** The research modules name people as text lists (冯涛、王鹏；赵强): split on the separators the records use. */
export function splitNames(value: unknown): string[] {
  return String(value ?? '').split(/[、，,；;\s/]+/).map((s) => s.trim()).filter(Boolean);
}

/** The person's place in an ordered list of names: 第一完成人, or 排名第 n. */
export function rankRole(names: string[], realname: string, first: string): string | null {
  const i = names.indexOf(realname);
  if (i < 0) return null;
  return i === 0 ? first : `排名第 ${i + 1}`;
}

const outcomeKind = (record: Row): AchievementKind => (record.achType === 'award' ? 'award' : 'outcome');

/**
 * The modules the achievement display reads: 科研成果 (科技奖励 among them become awards), 知识产权, 论文, 科研项目
 * (leader or member) and 个人荣誉.
 */
export const ACHIEVEMENT_SOURCES: AchievementSource[] = [
  {
    pageCode: 'research/achievement',
    match: { by: 'names', fields: ['completers'] },
    toItem: (r) => ({
      kind: outcomeKind(r),
      title: String(r.achName ?? ''),
      date: str(r.completeDate),
      typeText: text(r, 'achType'),
      levelText: r.achType === 'award' ? [str(r.awardName), text(r, 'awardLevel')].filter(Boolean).join(' ') || null : r.evalLevel === 'none' ? null : text(r, 'evalLevel'),
      source: str(r.evalUnit),
      code: str(r.certNo),
      summary: str(r.summary),
    }),
  },
  {
    pageCode: 'research/patent',
    match: { by: 'names', fields: ['inventors'] },
    toItem: (r) => ({
      kind: 'patent',
      title: String(r.patentName ?? ''),
      date: str(r.grantDate) ?? str(r.applyDate),
      typeText: text(r, 'patentType'),
      levelText: text(r, 'patentStatus'),
      source: str(r.owner),
      code: str(r.grantNo) ?? str(r.applyNo),
      summary: str(r.abstractText),
    }),
  },
  {
    pageCode: 'research/paper',
    match: { by: 'names', fields: ['authors'] },
    toItem: (r) => ({
      kind: 'paper',
      title: String(r.title ?? ''),
      date: str(r.publishDate),
      typeText: text(r, 'journalLevel'),
      levelText: null,
      source: [str(r.journal), str(r.volumeIssue)].filter(Boolean).join('，') || null,
      code: str(r.doi),
      summary: null,
    }),
  },
  {
    pageCode: 'research/project',
    match: { by: 'names', fields: ['leaderName'], members: { table: 'biz_rs_project_member', foreignKey: 'research_id', nameColumn: 'member_name' } },
    toItem: (r) => ({
      kind: 'project',
      title: String(r.projectName ?? ''),
      date: str(r.startDate) ?? str(r.approvalDate),
      typeText: text(r, 'level'),
      levelText: text(r, 'rsStatus'),
      source: str(r.issuingUnit),
      code: str(r.researchNo),
      summary: str(r.content),
    }),
  },
  {
    pageCode: 'hr/honor',
    match: { by: 'user', field: 'awardee' },
    toItem: (r) => ({
      kind: 'honor',
      title: String(r.honorName ?? ''),
      date: str(r.grantDate),
      typeText: text(r, 'category'),
      levelText: text(r, 'honorLevel'),
      source: str(r.grantUnit),
      code: str(r.docNo),
      summary: str(r.description),
    }),
  },
];

/** The person's role in a row matched by name: their rank among the listed names, or 项目负责人 / 项目成员. */
export function roleIn(source: AchievementSource, record: Row, realname: string): string | null {
  if (source.pageCode === 'research/project') return record.leaderName === realname ? '项目负责人' : '项目成员';
  if (source.match.by !== 'names') return '获得人';
  const names = source.match.fields.flatMap((f) => splitNames(record[f]));
  if (source.pageCode === 'research/paper') {
    if (record.firstAuthor === realname) return record.correspondingAuthor === realname ? '第一作者、通讯作者' : '第一作者';
    if (record.correspondingAuthor === realname) return '通讯作者';
    return rankRole(names, realname, '第一作者');
  }
  return rankRole(names, realname, source.pageCode === 'research/patent' ? '第一发明人' : '第一完成人');
}
