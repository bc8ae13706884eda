import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { TokenService } from '../../auth/tokens';
import type { ExternalIdentityProvider } from '../../providers/providers';
import { ApiError, ok } from '../../http/envelope';
import { requireAuth } from '../../auth/auth-plugin';
import { users } from '../../tables/stores/user-store';
import { completeLogin } from './login-result';
import { timedThirdPartyCall } from './admin/third-party-call';
import { requestErrors, requestSchema, text } from '../../http/request-schemas';

async function loginAs(db: Database, tokens: TokenService, provider: ExternalIdentityProvider, credential: string,
  extra: Record<string, string>, request: import('fastify').FastifyRequest, type: string) {
  // The credential (ticket, one-time id) is never logged: only which provider answered and how.
  const identity = await timedThirdPartyCall(db, { provider: type, action: 'resolveIdentity', target: type, secrets: [credential] }, () => provider.resolve(credential, extra),
    (found) => (found ? { success: true, message: `账号 ${found.username}` } : { success: false, message: '登录凭证无效或已过期' }));
  if (!identity) throw new ApiError(401, '登录凭证无效或已过期');
  const user = await users.byUsername(db, identity.username);
  if (!user) throw new ApiError(401, '该第三方账号未绑定平台用户');
  return completeLogin(db, tokens, user, request, type);
}

/** Third-party and CAS single sign-on: present in the API, refused until a provider is configured. */
export function externalLoginRoutes(app: FastifyInstance, db: Database, tokens: TokenService,
  providers: { thirdLogin?: ExternalIdentityProvider; cas?: ExternalIdentityProvider }): void {
  app.get<{ Params: { id: string } }>('/devops/thirdLogin/getLoginUser/:id', { schema: requestSchema({ params: { id: text(200) } }), schemaErrorFormatter: requestErrors, config: { public: true } }, async (request) => {
    if (!providers.thirdLogin) throw new ApiError(404, '第三方登录未启用');
    return loginAs(db, tokens, providers.thirdLogin, request.params.id, {}, request, 'thirdLogin');
  });

  app.get<{ Querystring: { ticket?: string; service?: string } }>('/devops/cas/client/validateLogin', { schema: requestSchema({ querystring: { ticket: text(1000), service: text(1000) } }), schemaErrorFormatter: requestErrors, config: { public: true } }, async (request) => {
    if (!providers.cas) throw new ApiError(404, 'CAS 单点登录未启用');
    const { ticket, service } = request.query;
    if (!ticket) throw new ApiError(400, '缺少 ticket 参数');
    return loginAs(db, tokens, providers.cas, ticket, { service: service ?? '' }, request, 'cas');
  });

  /**
   * Which third-party apps (WeCom, DingTalk) the user and department screens may sync with: JeecgBoot's map of both.
   * The platform syncs with neither, so both are off and the original client hides its sync buttons.
   */
  app.get('/devops/sys/thirdApp/getEnabledType', { schema: requestSchema({ querystring: { _t: text(20) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    requireAuth(request);
    return ok({ wechatEnterprise: false, dingtalk: false });
  });
}
