import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { watch } from 'chokidar';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { EventBus } from '../realtime/event-bus';
import type { TableRegistry } from '../tables/table-registry';
import { syncConfiguration } from '../tables/config-sync';
import type { SchemaStore } from './schema-store';
import { reloadSchemaStore, type ReloadOutcome } from './schema-reload';

/** Editors write a file in several steps; changes closer together than this are reloaded once. */
export const RELOAD_DEBOUNCE_MS = 100;

export interface SchemaWatchOptions {
  debounceMs?: number;
  /** Called after each reload (tests wait on it). */
  onReload?: (outcome: ReloadOutcome) => void;
}

/** Development servers reload schema files; production and test runs do not unless asked. */
export function watchSchemasByDefault(): boolean {
  return process.env.NODE_ENV !== 'production' && !process.env.VITEST;
}

export interface SchemaReloader {
  /** Reloads now (after the pending one, never two at once), tells the other processes, and answers what it did. */
  reload(): Promise<ReloadOutcome>;
}

/** The push every open browser gets when pages changed: it forgets those schemas and redraws the open ones. */
export function schemaChangedPush(codes: string[]) {
  return { cmd: 'schema', codes, msgTxt: '页面配置已更新' };
}

declare module 'fastify' {
  interface FastifyInstance {
    schemaReloader: SchemaReloader;
  }
}

/**
 * The one way schemas change while the platform runs — a saved file (development) or a publish from the studio (any
 * environment): read `schemas/` and the database's published schemas again, apply what changed (pages, reports,
 * dictionaries, menus and roles), bring the database's configuration in line (syncConfiguration) and refresh every
 * browser's dictionaries. On PostgreSQL the other server processes hear of it through the event bus and reload their
 * own copy, so every process serves the same pages.
 */
export function createSchemaReloader(
  app: FastifyInstance, db: Database, store: SchemaStore, tables: TableRegistry, bus: EventBus, options: SchemaWatchOptions = {},
): SchemaReloader {
  const self = randomBytes(8).toString('hex');
  let running: Promise<unknown> = Promise.resolve();
  const reload = (announce: boolean): Promise<ReloadOutcome> => {
    const next = running.then(async () => {
      const outcome = await reloadSchemaStore(store, db, tables);
      if (outcome.applied.some((line) => /字典|菜单|角色/.test(line))) {
        const config = await db.transaction((tx) => syncConfiguration(tx, store));
        for (const line of config.orphans) outcome.problems.push(line);
        await app.dictCache.invalidate();
      }
      for (const line of outcome.applied) app.log.info(`已重新加载模式：${line}`);
      for (const line of outcome.problems) app.log.warn(`模式文件有问题：${line}`);
      if (announce && outcome.applied.length) await bus.publish({ kind: 'schemas', from: self });
      // Open browsers load the changed pages again in place. Each process tells its own sockets once it serves the new
      // pages itself: a push relayed from the process where the change began could reach a browser before this
      // process had reloaded, and the browser would load the old page again and keep it.
      if (outcome.pages.length) bus.deliverHere({ kind: 'notice', userIds: null, message: schemaChangedPush(outcome.pages) });
      options.onReload?.(outcome);
      return outcome;
    });
    running = next.catch((err: unknown) => app.log.error(`重新加载模式失败：${(err as Error).message}`));
    return next;
  };
  const unsubscribe = bus.subscribe((event) => {
    // Another process reloaded, or this one may have missed that while its connection to them was down.
    if ((event.kind === 'schemas' && event.from !== self) || event.kind === 'resync') void reload(false).catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await running;
  });
  return { reload: () => reload(true) };
}

/**
 * Reloads `schemas/` when a file changes, until the app closes (development servers). Editors' atomic saves (write a
 * temporary file, rename it over the old one; or delete and create) are seen like a plain write.
 *
 * @example
 * await watchSchemaFolder(app, store, app.schemaReloader);
 */
export async function watchSchemaFolder(app: FastifyInstance, store: SchemaStore, reloader: SchemaReloader, options: SchemaWatchOptions = {}): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const watcher = fs.existsSync(store.dir)
    ? watch(store.dir, { ignoreInitial: true, atomic: true, awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 } })
    : undefined;
  watcher?.on('all', (_event, file) => {
    if (!file.endsWith('.json')) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reloader.reload().catch(() => undefined), options.debounceMs ?? RELOAD_DEBOUNCE_MS);
  });
  watcher?.on('error', (err) => app.log.warn(`无法继续监视 ${store.dir}：${(err as Error).message}`));
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await watcher?.close();
  });
  // Changes are seen from the moment the app is ready, not from whenever the first scan happens to end.
  if (watcher) await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
}
