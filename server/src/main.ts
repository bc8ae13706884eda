import path from 'node:path';
import { loadConfig } from './config';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock';
import { openPlatform } from './platform';
import { buildApp } from './app';
import { demoUsers } from './db/seed/demo-org';
import { rateLimitFromEnv } from './http/rate-limit';
import { allowedOriginsFromEnv } from './http/cors';
import { devOutboxSmsProvider } from './providers/providers';
import { s3ObjectStore, s3SettingsFromEnv } from './files/storage/s3-object-store';

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  const started = performance.now();
  const config = loadConfig();
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) lock = lockDataDir(config.dataDir);
  const platform = await openPlatform({
    rootDir: config.rootDir,
    schemasDir: config.schemasDir,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    databaseUrl: config.databaseUrl,
    pgSchema: config.databaseSchema,
    seedDemo: config.seedDemo,
  });
  // Uploads in an S3-compatible bucket when several machines serve the platform; else DATA_DIR/upload.
  const objectStore = process.env.FILE_STORAGE === 's3' ? await s3ObjectStore(s3SettingsFromEnv()) : undefined;
  if (objectStore) console.log(`上传文件存放于：${objectStore.description}`);
  const app = await buildApp({
    db: platform.db,
    objectStore,
    store: platform.store,
    bus: platform.bus,
    uploadDir: path.join(config.dataDir, 'upload'),
    runJobs: true,
    seedDemoFlows: config.seedDemoApprovals,
    distDir: path.join(config.rootDir, 'dist'),
    logger: process.env.LOG_LEVEL !== 'silent',
    rateLimit: rateLimitFromEnv(process.env.RATE_LIMIT),
    allowedOrigins: allowedOriginsFromEnv(process.env.ALLOWED_ORIGINS),
    originalClientMenu: process.env.ORIGINAL_CLIENT_MENU === 'true',
    providers: { sms: devOutboxSmsProvider(path.join(config.dataDir, 'dev-outbox', 'sms.log')) },
  });
  app.addHook('onClose', async () => {
    await platform.bus.close();
    await platform.db.close();
    lock?.release();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      console.error(`再次收到 ${signal}，强制退出。`);
      process.exit(1);
    }
    closing = true;
    console.log(`收到 ${signal}，正在停止服务…`);
    const timer = setTimeout(() => {
      console.error('停止超时，强制退出。');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  // A background task (a job's tick, a reminder, a push) failing while the database is out of reach must not end the
  // process: it is logged, and its next run tries again.
  process.on('unhandledRejection', (reason) => console.error('后台任务失败：', reason));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const ms = Math.round(performance.now() - started);
  const db = config.databaseUrl ? 'PostgreSQL' : `PGlite（${path.join(config.dataDir, 'pglite')}）`;
  console.log(`\n工程咨询集团管理平台已启动：http://localhost:${port}  （数据库：${db}，${platform.fresh ? '已初始化演示数据' : '沿用已有数据'}，用时 ${ms} ms）`);
  if (config.seedDemo) {
    console.log('演示账号（用户名 / 密码 / 层级）：');
    for (const u of demoUsers) console.log(`  ${u.username.padEnd(10)} ${u.password.padEnd(14)} ${u.realname}（${{ group: '集团', company: '公司', project: '项目' }[u.level]}）`);
  }
  console.log(`PLATFORM_READY port=${port} ms=${ms}`);
}

main().catch((err) => {
  console.error(`启动失败：${(err as Error).message}`);
  process.exit(1);
});
