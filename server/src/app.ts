import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { ENVELOPE_RESPONSE } from './tables/response-schemas';
import type { Database } from './db/database';
import type { ObjectStore } from './files/storage/object-store';
import type { SchemaStore } from './schemas/schema-store';
import { installErrorHandler, sendRefusal } from './http/error-handler';
import { installSecurityHeaders } from './http/security-headers';
import { installAuth } from './auth/auth-plugin';
import { createTokenService, loadSigningKey, type TokenService } from './auth/tokens';
import type { SchemaWatchOptions } from './schemas/schema-watcher';
import type { TableRegistry } from './tables/table-registry';
import fastifyMultipart from '@fastify/multipart';
import type { Providers } from './providers/providers';
import { createDictCache, type DictCache } from './dicts/dict-cache';
import fastifyWebsocket from '@fastify/websocket';
import type { EventBus } from './realtime/event-bus';
import { operationLog } from './logs/operation-log';
import { installRateLimit, type RateLimitOptions } from './http/rate-limit';
import { installCors } from './http/cors';
import { installIdempotency } from './http/idempotency';
import { PLUGINS, type PlatformDeps } from './plugins';
import { schemaCompilers } from './http/schema-compilers';

export interface AppOptions {
  db: Database;
  store: SchemaStore;
  /** dist/ of the browser build; omitted in API-only tests. */
  distDir?: string;
  logger?: boolean;
  bus: EventBus;
  /** Where uploads are stored on disk (DATA_DIR/upload in production) when no object store is given. */
  uploadDir?: string;
  /** Where uploads are stored: an S3-compatible bucket (FILE_STORAGE=s3); the disk folder above otherwise. */
  objectStore?: ObjectStore;
  /** Start the cron scheduler (the server does; API tests need not). */
  runJobs?: boolean;
  /** Seed the demo approvals once (the server does with demo data; API tests choose). */
  seedDemoFlows?: boolean;
  /** SMS gateway and single sign-on; SMS defaults to the server log, SSO to off. */
  providers?: Partial<Providers>;
  /** Per-session request limit; off unless given (the server passes RATE_LIMIT's value). */
  rateLimit?: RateLimitOptions | false;
  /** Origins allowed to call the API from another site; none by default. */
  allowedOrigins?: string[];
  /**
   * Answer the menu in the original JeecgBoot Vue 2 client's view names (ORIGINAL_CLIENT_MENU); off by default, as our
   * own client opens our components.
   */
  originalClientMenu?: boolean;
  /** Reload changed files under schemas/ while running; default on unless NODE_ENV is production (off in tests). */
  watchSchemas?: boolean | SchemaWatchOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    dictCache: DictCache;
    routeInventory: RouteInventoryEntry[];
    socketCounts: () => { notice: number; vxe: number };
    tables: TableRegistry;
  }
}

/** One registered route as the inventory tests read it. */
export interface RouteInventoryEntry {
  method: string;
  url: string;
  public: boolean;
  /** How its answer is serialised: its own response schema, the envelope schema by default, or a file (no schema). */
  response: 'own' | 'envelope' | 'file';
  /** Whether a request schema (query string, body or path parameters) validates its input before the handler runs. */
  request: boolean;
  /** Whether it honours an Idempotency-Key (a create, import or upload declares `config.idempotent`). */
  idempotent: boolean;
}

/**
 * A JSON API route without a response schema of its own answers through the envelope's: Fastify's fast serializer
 * writes the five fields in JeecgBoot's order and drops anything a handler adds beside them by accident. A route
 * answering a file or a socket says so with `config.download` (or is a websocket) and has none.
 */
function defaultResponseSchema(route: RouteOptions): RouteInventoryEntry['response'] {
  if (route.config?.download || (route as { websocket?: boolean }).websocket) return 'file';
  const schema = (route.schema ?? {}) as { response?: unknown };
  if (schema.response) return 'own';
  if (!route.url.startsWith('/devops/')) return 'file';
  route.schema = { ...schema, response: { 200: ENVELOPE_RESPONSE } };
  return 'envelope';
}

/**
 * A JSON content type with an empty body is a request without a body (the original client's logout sends exactly
 * that), not malformed JSON; anything else goes through Fastify's own parser, prototype-poisoning checks included.
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parse(request, text, done);
  });
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
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      sendRefusal(request as unknown as FastifyRequest, reply as unknown as FastifyReply, status, '请求地址不合法');
    },
    ajv: { customOptions: { allowUnionTypes: true, coerceTypes: false } },
    schemaController: { compilersFactory: schemaCompilers },
    // Malformed HTTP (e.g. raw non-ASCII in the URL) still gets the JSON envelope, not Node's bare text.
    clientErrorHandler: (_err, socket) => {
      const body = JSON.stringify({ success: false, message: '请求格式不正确', code: 400, result: null, timestamp: Date.now() });
      if (socket.writable) {
        socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      }
    },
  });
  // Every route is recorded so the inventory test can call each one without a token (deny by default).
  const inventory: RouteInventoryEntry[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const response = defaultResponseSchema(route);
    const { body, querystring, params } = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of methods) {
      if (method !== 'HEAD') inventory.push({ method, url: route.url, public: route.config?.public === true, response, request: Boolean(body || querystring || params), idempotent: route.config?.idempotent === true });
    }
  });
  const signingKey = await loadSigningKey(options.db);
  const tokens = createTokenService(options.db, signingKey, (event) => options.bus.publish(event));
  app.decorate('tokens', tokens);
  const dictCache = createDictCache(options.db);
  app.decorate('dictCache', dictCache);
  installErrorHandler(app);
  acceptEmptyJson(app);
  installSecurityHeaders(app);
  installCors(app, options.allowedOrigins ?? []);
  installAuth(app, tokens);
  installIdempotency(app, options.db);
  if (options.rateLimit) installRateLimit(app, options.db, options.rateLimit);
  operationLog(app, options.db);

  // Uploads and imports: one file of at most 10 MB, few parts; larger bodies are refused while streaming in.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, parts: 20, fields: 20 }, throwFileSizeLimit: true });

  // The token comes as the subprotocol; echoing it back is what lets browsers complete the handshake.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024, handleProtocols: (protocols: Set<string>) => protocols.values().next().value ?? false },
  });
  // Every concern registers its routes from the one list in plugins.ts.
  const deps: PlatformDeps = { options, tokens, dictCache, signingKey };
  for (const plugin of PLUGINS) await plugin.register(app, deps);
  return app;
}
