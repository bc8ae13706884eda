import type { Queryable } from '../db/database';
import type { TableDict } from '../schemas/schema-store';
import { ApiError } from '../http/envelope';
import { ident } from '../sql/identifiers';
import type { DictItem } from './stores/dict-store';
import type { AuthInfo } from '../auth/tokens';
import type { TableModel } from './table-model';
import { tableRepository } from './table-repository';

export const BLOCKED_MESSAGE = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';

/**
 * Resolves `table,text,code` to a registered table dictionary. JeecgBoot ran whatever the client sent
 * here (a decade of CVEs); we only match the registry, and a fourth (filter) segment is always refused.
 */
export function resolveTableDict(registry: TableDict[], spec: string): TableDict {
  const parts = spec.split(',').map((p) => p.trim());
  if (parts.length < 3) throw new ApiError(400, '字典Code格式不正确！');
  if (parts.length > 3) throw new ApiError(400, '不支持字典过滤条件，请使用已登记的表字典');
  const [table, text, code] = parts;
  const found = registry.find((d) => d.table === table && d.text === text && d.code === code);
  if (!found) throw new ApiError(403, BLOCKED_MESSAGE);
  return found;
}

export interface TableDictQuery {
  keyword?: string;
  keys?: string[];
  /** Items whose text is exactly one of these (an imported sheet names records by their texts). */
  texts?: string[];
  scopeValue?: string;
  limit?: number;
  /**
   * The caller, whose scope every table dictionary keeps to: the pickers, the translations (`_dictText`) and the save
   * check all pass it, so another company's records are neither offered, named nor accepted.
   */
  caller: AuthInfo;
  /** The page that serves a table, whose scope predicate its dictionaries apply (none: the dictionary's `scopeColumn`). */
  ownerOf: (table: string) => TableModel | undefined;
}

const GROUP = '001';

/** The condition a dictionary without a page of its own adds for the caller through its declared `scopeColumn`, if any. */
function callerScope(d: TableDict, caller: AuthInfo, bind: (v: unknown) => string): string | undefined {
  if (!d.scopeColumn) return undefined;
  if (d.scopeColumn === 'project_id' && caller.menuCode === '12') return `${ident('project_id')} = ${bind(caller.projectId ?? '')}`;
  if (caller.companyId === GROUP && caller.menuCode === '11') return undefined;
  // A project-scoped table keeps its project's company too: in the company view a company sees its projects' rows.
  const column = d.scopeColumn === 'project_id' ? 'company_id' : d.scopeColumn;
  return `${ident(column)} = ${bind(caller.companyId ?? '')}`;
}

/**
 * The caller's rows of a dictionary's table: the rows the page serving the table would list for the caller (its
 * company/project scope, owner rule, data rules and hooks) and what its hooks add for dictionaries; a table no page
 * serves keeps to the dictionary's declared `scopeColumn`.
 */
function scopeConditions(db: Queryable, d: TableDict, q: TableDictQuery, params: unknown[], bind: (v: unknown) => string): string[] {
  const owner = q.ownerOf(d.table);
  if (!owner) {
    const scoped = callerScope(d, q.caller, bind);
    return scoped ? [scoped] : [];
  }
  const out = [tableRepository(db, owner).where(q.caller, { params }).sql];
  for (const hooks of owner.hooks) if (hooks.dictScopeFor) out.push(...hooks.dictScopeFor(q.caller, params));
  return out;
}

/** The lookup `ownerOf` needs, from every table served now. */
export function tableOwners(models: () => TableModel[] | undefined): (table: string) => TableModel | undefined {
  return (table) => models()?.find((m) => m.table === table);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows of a registered table dictionary; every value bound, every identifier from the registry. */
export async function queryTableDict(db: Queryable, d: TableDict, q: TableDictQuery): Promise<DictItem[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const bind = (v: unknown) => `$${params.push(v)}`;
  const text = ident(d.text);
  const code = ident(d.code);
  if (d.activeColumn) where.push(`${ident(d.activeColumn)} = 0`);
  if (q.scopeValue !== undefined && d.scopeColumn) where.push(`${ident(d.scopeColumn)} = ${bind(q.scopeValue)}`);
  where.push(...scopeConditions(db, d, q, params, bind));
  if (q.keys) where.push(`${code}::text = ANY(${bind(q.keys)})`);
  if (q.texts) where.push(`${text}::text = ANY(${bind(q.texts)})`);
  if (q.keyword) {
    if (q.keyword.includes(',')) {
      const list = q.keyword.split(',').filter(Boolean);
      where.push(`(${text}::text = ANY(${bind(list)}) OR ${code}::text = ANY(${bind(list)}))`);
    } else {
      const p = bind(`%${escapeLike(q.keyword)}%`);
      where.push(`(${text}::text ILIKE ${p} OR ${code}::text ILIKE ${p})`);
    }
  }
  const limit = q.limit ? ` LIMIT ${Math.min(Math.max(1, Math.floor(q.limit)), 1000)}` : ' LIMIT 1000';
  const { rows } = await db.query<{ text: string; value: string }>(
    `SELECT ${text}::text AS text, ${code}::text AS value FROM ${ident(d.table)}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY 1, 2${limit}`,
    params,
  );
  return rows.map((r) => ({ value: r.value, text: r.text, title: r.text, label: r.text }));
}
