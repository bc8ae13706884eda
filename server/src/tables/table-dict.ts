import type { Queryable } from '../db/database';
import type { TableDict } from '../schemas/schema-store';
import { ApiError } from '../http/envelope';
import { ident } from '../sql/identifiers';
import type { DictItem } from './stores/dict-store';

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
  scopeValue?: string;
  limit?: number;
  /**
   * The caller, whose scope a scoped dictionary (`scopeColumn`) keeps to: a company's rows for a company user (the
   * group's company view sees all), the current project's in the project view. Pickers and the save check pass it, so
   * another company's records are neither offered nor accepted.
   */
  caller?: { companyId: string | null; projectId: string | null; menuCode: '11' | '12' };
}

const GROUP = '001';

/** The condition a scoped dictionary adds for the caller, if any. */
function callerScope(d: TableDict, caller: NonNullable<TableDictQuery['caller']>, bind: (v: unknown) => string): string | undefined {
  if (!d.scopeColumn) return undefined;
  if (d.scopeColumn === 'project_id' && caller.menuCode === '12') return `${ident('project_id')} = ${bind(caller.projectId ?? '')}`;
  if (caller.companyId === GROUP && caller.menuCode === '11') return undefined;
  // A project-scoped table keeps its project's company too: in the company view a company sees its projects' rows.
  const column = d.scopeColumn === 'project_id' ? 'company_id' : d.scopeColumn;
  return `${ident(column)} = ${bind(caller.companyId ?? '')}`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows of a registered table dictionary; every value bound, every identifier from the registry. */
export async function queryTableDict(db: Queryable, d: TableDict, q: TableDictQuery = {}): Promise<DictItem[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const bind = (v: unknown) => `$${params.push(v)}`;
  const text = ident(d.text);
  const code = ident(d.code);
  if (d.activeColumn) where.push(`${ident(d.activeColumn)} = 0`);
  if (q.scopeValue !== undefined && d.scopeColumn) where.push(`${ident(d.scopeColumn)} = ${bind(q.scopeValue)}`);
  const scoped = q.caller ? callerScope(d, q.caller, bind) : undefined;
  if (scoped) where.push(scoped);
  if (q.keys) where.push(`${code}::text = ANY(${bind(q.keys)})`);
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
