import type { FieldSchema } from '@/engine/schema/page-schema';
import { applyComputations, pageComputations } from '@/engine/schema/compute/compute-record';
import type { Queryable } from '../db/database';
import { ident } from '../sql/identifiers';
import type { TableModel } from './table-model';
import type { Row } from './table-repository';

/** One rollup field of a parent page and the child page whose rows it sums. */
export interface RollupLink {
  parent: TableModel;
  field: FieldSchema;
  child: TableModel;
}

/** The refusal a rollup's cap gives: its message, on the child's summed field. */
export class RollupCapError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
  }
}

/** Every rollup that sums rows of `child`, found on the pages currently served. */
export function rollupsOf(models: TableModel[], child: TableModel): RollupLink[] {
  return models.flatMap((parent) => parent.page.fields.filter((f) => f.rollup?.from === child.page.code)
    .map((field) => ({ parent, field, child })));
}

const liveClause = (model: TableModel, alias: string) =>
  (model.traits.softDelete === 'text' ? `${alias}.del_flag = '0'` : model.traits.softDelete ? `${alias}.del_flag = 0` : 'TRUE');

/** The parent column a child's link field holds: the id, or the business key the rollup matches (合同编号). */
const matchColumn = (link: RollupLink) => (link.field.rollup!.match ? link.parent.column(link.field.rollup!.match)! : 'id');

/** Matching on a business key stays within one company, where both tables keep one (numbers are unique per company). */
const sameCompany = (link: RollupLink) => Boolean(link.field.rollup!.match) && link.parent.traits.scope.company && link.child.traits.scope.company;

/** The SQL expression summing (or counting) the child rows of one parent `p`, parameters appended to `params`. */
function aggregate(link: RollupLink, params: unknown[]): string {
  const spec = link.field.rollup!;
  const child = link.child;
  const where = [`c.${ident(child.column(spec.link)!)}::text = p.${ident(matchColumn(link))}::text`, liveClause(child, 'c')];
  if (sameCompany(link)) where.push('c.company_id IS NOT DISTINCT FROM p.company_id');
  for (const [name, values] of Object.entries(spec.where ?? {})) {
    where.push(`c.${ident(child.column(name)!)}::text = ANY($${params.push((values ?? []).map(String))})`);
  }
  const value = spec.sum ? `coalesce(sum(c.${ident(child.column(spec.sum)!)}), 0)` : 'count(*)';
  return `(SELECT ${value} FROM ${ident(child.table)} c WHERE ${where.join(' AND ')})`;
}

/** The ids of the parents that child records (by field name) point at, through each rollup's link. */
async function parentIdsOf(tx: Queryable, links: RollupLink[], records: Row[]): Promise<Map<TableModel, string[]>> {
  const out = new Map<TableModel, Set<string>>();
  for (const link of links) {
    const keys = [...new Set(records.map((r) => r[link.field.rollup!.link]).filter((v) => v !== null && v !== undefined && v !== '').map(String))];
    if (!keys.length) continue;
    const ids = out.get(link.parent) ?? new Set<string>();
    if (matchColumn(link) === 'id') keys.forEach((k) => ids.add(k));
    else {
      const { rows } = await tx.query<{ id: string }>(`SELECT id::text AS id FROM ${ident(link.parent.table)} WHERE ${ident(matchColumn(link))}::text = ANY($1)`, [keys]);
      rows.forEach((r) => ids.add(r.id));
    }
    out.set(link.parent, ids);
  }
  return new Map([...out].map(([model, ids]) => [model, [...ids]]));
}

/**
 * Brings the parents' rollup fields up to date after rows of `child` changed (inside the change's transaction): each
 * rollup is summed again for the parents the changed rows point at (`records`, by field name, as they were and are), the
 * parents' computed fields that read it are computed again, and a rollup past its cap (`max`) refuses the change with
 * its message. The parents' versions stay as they are: nobody edits a rollup, so an open form of the parent is not
 * made stale by it.
 */
export async function keepRollups(tx: Queryable, models: TableModel[], child: TableModel, records: Row[]): Promise<void> {
  const links = rollupsOf(models, child);
  if (!links.length || !records.length) return;
  for (const [parent, ids] of await parentIdsOf(tx, links, records)) {
    if (ids.length) await sumInto(tx, links.filter((l) => l.parent === parent), parent, ids);
  }
}

