import type { Database, Queryable } from '../database';
import type { SchemaStore } from '../../schemas/schema-store';
import { syncConfiguration, type SyncReport } from '../../tables/config-sync';
import { hashPassword } from '../../auth/passwords';
import { loadSeedFiles } from './seed-files';
import { demoProjectDetails } from './demo-project-details';
import { demoRightsRows } from './demo-rights';
import { demoBehaviourLog } from './demo-behaviour';
import { stableId } from './stable-id';
import { demoCompanies, demoProjects, demoUsers } from './demo-org';
import { demoNewsRows } from './demo-news';
import { demoModuleRows } from './demo-modules';
import { demoAdminRows, positionName } from './demo-admin';
import { demoNoticesAndJobs } from './demo-notices-jobs';
import { demoForumRows } from './demo-forum';
import { demoLinkedNotices } from './demo-linked-notices';
import { demoRegistrations } from './demo-registrations';

const SEED_TIME = '2026-01-05 09:00:00+08';

async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM sys_install WHERE key = 'seeded'");
  return rows.length > 0;
}

async function seedOrganisation(db: Queryable, hashes: string[]) {
  await db.query(`INSERT INTO sys_tenant (id, name) VALUES (1, '工程咨询集团') ON CONFLICT DO NOTHING`);
  for (const c of demoCompanies) {
    await db.query(
      `INSERT INTO sys_depart (id, parent_id, depart_name, depart_name_abbr, depart_order, org_category, org_code, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,'system',$8)`,
      [c.id, c.parentId, c.name, c.abbr, c.order, c.category, c.orgCode, SEED_TIME],
    );
  }
  for (const p of demoProjects) {
    await db.query(
      `INSERT INTO project_info (id, company_id, project_name, project_name_abbr, supervision_attr, state, sort, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,'system',$8)`,
      [p.id, p.companyId, p.name, p.abbr, p.supervisionAttr, p.state, p.sort, SEED_TIME],
    );
  }
  for (const [i, u] of demoUsers.entries()) {
    const orgCode = demoCompanies.find((c) => c.id === (u.departIds[0] ?? u.companyId))?.orgCode ?? null;
    await db.query(
      `INSERT INTO sys_user (id, username, realname, password_hash, sex, phone, email, org_code, work_no, post, user_identity,
         company_id, depart_ids, create_by, create_time)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$14,'system',$13)`,
      [stableId(`user:${u.username}`), u.username, u.realname, hashes[i], u.sex, u.phone, `${u.username}@gcjt.example.cn`,
        orgCode, `GC${String(i + 1).padStart(4, '0')}`, u.post, u.level === 'project' ? 1 : 2, u.companyId, SEED_TIME, u.leads?.join(',') ?? null],
    );
    const userId = stableId(`user:${u.username}`);
    for (const d of u.departIds) await db.query('INSERT INTO sys_user_depart VALUES ($1,$2)', [userId, d]);
    for (const p of u.projectIds) await db.query('INSERT INTO sys_user_project VALUES ($1,$2,$3)', [userId, p, positionName(u.post)]);
    for (const r of u.roles) await db.query('INSERT INTO sys_user_role VALUES ($1,$2)', [userId, stableId(`role:${r}`)]);
  }
}

/**
 * Every start: the configuration (roles, dictionaries, check rules, menus and grants) follows its files. First start
 * with demo data: the demo organisation, users and module rows. Returns true when this call seeded a fresh database.
 */
export async function seedDatabase(db: Database, store: SchemaStore, options: { demo: boolean }): Promise<{ fresh: boolean; config: SyncReport }> {
  const config = await db.transaction((tx) => syncConfiguration(tx, store));
  if (await isSeeded(db)) return { fresh: false, config };
  // Hashing happens before the transaction: PGlite serialises every query, and a long transaction would stall them.
  // One hash per distinct demo password (the demo's staff of one level share theirs): Argon2 is deliberately slow, and
  // every fresh database — each server test file makes one — would otherwise hash sixteen times.
  const distinct = options.demo ? [...new Set(demoUsers.map((u) => u.password))] : [];
  const byPassword = new Map(distinct.map((p, i) => [p, i]));
  const distinctHashes = await Promise.all(distinct.map((p) => hashPassword(p)));
  const hashes = options.demo ? demoUsers.map((u) => distinctHashes[byPassword.get(u.password)!]) : [];
  await db.transaction(async (tx) => {
    if (options.demo) {
      await seedOrganisation(tx, hashes);
      await demoNewsRows(tx, store);
      await demoModuleRows(tx, store);
      await demoProjectDetails(tx);
      await loadSeedFiles(tx, store);
      await demoAdminRows(tx);
      await demoRightsRows(tx);
      await demoBehaviourLog(tx);
      await demoNoticesAndJobs(tx);
      await demoForumRows(tx, store.dir);
      await demoLinkedNotices(tx);
      await demoRegistrations(tx, distinctHashes[byPassword.get(demoUsers.find((u) => u.level === 'company')!.password)!]);
      // The demo installation dates from the seed day: the configuration rows the sync just wrote carry it too.
      for (const table of ['sys_role', 'sys_dict', 'sys_permission']) {
        await tx.query(`UPDATE ${table} SET create_time = $1 WHERE create_by = 'system'`, [SEED_TIME]);
      }
    }
    await tx.query(`INSERT INTO sys_install (key, value) VALUES ('seeded', $1)`, [new Date().toISOString()]);
  });
  return { fresh: true, config };
}
