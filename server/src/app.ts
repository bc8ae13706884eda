import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Database } from './db/database';
import type { SchemaStore } from './schemas/schema-store';
import { installErrorHandler } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { installAuth } from './auth/auth-plugin';
import { createTokenService, loadSigningKey, type TokenService } from './auth/tokens';
import { loginRoutes } from './routes/sys/login-routes';
import { permissionRoutes } from './routes/sys/permission-routes';
import { schemaProblemRoutes, schemaRoutes } from './schemas/schema-routes';
import { watchSchemaFolder, watchSchemasByDefault, type SchemaWatchOptions } from './schemas/schema-watcher';
import { createTableRegistry, type TableRegistry } from './tables/table-registry';
import { tableRoutes } from './tables/table-routes';
import { createCountCache } from './tables/count-cache';
import { createPlatformHooks } from './tables/hooks/platform-hooks';
import { reportRoutes } from './reports/report-routes';
import { reportExportRoutes } from './reports/report-export';
import fastifyMultipart from '@fastify/multipart';
import { sessionRoutes } from './routes/sys/session-routes';
import { contextRoutes } from './routes/sys/context-routes';
import { installSpa } from './static/spa';
import { dictRoutes } from './dicts/dict-routes';
import { checkRoutes } from './routes/sys/check-routes';
import { divisionRoutes } from './routes/division-routes';
import { smsRoutes } from './routes/sys/sms-routes';
import { externalLoginRoutes } from './routes/sys/external-login-routes';
import { logSmsProvider, type Providers } from './providers/providers';
import { createDictCache, type DictCache } from './dicts/dict-cache';
import { failure, ok } from './http/envelope';
import fastifyWebsocket from '@fastify/websocket';
import type { EventBus } from './realtime/event-bus';
import { socketRoutes } from './realtime/socket-routes';
import { announcementRoutes } from './notices/announcement-routes';
import { fileRoutes } from './files/file-routes';
import { userAdminRoutes } from './routes/sys/user-admin-routes';
import { operationLog } from './logs/operation-log';
import { monitorRoutes } from './monitor/monitor-routes';
import { createScheduler } from './jobs/scheduler';
import { jobRoutes } from './jobs/job-routes';
import { dictAdminRoutes } from './dicts/dict-admin-routes';
import { departRoutes } from './routes/sys/admin/depart-routes';
import { permissionAdminRoutes } from './routes/sys/admin/permission-admin-routes';
import { roleRoutes } from './routes/sys/admin/role-routes';
import { tenantRoutes } from './routes/sys/admin/tenant-routes';
import { paramRoutes } from './routes/sys/admin/param-routes';
import { dataSourceRoutes } from './routes/sys/admin/data-source-routes';
import { categoryRoutes } from './routes/sys/admin/category-routes';
import { userRecycleRoutes } from './routes/sys/admin/user-recycle-routes';
import { statsRoutes } from './routes/sys/admin/stats-routes';
import { zipDownloadRoutes } from './files/zip-download';
import { todoRoutes } from './routes/todo-routes';
import os from 'node:os';
import { installRateLimit, type RateLimitOptions } from './http/rate-limit';
import { installCors } from './http/cors';

export interface AppOptions {
  db: Database;
  store: SchemaStore;
  /** dist/ of the browser build; omitted in API-only tests. */
  distDir?: string;
  logger?: boolean;
  bus: EventBus;
  /** Where uploads are stored (DATA_DIR/upload in production). */
  uploadDir?: string;
  /** Start the cron scheduler (the server does; API tests need not). */
  runJobs?: boolean;
  /** SMS gateway and single sign-on; SMS defaults to the server log, SSO to off. */
  providers?: Partial<Providers>;
  /** Per-session request limit (T44); off unless given (the server passes RATE_LIMIT's value). */
  rateLimit?: RateLimitOptions | false;
  /** Origins allowed to call the API from another site (T48); none by default. */
  allowedOrigins?: string[];
  /** Reload changed files under schemas/ while running; default on unless NODE_ENV is production (off in tests). */
  watchSchemas?: boolean | SchemaWatchOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    dictCache: DictCache;
    routeInventory: { method: string; url: string; public: boolean }[];
    socketCounts: () => { notice: number; vxe: number };
    tables: TableRegistry;
  }
}