async function sumInto(tx: Queryable, own: RollupLink[], parent: TableModel, ids: string[], checkCaps = true): Promise<void> {
  const params: unknown[] = [ids];
  const sets = own.map((l) => `${ident(parent.column(l.field.name)!)} = ${aggregate(l, params)}`);
  await tx.query(`UPDATE ${ident(parent.table)} p SET ${sets.join(', ')} WHERE p.id::text = ANY($1)`, params);
  await recompute(tx, parent, ids, own.map((l) => l.field.name));
  if (checkCaps) await capsHold(tx, own, parent, ids);
}

/** Each capped rollup within its cap (累计开票 ≤ 有效合同金额), else the cap's refusal. */
async function capsHold(tx: Queryable, own: RollupLink[], parent: TableModel, ids: string[]): Promise<void> {
  for (const l of own) {
    const spec = l.field.rollup!;
    if (!spec.max) continue;
    const over = await tx.query(
      `SELECT 1 FROM ${ident(parent.table)} WHERE id::text = ANY($1) AND ${ident(parent.column(l.field.name)!)} > coalesce(${ident(parent.column(spec.max)!)}, 0) LIMIT 1`, [ids]);
    if (over.rows.length) {
      const cap = parent.page.fields.find((f) => f.name === spec.max)?.label ?? spec.max;
      throw new RollupCapError(spec.sum ?? spec.link, spec.message ?? `${l.field.label}不能超过${cap}`);
    }
  }
}

/**
 * The parents' computed fields that read a changed rollup, directly or through another computed field (应收余额 =
 * 累计开票 − 累计收款), computed again from the stored row and written; the other computed fields keep what is stored.
 */
async function recompute(tx: Queryable, parent: TableModel, ids: string[], changed: string[]): Promise<void> {
  const affected = new Set(changed);
  for (const c of pageComputations(parent.page).main) if (c.dependencies.some((d) => affected.has(d))) affected.add(c.field.name);
  for (const name of changed) affected.delete(name);
  if (!affected.size) return;
  const fields = parent.page.fields.map((f) => (f.compute && !affected.has(f.name) ? { ...f, compute: undefined } : f));
  const { rows } = await tx.query<Row>(`SELECT * FROM ${ident(parent.table)} WHERE id::text = ANY($1)`, [ids]);
  for (const row of rows) {
    const record = Object.fromEntries(parent.stored.map((f) => [f.name, row[parent.column(f.name)!]]));
    const next = applyComputations({ fields }, record);
    const params: unknown[] = [row.id];
    const sets = [...affected].map((name) => `${ident(parent.column(name)!)} = $${params.push(next[name])}`);
    await tx.query(`UPDATE ${ident(parent.table)} SET ${sets.join(', ')} WHERE id = $1`, params);
  }
}

/**
 * Every rollup of every page summed again over all parents (after the demo data is loaded); the caps are checked once
 * every sum is in, as a cap may be another rollup (累计开票 ≤ 合同金额 + Σ补充协议).
 */
export async function recomputeAllRollups(tx: Queryable, models: TableModel[]): Promise<void> {
  const done: { own: RollupLink[]; parent: TableModel; ids: string[] }[] = [];
  for (const child of models) {
    const links = rollupsOf(models, child);
    for (const parent of new Set(links.map((l) => l.parent))) {
      const { rows } = await tx.query<{ id: string }>(`SELECT id::text AS id FROM ${ident(parent.table)}`);
      if (!rows.length) continue;
      const own = links.filter((l) => l.parent === parent);
      await sumInto(tx, own, parent, rows.map((r) => r.id), false);
      done.push({ own, parent, ids: rows.map((r) => r.id) });
    }
  }
  for (const { own, parent, ids } of done) await capsHold(tx, own, parent, ids);
}

/** Child rows by field name (the link fields only), read before a delete or restore changes them. */
export async function linkRecords(tx: Queryable, models: TableModel[], child: TableModel, childIds: string[]): Promise<Row[]> {
  const links = [...new Set(rollupsOf(models, child).map((l) => l.field.rollup!.link))];
  if (!links.length || !childIds.length) return [];
  const { rows } = await tx.query<Row>(`SELECT ${links.map((name) => ident(child.column(name)!)).join(', ')} FROM ${ident(child.table)} WHERE id::text = ANY($1)`, [childIds]);
  return rows.map((row) => Object.fromEntries(links.map((name) => [name, row[child.column(name)!]])));
}
