import { ACHIEVEMENT_KINDS, type AchievementItem, type AchievementKind, type AchievementPerson, type PersonAchievements } from '@/engine/schema/wire/personal';
import type { Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { GROUP_ID } from '../auth/membership';
import { fieldRights } from '../tables/field-rights';
import type { TableModel } from '../tables/table-model';
import { wireRecords, type ReadContext } from '../tables/table-reads';
import type { TableRegistry } from '../tables/table-registry';
import type { Row } from '../tables/table-repository';
import { users } from '../tables/stores/user-store';
import { personalStore } from '../tables/stores/personal-store';
import { postName } from '../tables/stores/position-names';
import { ACHIEVEMENT_SOURCES, roleIn, splitNames, type AchievementSource } from './achievement-sources';

export interface Person extends AchievementPerson {
  id: string;
}

/**
 * The companies a person's work is recorded under: their own company, the company of their employee record (a
 * project-level 总监 has no company of their own but is on a company's payroll) and the companies of their projects.
 */
async function companiesOf(db: Queryable, tables: TableRegistry, userId: string, username: string, companyId: string | null): Promise<string[]> {
  const out = new Set<string>(companyId ? [companyId] : []);
  const employees = tables.get('finance/employee');
  const account = employees?.column('platformUser');
  if (employees && account) (await personalStore.employeeCompanies(db, employees.table, account, username)).forEach((c) => out.add(c));
  (await personalStore.projectCompanies(db, userId)).forEach((c) => out.add(c));
  return [...out].sort();
}

/** The live user behind an account name, with the companies their achievements are looked up in; undefined if none. */
export async function findPerson(db: Queryable, tables: TableRegistry, username: string): Promise<Person | undefined> {
  const user = await users.byUsername(db, username);
  if (!user) return undefined;
  const companyId = await users.companyOf(db, user.id);
  return {
    id: user.id, username: user.username, realname: user.realname, post: await postName(db, user.post),
    companyIds: await companiesOf(db, tables, user.id, user.username, companyId),
  };
}

/**
 * Who may see a person's achievements: the person; anyone of the group company (it oversees every company); and a
 * colleague whose company is one the person's work is recorded under. Project-level users without a company see only
 * their own. Achievements are the company's public record of a person's work (the research modules list them to the
 * whole company), so there is no further publishing step.
 */
export async function maySeeAchievements(db: Queryable, viewer: AuthInfo, person: Person): Promise<boolean> {
  if (viewer.userId === person.id) return true;
  const own = await users.companyOf(db, viewer.userId);
  if (!own) return false;
  return own === GROUP_ID || person.companyIds.includes(own);
}

/** The rows of one source that name the person, read whole (dictionary texts come from the table layer). */
async function matchingRows(db: Queryable, model: TableModel, source: AchievementSource, person: Person): Promise<Row[]> {
  const soft = Boolean(model.traits.softDelete);
  if (source.match.by === 'user') {
    const column = model.column(source.match.field);
    return column ? personalStore.rowsNaming(db, model.table, soft, { by: 'user', column, username: person.username }) : [];
  }
  const columns = source.match.fields.map((f) => model.column(f)).filter((c): c is string => Boolean(c));
  return personalStore.rowsNaming(db, model.table, soft, { by: 'names', columns, realname: person.realname, companyIds: person.companyIds, members: source.match.members });
}

/** Ids of the rows whose member sub-table lists the person (科研项目's 项目成员). */
async function memberOf(db: Queryable, source: AchievementSource, person: Person): Promise<Set<string>> {
  const m = source.match.by === 'names' ? source.match.members : undefined;
  return m ? personalStore.memberOf(db, m, person.realname) : new Set();
}

/** A name search by LIKE finds 王强 in 王强华 too: keep the rows whose list really holds the name (or a member row). */
function reallyNames(source: AchievementSource, record: Row, person: Person, members: Set<string>): boolean {
  if (source.match.by === 'user') return true;
  return source.match.fields.some((f) => splitNames(record[f]).includes(person.realname)) || members.has(String(record.id));
}

const yearOf = (date: string | null) => (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null);

/**
 * Every achievement of a person, newest first, with counts per kind. Fields the viewer may not see in a module stay
 * hidden here too (the table layer's field rights).
 */
export async function achievementsOf(ctx: ReadContext, tables: TableRegistry, viewer: AuthInfo, person: Person): Promise<PersonAchievements> {
  const items: AchievementItem[] = [];
  for (const source of ACHIEVEMENT_SOURCES) {
    const model = tables.get(source.pageCode);
    if (!model) continue;
    const rows = await matchingRows(ctx.db, model, source, person);
    if (!rows.length) continue;
    const rights = await fieldRights(ctx.db, viewer, model.page.fields);
    const records = await wireRecords(ctx, model, viewer, rows, rights, 'detail');
    const members = await memberOf(ctx.db, source, person);
    for (const record of records) {
      if (!reallyNames(source, record, person, members)) continue;
      const item = source.toItem(record);
      items.push({ ...item, id: String(record.id), pageCode: source.pageCode, role: roleIn(source, record, person.realname), year: yearOf(item.date) });
    }
  }
  items.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title, 'zh'));
  const counts = Object.fromEntries(ACHIEVEMENT_KINDS.map((k) => [k, 0])) as Record<AchievementKind, number>;
  items.forEach((i) => (counts[i.kind] += 1));
  const { id: _id, ...shown } = person;
  return { person: shown, items, counts };
}
