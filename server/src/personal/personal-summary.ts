import type { PersonalAssessment, PersonalProfile, PersonalSummary, PersonalTrainingYear } from '@/engine/schema/wire/personal';
import type { AuthInfo } from '../auth/tokens';
import { personalStore, type HourRow } from '../tables/stores/personal-store';
import { fieldRights } from '../tables/field-rights';
import { wireRecords, type ReadContext } from '../tables/table-reads';
import type { TableRegistry } from '../tables/table-registry';
import type { Person } from './achievements';

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));
const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * The assessments the person was rated in (被考核人 rows of their employee record, 平台账号 = their account), newest
 * first, with the grade and status as the module's dictionaries word them.
 */
async function assessmentsOf(ctx: ReadContext, tables: TableRegistry, auth: AuthInfo, person: Person): Promise<PersonalAssessment[]> {
  const persons = tables.get('assess/person');
  const employees = tables.get('finance/employee');
  const employeeColumn = persons?.column('employeeId');
  const accountColumn = employees?.column('platformUser');
  if (!persons || !employees || !employeeColumn || !accountColumn) return [];
  const rows = await personalStore.assessedRows(ctx.db, { persons: persons.table, employeeColumn, employees: employees.table, accountColumn }, person.username);
  if (!rows.length) return [];
  const records = await wireRecords(ctx, persons, auth, rows, await fieldRights(ctx.db, auth, persons.page.fields), 'list');
  return records.map((r) => ({
    id: String(r.id),
    instanceName: String(r.instanceName ?? ''),
    family: str(r.family_dictText) ?? str(r.family),
    weightedScore: num(r.weightedScore),
    scoreRank: num(r.scoreRank),
    grade: str(r.finalGrade_dictText) ?? str(r.proposedGrade_dictText),
    status: str(r.personStatus_dictText) ?? str(r.personStatus),
    confirmDate: str(r.confirmDate),
  }));
}

/**
 * Training hours per year: the training ledger's attendee rows of the person's employee record, and the safety
 * training attendee rows that carry their name on a training of one of their companies or projects.
 */
async function trainingOf(ctx: ReadContext, tables: TableRegistry, person: Person): Promise<PersonalTrainingYear[]> {
  const byYear = new Map<number, PersonalTrainingYear>();
  const add = (r: HourRow, safetyOnly: boolean) => {
    const year = Number(r.year);
    const y = byYear.get(year) ?? { year, totalHours: 0, continuingHours: 0, safetyHours: 0, sessions: 0 };
    y.totalHours += Number(r.total) || 0;
    y.continuingHours += safetyOnly ? 0 : Number(r.continuing) || 0;
    y.safetyHours += safetyOnly ? Number(r.total) || 0 : Number(r.safety) || 0;
    y.sessions += Number(r.sessions) || 0;
    byYear.set(year, y);
  };
  if (tables.get('office/trainingRecord') && tables.get('finance/employee')) (await personalStore.ledgerHours(ctx.db, person.username)).forEach((r) => add(r, false));
  if (tables.get('safety/training')) (await personalStore.safetyHours(ctx.db, person.realname, person.companyIds, person.id)).forEach((r) => add(r, true));
  const round = (n: number) => Math.round(n * 10) / 10;
  return [...byYear.values()]
    .map((y) => ({ ...y, totalHours: round(y.totalHours), continuingHours: round(y.continuingHours), safetyHours: round(y.safetyHours) }))
    .sort((a, b) => b.year - a.year);
}

/** The person's 职务, companies and roles by name (the login's user info carries the position code and neither list). */
async function profileOf(ctx: ReadContext, person: Person): Promise<PersonalProfile> {
  const [companies, roles] = await Promise.all([personalStore.companyNames(ctx.db, person.companyIds), personalStore.roleNames(ctx.db, person.id)]);
  return { post: person.post, companies, roles };
}

/** The caller's own profile extras, assessments and training hours (the personal centre's cards). */
export async function personalSummary(ctx: ReadContext, tables: TableRegistry, auth: AuthInfo, person: Person): Promise<PersonalSummary> {
  const [profile, assessments, training] = await Promise.all([profileOf(ctx, person), assessmentsOf(ctx, tables, auth, person), trainingOf(ctx, tables, person)]);
  return { profile, assessments, training };
}
