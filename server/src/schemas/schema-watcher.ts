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
  /** Reloads now (after the pending one, never two at once). */
  reload(): Promise<void>;
}

/**
 * Reloads `schemas/` when a file changes, until the app closes: pages, reports, dictionaries, menus and roles, then
 * the database follows the configuration (syncConfiguration) and every browser's dictionaries are refreshed. Editors'
 * atomic saves (write a temporary file, rename it over the old one; or delete and create) are seen like a plain write.
 * On PostgreSQL the other server processes hear of it through the event bus and reload their own copy.
 *
 * @example
 * await watchSchemaFolder(app, db, store, tables, bus, { onReload: (o) => console.log(o.applied) });
 */
export async function watchSchemaFolder(
  app: FastifyInstance, db: Database, store: SchemaStore, tables: TableRegistry, bus: EventBus, options: SchemaWatchOptions = {},
): Promise<SchemaReloader> {
  const self = randomBytes(8).toString('hex');
  let running: Promise<void> = Promise.resolve();
  const reload = (announce: boolean) => {
    running = running.then(async () => {
      const outcome = await reloadSchemaStore(store, db, tables);
      if (outcome.applied.some((line) => /字典|菜单|角色/.test(line))) {
        const config = await db.transaction((tx) => syncConfiguration(tx, store));
        for (const line of config.orphans) outcome.problems.push(line);
        await app.dictCache.invalidate();
      }
      for (const line of outcome.applied) app.log.info(`已重新加载模式：${line}`);
      for (const line of outcome.problems) app.log.warn(`模式文件有问题：${line}`);
      if (announce && outcome.applied.length) await bus.publish({ kind: 'schemas', from: self });
      options.onReload?.(outcome);
    }).catch((err: unknown) => app.log.error(`重新加载模式失败：${(err as Error).message}`));
    return running;
  };
  const unsubscribe = bus.subscribe((event) => {
    // Another process reloaded, or this one may have missed that while its connection to them was down.
    if ((event.kind === 'schemas' && event.from !== self) || event.kind === 'resync') void reload(false);
  });
  let timer: NodeJS.Timeout | undefined;
  const watcher = fs.existsSync(store.dir)
    ? watch(store.dir, { ignoreInitial: true, atomic: true, awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 } })
    : undefined;
  watcher?.on('all', (_event, file) => {
    if (!file.endsWith('.json')) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(true), options.debounceMs ?? RELOAD_DEBOUNCE_MS);
  });
  watcher?.on('error', (err) => app.log.warn(`无法继续监视 ${store.dir}：${(err as Error).message}`));
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    unsubscribe();
    await watcher?.close();
    await running;
  });
  // Changes are seen from the moment the app is ready, not from whenever the first scan happens to end.
  if (watcher) await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { reload: () => reload(true) };
}
