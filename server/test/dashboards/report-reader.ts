import type { TestPlatform } from '../helper';
import { expectOk } from '../helper';
import { reportId } from '../../src/reports/report-routes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/**
 * What the dashboard tests read as a user: any API answer (asserted not refused), an online report's rows (for the
 * group, optionally one company in view) and a module list (optionally narrowed to one company by its filter).
 */
export function reportReader(platform: () => TestPlatform) {
  const get = async (user: string, url: string) => {
    const t = platform();
    const res = await t.get(`/devops/${url}`, await t.login(user));
    expectOk(res, `${url}: ${res.body}`);
    return res.json().result as Json;
  };
  const report = async (user: string, code: string, company?: string) =>
    (await get(user, `online/cgreport/api/getData/${reportId(code)}?pageSize=500${company ? `&self_company_id=${company}` : ''}`)).records as Json[];
  const list = async (user: string, page: string, company?: string) =>
    (await get(user, `${page}/list?pageSize=1000${company ? `&companyId=${company}` : ''}`)).records as Json[];
  return { get, report, list };
}
