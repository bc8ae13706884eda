import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { SessionContext, TokenService } from '../../auth/tokens';
import { requireAuth } from '../../auth/auth-plugin';
import { accessibleCompanies, accessibleProjects, GROUP_ID, projectView } from '../../auth/membership';
import { ApiError, ok } from '../../http/envelope';
import { membership } from '../../tables/stores/membership-store';

interface SetTokenQuery { companyId?: string; projectId?: string }

export function contextRoutes(app: FastifyInstance, db: Database, tokens: TokenService): void {
  /** A new token bound to a company (menu 11) or a project (menu 12) the caller belongs to. */
  app.get<{ Querystring: SetTokenQuery }>('/devops/sys/setToken', {
    schema: { querystring: { type: 'object', properties: { companyId: { type: 'string', maxLength: 32 }, projectId: { type: 'string', maxLength: 32 } } } },
  }, async (request) => {
    const auth = requireAuth(request);
    const { companyId, projectId } = request.query;
    let ctx: SessionContext;
    if (projectId) {
      const project = (await accessibleProjects(db, auth.userId)).find((p) => p.id === projectId);
      if (!project) throw new ApiError(403, '您不是该项目的成员，无法切换');
      ctx = { companyId: project.company_id, projectId: project.id, menuCode: '12' };
    } else if (companyId) {
      if (!(await accessibleCompanies(db, auth.userId)).includes(companyId)) throw new ApiError(403, '您不属于该公司，无法切换');
      ctx = { companyId, projectId: null, menuCode: '11' };
    } else {
      throw new ApiError(400, '请指定 companyId 或 projectId');
    }
    const token = await tokens.issue(auth.userId, auth.username, ctx, { ip: request.ip, userAgent: request.headers['user-agent'] });
    return ok({ token, ...ctx }, '切换成功');
  });

  app.get('/devops/project/projectInfo/queryUserProject', async (request) => {
    const auth = requireAuth(request);
    return ok((await accessibleProjects(db, auth.userId)).map(projectView));
  });

  app.get('/devops/project/projectInfo/queryCurrProject', async (request) => {
    const auth = requireAuth(request);
    if (!auth.projectId) return ok(null, '当前不在项目视图');
    const project = (await accessibleProjects(db, auth.userId)).find((p) => p.id === auth.projectId);
    return ok(project ? projectView(project) : null);
  });

  /** Companies with the projects the caller may enter, for the switcher. */
  app.get('/devops/sys/getUserProjectTree', async (request) => {
    const auth = requireAuth(request);
    const projects = await accessibleProjects(db, auth.userId);
    const byCompany = new Map<string, { id: string; departName: string; children: ReturnType<typeof projectView>[] }>();
    for (const p of projects) {
      const node = byCompany.get(p.company_id) ?? { id: p.company_id, departName: p.company_name, children: [] };
      node.children.push(projectView(p));
      byCompany.set(p.company_id, node);
    }
    return ok([...byCompany.values()]);
  });

  /** The group's subsidiaries with their abbreviations (the side menu hides some by abbreviation). */
  app.get('/devops/sys/sysDepart/querySubsidiaries', async (request) => {
    requireAuth(request);
    const rows = await membership.subsidiaries(db, GROUP_ID);
    return ok(rows.map((r) => ({ id: r.id, departName: r.depart_name, departNameAbbr: r.depart_name_abbr, orgCode: r.org_code })));
  });
}
