import type { PersonalAssessment, PersonalProfile, PersonalSummary, PersonalTrainingYear } from '@/engine/schema/wire/personal';
import type { AuthInfo } from '../auth/tokens';
import { ident } from '../sql/identifiers';
import { fieldRights } from '../tables/field-rights';
import { wireRecords, type ReadContext } from '../tables/table-reads';
import type { TableRegistry } from '../tables/table-registry';
import type { Row } from '../tables/table-repository';
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
  const { rows } = await ctx.db.query<Row>(
    `SELECT p.* FROM ${ident(persons.table)} p JOIN ${ident(employees.table)} e ON e.id = p.${ident(employeeColumn)}
      WHERE e.${ident(accountColumn)} = $1 AND p.del_flag = 0 AND e.del_flag = 0
      ORDER BY p.create_time DESC, p.id LIMIT 20`,
    [person.username],
  );
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

interface HourRow { year: number; total: string | number; continuing: string | number; safety: string | number; sessions: string | number }

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
  if (tables.get('office/trainingRecord') && tables.get('finance/employee')) {
    const { rows } = await ctx.db.query<HourRow>(
      `SELECT CAST(EXTRACT(YEAR FROM r.start_date) AS integer) AS year, COALESCE(SUM(a.hours), 0) AS total,
              COALESCE(SUM(CASE WHEN r.category = 'continuing' THEN a.hours ELSE 0 END), 0) AS continuing,
              COALESCE(SUM(CASE WHEN r.category = 'safety' THEN a.hours ELSE 0 END), 0) AS safety, COUNT(*) AS sessions
         FROM biz_office_training_attendee a
         JOIN biz_office_training_record r ON r.id = a.record_id AND r.del_flag = 0
         JOIN biz_fin_employee e ON e.id = a.employee_id AND e.del_flag = 0
        WHERE e.platform_user = $1 AND r.start_date IS NOT NULL
        GROUP BY 1`,
      [person.username],
    );
    rows.forEach((r) => add(r, false));
  }
  if (tables.get('safety/training')) {
    const { rows } = await ctx.db.query<HourRow>(
      `SELECT CAST(EXTRACT(YEAR FROM t.training_date) AS integer) AS year, COALESCE(SUM(a.person_hours), 0) AS total, 0 AS continuing, 0 AS safety,
              COUNT(*) AS sessions
         FROM biz_safety_trainee a JOIN biz_safety_training t ON t.id = a.training_id AND t.del_flag = 0
        WHERE a.person_name = $1 AND t.training_date IS NOT NULL
          AND (t.company_id = ANY($2) OR t.project_id IN (SELECT project_id FROM sys_user_project WHERE user_id = $3))
        GROUP BY 1`,
      [person.realname, person.companyIds, person.id],
    );
    rows.forEach((r) => add(r, true));
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return [...byYear.values()]
    .map((y) => ({ ...y, totalHours: round(y.totalHours), continuingHours: round(y.continuingHours), safetyHours: round(y.safetyHours) }))
    .sort((a, b) => b.year - a.year);
}

/** The names of the person's companies and roles (the login's user info carries neither). */
async function profileOf(ctx: ReadContext, person: Person): Promise<PersonalProfile> {
  const [companies, roles] = await Promise.all([
    ctx.db.query<{ name: string }>('SELECT depart_name AS name FROM sys_depart WHERE id = ANY($1) AND del_flag = 0 ORDER BY depart_order', [person.companyIds]),
    ctx.db.query<{ name: string }>('SELECT r.role_name AS name FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.role_name', [person.id]),
  ]);
  return { companies: companies.rows.map((r) => r.name), roles: roles.rows.map((r) => r.name) };
}

/** The caller's own profile extras, assessments and training hours (the personal centre's cards). */
export async function personalSummary(ctx: ReadContext, tables: TableRegistry, auth: AuthInfo, person: Person): Promise<PersonalSummary> {
  const [profile, assessments, training] = await Promise.all([profileOf(ctx, person), assessmentsOf(ctx, tables, auth, person), trainingOf(ctx, tables, person)]);
  return { profile, assessments, training };
}
