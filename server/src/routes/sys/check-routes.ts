import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { SchemaStore } from '../../schemas/schema-store';
import { requireAuth } from '../../auth/auth-plugin';
import { ApiError, failure, ok, okMessage } from '../../http/envelope';
import { checks } from '../../tables/stores/check-store';
import { moduleTablePage } from '@/engine/schema/page-schema';
import { requestErrors, requestSchema, text } from '../../http/request-schemas';
import type { AuthInfo } from '../../auth/tokens';
import { throttle } from '../../http/throttle';
import { hiddenTakenMessage, uniqueConflict } from '../../tables/unique-check';

const TAKEN = '该值不可用，系统中已存在！';

interface DupQuery { tableName?: string; fieldName?: string; fieldVal?: string; dataId?: string; delFlag?: string; noDelVal?: string }

interface RuleSegment { digits: string; pattern: string; message: string }

/**
 * JeecgBoot's check-rule walk: numeric `digits` consume that many characters in order; `*` rules test the
 * whole value and do not move the cursor.
 */
export function runCheckRule(rules: RuleSegment[], value: string) {
  let cursor = 0;
  for (const rule of rules) {
    let segment: string;
    let begin: number | undefined;
    let end: number | undefined;
    if (rule.digits === '*') {
      segment = value;
    } else {
      const n = Number(rule.digits);
      begin = cursor;
      end = cursor + n;
      segment = value.slice(begin, end);
      cursor = end;
    }
    let passed: boolean;
    try {
      passed = new RegExp(rule.pattern).test(segment);
    } catch {
      passed = false;
    }
    if (!passed) {
      return { digits: rule.digits, pattern: rule.pattern, message: rule.message, beginIndex: begin, endIndex: end, checkValue: segment, passed: false };
    }
  }
  return null;
}

/** Existence checks one user may make per minute: enough for a person filling forms, too few to sweep a number range. */
export const DUPLICATE_CHECKS_PER_MINUTE = 30;

export function checkRoutes(app: FastifyInstance, db: Database, store: SchemaStore): void {
  const registered = () => [
    ...store.uniqueFields,
    ...[...store.pages.values()].flatMap((page) => moduleTablePage(page) ?? []).flatMap((p) => p.fields.filter((f) => { const u = (f as { unique?: unknown }).unique; return Boolean(u) && typeof u !== 'object'; }).map((f) => ({
      table: p.table, field: f.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    }))),
  ];

  /**
   * The answer for a field a page serves: the same question the save asks (within the caller's company or project
   * where the rule says so), and for a value only another company holds, the generic refusal that names nothing.
   */
  const moduleAnswer = async (auth: AuthInfo, table: string, column: string, value: string, dataId?: string) => {
    const model = app.tables?.all().find((m) => m.table === table);
    // Only a scoped page's field with its own rule: a table every company shares (accounts, whose names stay taken
    // while in the recycle bin) has nothing to hide and keeps its whole-table count.
    const field = model?.stored.find((f) => model.column(f.name) === column && f.unique);
    if (!model || !field || model.page.scope === 'global') return undefined;
    const conflict = await uniqueConflict(db, model, auth, field, { [field.name]: value }, dataId);
    if (!conflict) return okMessage('该值可用！');
    return failure(conflict.visible ? TAKEN : hiddenTakenMessage('该值'), 500);
  };

  const duplicateCheck = (excludeDeleted: boolean) => async (request: import('fastify').FastifyRequest<{ Querystring: DupQuery }>, reply: import('fastify').FastifyReply) => {
    const auth = requireAuth(request);
    const { tableName, fieldName, fieldVal, dataId } = request.query;
    if (!fieldVal) return reply.send({ ...failure('数据为空,不作处理！', 500), success: true });
    const entry = registered().find((u) => u.table === tableName && u.field === fieldName);
    if (!entry) throw new ApiError(400, '不支持对该表字段做重复校验');
    // Every answer tells whether a value exists somewhere: per user, only as often as a person types.
    await throttle(db, `duplicate-check:${auth.userId}`, DUPLICATE_CHECKS_PER_MINUTE, 60, '校验过于频繁，请稍后再试');
    const scoped = await moduleAnswer(auth, entry.table, entry.field, fieldVal, dataId || undefined);
    if (scoped) return scoped;
    const taken = await checks.countValue(db, entry.table, entry.field, fieldVal, {
      excludeId: dataId || undefined, delFlag: excludeDeleted ? Number(request.query.noDelVal ?? 0) || 0 : undefined,
    });
    // A negative answer is an answer, not an error: HTTP 200 keeps clients from raising a global alert per keystroke.
    if (taken > 0) return failure(TAKEN, 500);
    return okMessage('该值可用！');
  };
  const dupSchema = {
    querystring: {
      type: 'object',
      properties: Object.fromEntries(['tableName', 'fieldName', 'fieldVal', 'dataId', 'delFlag', 'noDelVal'].map((k) => [k, { type: 'string', maxLength: 500 }])),
    },
  };
  app.get<{ Querystring: DupQuery }>('/devops/sys/duplicate/check', { schema: dupSchema }, duplicateCheck(false));
  app.get<{ Querystring: DupQuery }>('/devops/sys/duplicate/checkNoDel', { schema: dupSchema }, duplicateCheck(true));

  app.get<{ Querystring: { ruleCode?: string; value?: string } }>('/devops/sys/checkRule/checkByCode', { schema: requestSchema({ querystring: { ruleCode: text(100), value: text(1000) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    requireAuth(request);
    const { ruleCode, value } = request.query;
    const ruleJson = await checks.ruleJson(db, ruleCode ?? '');
    if (ruleJson === undefined) throw new ApiError(400, '该编码不存在');
    let decoded = value ?? '';
    try {
      decoded = decodeURIComponent(decoded); // the client encodes once more on top of the query string
    } catch {
      /* keep as sent */
    }
    const failed = runCheckRule(JSON.parse(ruleJson) as RuleSegment[], decoded);
    if (failed) return { ...failure(failed.message, 500), result: failed };
    return ok(null);
  });
}
