import type { CustomParams, DataProvider } from '../../data/data-provider';
import { HttpError } from '../../data/http-error';
import type { DictItemMap } from '../../dictionaries/dict-lookup';
import type { ReportRecord } from '../online-report-client';
import { demoDicts, demoDivisions, demoReports, demoUserRows } from './demo-data';

export interface DemoBackendOptions {
  /** Extra or replacement dictionaries for `getDictItems`. */
  dicts?: DictItemMap;
  /** Makes every report call fail with this message (error states in stories and tests). */
  failReports?: string;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

// Table dictionaries the demo knows, as `table,text,code` like the server's registered ones.
const tableDicts: Record<string, Array<{ value: string; text: string }>> = {
  'sys_user,realname,username': demoUserRows.map((u) => ({ value: String(u.username), text: String(u.realname) })),
  'sys_depart,depart_name,id': [...new Set(demoUserRows.map((u) => String(u.depart_name)))].map((d, i) => ({ value: `d${i + 1}`, text: d })),
};

function reportData(id: string, query: Record<string, unknown>) {
  const report = demoReports[id] ?? Object.values(demoReports).find((r) => r.meta.cgRpConfigId === id);
  if (!report) throw new HttpError({ status: 404, code: 404, message: '实体不存在' });
  let rows: ReportRecord[] = report.rows;
  for (const [name, column] of Object.entries(report.params ?? {})) {
    const value = query[`self_${name}`];
    if (!blank(value)) rows = rows.filter((r) => String(r[column]) === String(value));
  }
  for (const field of report.queryInfo) {
    if (field.mode === 'group') {
      const begin = query[`${field.field}_begin`];
      const end = query[`${field.field}_end`];
      if (!blank(begin)) rows = rows.filter((r) => String(r[field.field]) >= String(begin));
      if (!blank(end)) rows = rows.filter((r) => String(r[field.field]).slice(0, String(end).length) <= String(end));
      continue;
    }
    const value = query[field.field];
    if (blank(value)) continue;
    const text = String(value);
    rows = text.includes('*')
      ? rows.filter((r) => String(r[field.field] ?? '').includes(text.replace(/\*/g, '')))
      : rows.filter((r) => String(r[field.field] ?? '') === text);
  }
  const column = typeof query.column === 'string' ? query.column : undefined;
  if (column) {
    const sign = query.order === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => {
      const [x, y] = [a[column], b[column]];
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh-CN'));
    });
  }
  const pageNo = Number(query.pageNo ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  return { total: rows.length, records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((r) => ({ ...r })) };
}

/**
 * A `custom` handler answering the Online report, dictionary and division APIs from demo data, for
 * `createMemoryDataProvider(seed, { custom: createDemoCustom() })` in stories and tests (no server needed).
 *
 * @example
 * const provider = createMemoryDataProvider({}, { custom: createDemoCustom(), latencyMs: 120 });
 */
export function createDemoCustom(options: DemoBackendOptions = {}): DataProvider['custom'] {
  const dicts = { ...demoDicts, ...options.dicts };
  return async <T>({ url, query = {} }: CustomParams) => {
    const path = decodeURIComponent(url);
    const respond = (data: unknown) => ({ data: data as T });
    let m: RegExpExecArray | null;
    if (path.startsWith('/online/cgreport/api/') && options.failReports) {
      throw new HttpError({ status: 500, code: 500, message: options.failReports });
    }
    if ((m = /^\/online\/cgreport\/api\/getRpColumns\/(.+)$/.exec(path))) {
      const report = demoReports[m[1]];
      if (!report) throw new HttpError({ status: 500, code: 500, message: '实体不存在' });
      return respond(report.meta);
    }
    if ((m = /^\/online\/cgreport\/api\/getQueryInfo\/(.+)$/.exec(path))) {
      const report = Object.values(demoReports).find((r) => r.meta.cgRpConfigId === m![1]);
      if (!report) throw new HttpError({ status: 500, code: 500, message: '查询失败' });
      return respond(report.queryInfo);
    }
    if ((m = /^\/online\/cgreport\/api\/getData\/(.+)$/.exec(path))) return respond(reportData(m[1], query));
    if ((m = /^\/sys\/dict\/getDictItems\/(.+)$/.exec(path))) return respond(dicts[m[1]] ?? tableDicts[m[1]] ?? []);
    if ((m = /^\/sys\/dict\/loadDict\/(.+)$/.exec(path))) {
      const items = tableDicts[m[1]];
      if (!items) throw new HttpError({ status: 400, code: 400, message: '该字典未登记，不能搜索' });
      const keyword = String(query.keyword ?? '').trim();
      const hits = items.filter((i) => !keyword || i.text.includes(keyword) || i.value.includes(keyword));
      return respond(hits.slice(0, Number(query.pageSize ?? hits.length)));
    }
    if ((m = /^\/sys\/dict\/loadDictItem\/(.+)$/.exec(path))) {
      const items = tableDicts[m[1]] ?? [];
      const keys = String(query.key ?? '').split(',').filter(Boolean);
      return respond(keys.map((k) => items.find((i) => i.value === k)?.text ?? k));
    }
    if (path === '/division/mdmAdminDivision/getList') {
      const parent = blank(query.parentCode) ? undefined : String(query.parentCode);
      return respond(parent ? demoDivisions.filter((d) => d.parentCode === parent) : demoDivisions);
    }
    throw new HttpError({ status: 404, code: 404, message: `很抱歉，资源未找到!（${url}）` });
  };
}
