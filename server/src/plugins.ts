import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app';
import type { TokenService } from './auth/tokens';
import type { DictCache } from './dicts/dict-cache';
import { ok } from './http/envelope';
import { logSmsProvider } from './providers/providers';
import { socketRoutes } from './realtime/socket-routes';
import { monitorRoutes } from './monitor/monitor-routes';
import { onlineRoutes } from './monitor/online-routes';
import { loginRoutes } from './routes/sys/login-routes';
import { smsRoutes } from './routes/sys/sms-routes';
import { registerRoutes } from './routes/sys/register-routes';
import { legacyRoutes } from './routes/sys/legacy-routes';
import { externalLoginRoutes } from './routes/sys/external-login-routes';
import { sessionRoutes } from './routes/sys/session-routes';
import { contextRoutes } from './routes/sys/context-routes';
import { checkRoutes } from './routes/sys/check-routes';
import { userAdminRoutes } from './routes/sys/user-admin-routes';
import { userRecycleRoutes } from './routes/sys/admin/user-recycle-routes';
import { recycleBinRoutes } from './routes/sys/admin/recycle-bin-routes';
import { departRoutes } from './routes/sys/admin/depart-routes';
import { roleRoutes } from './routes/sys/admin/role-routes';
import { dataRuleRoutes } from './routes/sys/admin/data-rule-routes';
import { userInsightRoutes } from './routes/sys/user-insight-routes';
import { tenantRoutes } from './routes/sys/admin/tenant-routes';
import { statsRoutes } from './routes/sys/admin/stats-routes';
import { permissionRoutes } from './routes/sys/permission-routes';
import { permissionAdminRoutes } from './routes/sys/admin/permission-admin-routes';
import { todoRoutes } from './routes/todo-routes';
import { divisionRoutes } from './routes/division-routes';
import { dictRoutes } from './dicts/dict-routes';
import { dictAdminRoutes } from './dicts/dict-admin-routes';
import { dictChangePush } from './dicts/dict-push';
import { categoryRoutes } from './routes/sys/admin/category-routes';
import { dataSourceRoutes } from './routes/sys/admin/data-source-routes';
import { paramRoutes } from './routes/sys/admin/param-routes';
import { ruleRoutes } from './routes/sys/admin/rule-routes';
import { cgformHeadRoutes } from './schemas/cgform-head-routes';
import { logRoutes } from './logs/operation-log';
import { createTableRegistry } from './tables/table-registry';
import { keepTableStatistics } from './db/table-statistics';
import { createPlatformHooks } from './tables/hooks/platform-hooks';
import { createCountCache } from './tables/count-cache';
import { tableRoutes } from './tables/table-routes';
import type { ReadContext } from './tables/table-reads';
import { schemaProblemRoutes, schemaRoutes } from './schemas/schema-routes';
import { createSchemaReloader, watchSchemaFolder, watchSchemasByDefault } from './schemas/schema-watcher';
import { studioMenuRoutes, studioRoutes } from './schemas/studio/studio-routes';
import { reportRoutes } from './reports/report-routes';
import { reportExportRoutes } from './reports/report-export';
import { announcementRoutes } from './notices/announcement-routes';
import { announcementReadRoutes } from './notices/announcement-reads';
import { personalRoutes } from './personal/personal-routes';
import { createScheduler } from './jobs/scheduler';
import { jobRoutes } from './jobs/job-routes';
import { jobHistoryRoutes } from './jobs/job-history-routes';
import { fileRoutes, signedFileUrl, type FileGuard } from './files/file-routes';
import { forumRoutes } from './forum/forum-routes';
import { zipDownloadRoutes } from './files/zip-download';
import { localObjectStore } from './files/storage/local-object-store';
import { installSpa } from './static/spa';
import { flowRoutes } from './flows/flow-routes';
import { deployFlowFiles } from './flows/flow-deploy';
import { startReminders } from './flows/flow-reminders';
import { startDateReminders } from './notices/date-reminders';
import { guardArchiveFile } from './archive/archive-files';
import { seedDemoFlows } from './flows/flow-demo';

