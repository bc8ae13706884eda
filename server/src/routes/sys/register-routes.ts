import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { requireAuth } from '../../auth/auth-plugin';
import { assertPermission } from '../../auth/access';
import { hashPassword, PASSWORD_RULE } from '../../auth/passwords';
import { ApiError, ok, okMessage } from '../../http/envelope';
import { formatDateTime } from '../../http/format';
import { ID, requestErrors, requestSchema, text } from '../../http/request-schemas';
import { smsCodes } from '../../tables/stores/sms-store';
import { registrations, type RegisterRow } from '../../tables/stores/register-store';
import { PASSWORD_RULE_MESSAGE } from './session-routes';

const MOBILE = /^1[3-9]\d{9}$/;
const USERNAME = /^[a-zA-Z0-9_.-]{2,50}$/;
const EMAIL = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const MAX_CODE_ATTEMPTS = 5;
/** Who decides on registrations: whoever may edit users in 用户管理. */
const APPROVER = 'system:user:edit';

interface RegisterBody { username?: string; password?: string; phone?: string; smscode?: string; email?: string; realname?: string }

const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

const view = (r: RegisterRow) => ({
  id: r.id, userId: r.user_id, username: r.username, realname: r.realname, phone: r.phone, email: r.email, status: r.status,
  decidedBy: r.decided_by, decidedTime: formatDateTime(r.decided_time), rejectReason: r.reject_reason, createTime: formatDateTime(r.create_time),
});

/**
 * Self-registration (JeecgBoot's `POST /sys/user/register`): proven by an SMS code sent for registration to the phone,
 * it creates an account that cannot log in until an administrator approves it; a rejection removes that account.
 */
export function registerRoutes(app: FastifyInstance, db: Database): void {
  const registerSchema = requestSchema({ body: {
    username: text(100), password: text(100), phone: text(45), smscode: text(10), email: text(100), realname: text(100),
  } });

  const register = async (request: import('fastify').FastifyRequest<{ Body: RegisterBody | undefined }>) => {
    const b = request.body ?? {};
    const username = b.username?.trim() ?? '';
    const phone = b.phone?.trim() ?? '';
    const email = b.email?.trim() || null;
    const realname = b.realname?.trim() || username;
    if (!USERNAME.test(username)) throw new ApiError(400, '用户名须为2至50位字母、数字、下划线、点或短横线');
    if (!MOBILE.test(phone)) throw new ApiError(400, '请输入正确的手机号');
    if (email && !EMAIL.test(email)) throw new ApiError(400, '邮箱格式不正确');
    if (!b.password || !PASSWORD_RULE.test(b.password) || b.password.toLowerCase() === username.toLowerCase()) throw new ApiError(400, PASSWORD_RULE_MESSAGE);
    const pending = await smsCodes.pending(db, phone, '1');
    if (!pending || pending.attempts >= MAX_CODE_ATTEMPTS || pending.code_hash !== hashCode(phone, b.smscode?.trim() ?? '')) {
      if (pending) await smsCodes.countAttempt(db, pending.id);
      throw new ApiError(400, '手机验证码错误');
    }
    const taken = await registrations.taken(db, username, phone, email);
    if (taken.username) throw new ApiError(400, '用户名已注册');
    if (taken.phone) throw new ApiError(400, '该手机号已注册');
    if (taken.email) throw new ApiError(400, '邮箱已被注册');
    await smsCodes.markUsed(db, pending.id);
    await registrations.create(db, {
      userId: randomBytes(16).toString('hex'), requestId: randomBytes(16).toString('hex'), username, realname,
      passwordHash: await hashPassword(b.password), phone, email, ip: request.ip,
    });
    return okMessage('注册成功，请等待管理员审核通过后登录');
  };
  // `/auth/register` is the original client's name for the same call.
  for (const url of ['/devops/sys/user/register', '/devops/auth/register']) {
    app.post<{ Body: RegisterBody | undefined }>(url, { config: { public: true }, schema: registerSchema, schemaErrorFormatter: requestErrors }, register);
  }

  /** The registrations for 用户管理's 注册审核: pending first by default, newest first. */
  app.get<{ Querystring: { status?: string; pageNo?: string; pageSize?: string } }>('/devops/sys/user/registerList', {
    schema: { querystring: { type: 'object', properties: { status: { enum: ['pending', 'approved', 'rejected', ''] }, pageNo: { type: 'string', pattern: '^\\d{1,6}$' }, pageSize: { type: 'string', pattern: '^\\d{1,3}$' } } } },
    schemaErrorFormatter: requestErrors,
  }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, APPROVER);
    const pageNo = Math.max(1, Number(request.query.pageNo ?? 1));
    const pageSize = Math.min(100, Math.max(1, Number(request.query.pageSize ?? 10)));
    const status = request.query.status === undefined ? 'pending' : request.query.status || undefined;
    const page = await registrations.page(db, status, pageSize, (pageNo - 1) * pageSize);
    return ok({ records: page.rows.map(view), total: page.total, size: pageSize, current: pageNo, pages: Math.ceil(page.total / pageSize) });
  });

  app.post<{ Body: { id?: string } | undefined }>('/devops/sys/user/approveRegister', { schema: requestSchema({ body: { id: ID } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, APPROVER);
    const id = request.body?.id ?? '';
    if (!(await registrations.byId(db, id))) throw new ApiError(404, '注册申请不存在');
    if (!(await registrations.approve(db, id, auth.username))) throw new ApiError(409, '该申请已处理，请刷新列表');
    return okMessage('已审核通过，该用户现在可以登录');
  });

  app.post<{ Body: { id?: string; reason?: string } | undefined }>('/devops/sys/user/rejectRegister', { schema: requestSchema({ body: { id: ID, reason: text(200) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    await assertPermission(db, auth, APPROVER);
    const id = request.body?.id ?? '';
    const reason = request.body?.reason?.trim() ?? '';
    if (!reason) throw new ApiError(400, '请填写驳回原因');
    if (!(await registrations.byId(db, id))) throw new ApiError(404, '注册申请不存在');
    if (!(await registrations.reject(db, id, auth.username, reason))) throw new ApiError(409, '该申请已处理，请刷新列表');
    return okMessage('已驳回该注册申请');
  });
}