/** Builds the HTTP app on an opened, migrated and seeded database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers["x-access-token"]', 'req.headers.authorization', 'body.password'] }
      : false,
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500 },
    // Errors the router raises before any handler (a bad URL, an over-long parameter) keep the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      (reply as unknown as FastifyReply).status(status).send(failure('请求地址不合法', status));
    },
    ajv: { customOptions: { allowUnionTypes: true, coerceTypes: false } },
    // Malformed HTTP (e.g. raw non-ASCII in the URL) still gets the JSON envelope, not Node's bare text.
    clientErrorHandler: (_err, socket) => {
      const body = JSON.stringify({ success: false, message: '请求格式不正确', code: 400, result: null, timestamp: Date.now() });
      if (socket.writable) {
        socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      }
    },
  });
  // Every route is recorded so the inventory test can call each one without a token (deny by default).
  const inventory: { method: string; url: string; public: boolean }[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') inventory.push({ method, url: route.url, public: route.config?.public === true });
    }
  });
  const signingKey = await loadSigningKey(options.db);
  const tokens = createTokenService(options.db, signingKey);
  app.decorate('tokens', tokens);
  const dictCache = createDictCache(options.db);
  app.decorate('dictCache', dictCache);
  installErrorHandler(app);
  installSecurityHeaders(app);
  installCors(app, options.allowedOrigins ?? []);
  installAuth(app, tokens);
  if (options.rateLimit) installRateLimit(app, options.rateLimit);
  operationLog(app, options.db);

  // Uploads and imports: one file of at most 10 MB, few parts; larger bodies are refused while streaming in.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, parts: 20, fields: 20 }, throwFileSizeLimit: true });

  // The token comes as the subprotocol; echoing it back is what lets browsers complete the handshake.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024, handleProtocols: (protocols: Set<string>) => protocols.values().next().value ?? false },
  });
  const sockets = socketRoutes(app, options.bus);
  app.decorate('socketCounts', sockets.counts);
  monitorRoutes(app, options.db, dictCache, sockets.counts);

  app.get('/devops/health', { config: { public: true } }, async () => ok({ status: 'UP' }));
  loginRoutes(app, options.db, tokens);
  smsRoutes(app, options.db, tokens, options.providers?.sms ?? logSmsProvider);
  externalLoginRoutes(app, options.db, tokens, options.providers ?? {});
  sessionRoutes(app, options.db, tokens);
  contextRoutes(app, options.db, tokens);
  userAdminRoutes(app, options.db, tokens);
  permissionRoutes(app, options.db);
  dictRoutes(app, options.db, options.store, dictCache);
  dictAdminRoutes(app, options.db, dictCache);
  departRoutes(app, options.db);
  permissionAdminRoutes(app, options.db);
  roleRoutes(app, options.db);
  tenantRoutes(app, options.db);
  dataSourceRoutes(app, options.db);
  categoryRoutes(app, options.db);
  userRecycleRoutes(app, options.db, tokens);
  statsRoutes(app, options.db);
  todoRoutes(app, options.db);
  checkRoutes(app, options.db, options.store);
  divisionRoutes(app);
  const tables = await createTableRegistry(options.db, options.store.pages.values(), createPlatformHooks({ tokens, dictCache, bus: options.bus }));
  app.decorate('tables', tables);
  schemaRoutes(app, options.db, options.store);
  schemaProblemRoutes(app, options.db, options.store);
  const readContext = { db: options.db, tableDicts: () => options.store.tableDicts, counts: createCountCache(options.db) };
  tableRoutes(app, options.db, tables, readContext);
  paramRoutes(app, options.db, tables, readContext);
  const watch = options.watchSchemas ?? watchSchemasByDefault();
  if (watch) await watchSchemaFolder(app, options.db, options.store, tables, options.bus, watch === true ? {} : watch);
  reportRoutes(app, options.db, options.store);
  reportExportRoutes(app, options.db, options.store);
  announcementRoutes(app, options.db, options.bus);
  const scheduler = createScheduler(options.db);
  jobRoutes(app, options.db, scheduler);
  app.addHook('onClose', async () => scheduler.stop());
  if (options.runJobs) await scheduler.start();
  fileRoutes(app, options.db, options.uploadDir ?? path.join(os.tmpdir(), 'platform-upload'), signingKey);
  zipDownloadRoutes(app, options.db, options.uploadDir ?? path.join(os.tmpdir(), 'platform-upload'));
  await installSpa(app, options.distDir ?? path.resolve('dist-missing'));
  return app;
}