/** What every concern is built from: the app's options and the services the core set up before any plugin. */
export interface PlatformDeps {
  options: AppOptions;
  tokens: TokenService;
  dictCache: DictCache;
  signingKey: Uint8Array;
}

/** One concern of the server: its routes and the services it owns, registered in the order of PLUGINS. */
export interface PlatformPlugin {
  name: string;
  register(app: FastifyInstance, deps: PlatformDeps): void | Promise<void>;
}

const objectStore = (options: AppOptions) => options.objectStore ?? localObjectStore(options.uploadDir ?? path.join(os.tmpdir(), 'platform-upload'));

/**
 * Every concern of the server, in the order it is registered: the one place to see what the server serves. A new
 * endpoint goes into the plugin of its concern; a table page needs none (the tables plugin serves every schema
 * with a `table`).
 */
export const PLUGINS: PlatformPlugin[] = [
  {
    name: 'monitor',
    register(app, { options, dictCache, tokens }) {
      const sockets = socketRoutes(app, options.bus, options.db);
      app.decorate('socketCounts', sockets.counts);
      monitorRoutes(app, { db: options.db, dictCache, store: options.store, counts: () => app.tableReads?.counts, tables: () => app.tables?.all() ?? [], socketCounts: sockets.counts });
      onlineRoutes(app, options.db, tokens);
      app.get('/devops/health', { config: { public: true } }, async () => ok({ status: 'UP' }));
    },
  },
  {
    name: 'auth',
    register(app, { options: { db, providers, store }, tokens }) {
      loginRoutes(app, db, tokens);
      smsRoutes(app, db, tokens, providers?.sms ?? logSmsProvider);
      registerRoutes(app, db);
      legacyRoutes(app, db);
      externalLoginRoutes(app, db, tokens, providers ?? {});
      sessionRoutes(app, db, tokens);
      contextRoutes(app, db, tokens);
      checkRoutes(app, db, store);
    },
  },
  {
    name: 'org',
    register(app, { options: { db } }) {
      statsRoutes(app, db);
      todoRoutes(app, db);
      divisionRoutes(app);
    },
  },
  {
    name: 'menus',
    register(app, { options: { db, store, originalClientMenu } }) {
      permissionRoutes(app, db, store, { originalClient: originalClientMenu });
    },
  },
  {
    name: 'dicts',
    register(app, { options: { db, store, bus }, dictCache }) {
      dictRoutes(app, db, store, dictCache);
      dictChangePush(app, bus);
    },
  },
  {
    name: 'tables',
    async register(app, { options, tokens, dictCache }) {
      // The job screen's hooks reschedule on every save, so the scheduler is made with the tables (the jobs plugin runs it).
      const scheduler = createScheduler(options.db);
      app.decorate('scheduler', scheduler);
      const tables = await createTableRegistry(options.db, options.store.pages.values(), createPlatformHooks({ tokens, dictCache, bus: options.bus, scheduler }));
      app.decorate('tables', tables);
      const readContext: ReadContext = {
        db: options.db, tableDicts: () => options.store.tableDicts, counts: createCountCache(options.db), tables: () => tables.all(), dictCache: app.dictCache,
      };
      app.decorate('tableReads', readContext);
      schemaRoutes(app, options.db, options.store);
      schemaProblemRoutes(app, options.db, options.store);
      tableRoutes(app, options.db, tables, readContext);
      paramRoutes(app, options.db, tables, readContext);
      dataSourceRoutes(app, options.db, tables);
      categoryRoutes(app, options.db, tables, readContext);
      permissionAdminRoutes(app, options.db, tables, readContext);
      tenantRoutes(app, options.db, tables, readContext);
      userAdminRoutes(app, options.db, tokens, tables, readContext);
      userRecycleRoutes(app, options.db, tables, readContext);
      recycleBinRoutes(app, options.db, tables, readContext);
      departRoutes(app, options.db, tables, readContext);
      roleRoutes(app, options.db, tables, readContext);
      dataRuleRoutes(app, options.db, tables);
      userInsightRoutes(app, options.db, tables, readContext);
      dictAdminRoutes(app, options.db, dictCache, readContext);
      ruleRoutes(app, options.db, readContext);
      cgformHeadRoutes(app, options.db, options.store);
      logRoutes(app, options.db, tables, readContext);
      const watch = options.watchSchemas ?? watchSchemasByDefault();
      const watchOptions = typeof watch === 'object' ? watch : {};
      app.decorate('schemaReloader', createSchemaReloader(app, options.db, options.store, tables, options.bus, watchOptions));
      if (watch) await watchSchemaFolder(app, options.store, app.schemaReloader, watchOptions);
      studioRoutes(app, { db: options.db, store: options.store, reloader: app.schemaReloader });
      studioMenuRoutes(app, { db: options.db, store: options.store });
    },
  },
  {
    name: 'reports',
    register(app, { options: { db, store } }) {
      reportRoutes(app, db, store);
      reportExportRoutes(app, db, store);
    },
  },
  {
    name: 'notices',
    register(app, { options: { db, bus } }) {
      announcementRoutes(app, db, bus, app.tables, app.tableReads);
      announcementReadRoutes(app, db, app.tables);
    },
  },
  {
    name: 'personal',
    register(app) {
      personalRoutes(app, app.tables, app.tableReads);
    },
  },
  {
    name: 'forum',
    register(app, { options: { db, bus }, signingKey }) {
      forumRoutes(app, { db, bus, sign: (key) => signedFileUrl(signingKey, key) });
    },
  },
  {
    name: 'jobs',
    async register(app, { options }) {
      jobRoutes(app, options.db, app.tables, app.tableReads, app.scheduler);
      jobHistoryRoutes(app, options.db);
      app.scheduler.provide({ db: options.db, read: app.tableReads, tables: () => app.tables.all(), bus: options.bus });
      app.addHook('onClose', async () => app.scheduler.stop());
      if (options.runJobs) {
        await app.scheduler.start();
        const stopDates = startDateReminders({ db: options.db, read: app.tableReads, tables: () => app.tables.all(), bus: options.bus });
        app.addHook('onClose', async () => stopDates());
        const stopStatistics = keepTableStatistics(options.db, (message) => app.log.info(message));
        app.addHook('onClose', async () => stopStatistics());
      }
    },
  },
  {
    name: 'flows',
    async register(app, { options }) {
      const services = { db: options.db, tables: app.tables, read: app.tableReads, bus: options.bus };
      await deployFlowFiles(services, path.join(options.store.dir, 'flows'), (message) => app.log.info(message));
      flowRoutes(app, services);
      if (options.seedDemoFlows) await seedDemoFlows(services);
      if (options.runJobs) {
        const stop = startReminders(services);
        app.addHook('onClose', async () => stop());
      }
    },
  },
  {
    name: 'files',
    register(app, { options, signingKey }) {
      // 档案文件 are fetched under their folders' rights, while the archive's pages are served.
      const archiveServed = () => ['archive/document', 'archive/version', 'archive/downloadLog'].every((code) => app.tables.get(code));
      const guard: FileGuard = async (file, auth, ip) => {
        if (archiveServed()) await guardArchiveFile(options.db, file.storage_key, file.original_name, auth, ip);
      };
      const store = objectStore(options);
      fileRoutes(app, options.db, store, signingKey, guard, options.store.dir);
      zipDownloadRoutes(app, options.db, store, guard, options.store.dir);
    },
  },
  {
    name: 'spa',
    async register(app, { options }) {
      await installSpa(app, options.distDir ?? path.resolve('dist-missing'));
    },
  },
];
