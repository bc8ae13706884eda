import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import type { SchemaStore } from './schema-store';
import type { TableRegistry } from '../tables/table-registry';
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

/**
 * Watches `schemas/` and reloads it (debounced) when a JSON file changes, until the app closes. Reloads run
 * one after another, never two at once.
 *
 * @example
 * watchSchemaFolder(app, db, store, tables, { onReload: (o) => console.log(o.applied) });
 */
export function watchSchemaFolder(app: FastifyInstance, db: Queryable, store: SchemaStore, tables: TableRegistry, options: SchemaWatchOptions = {}): void {
  if (!fs.existsSync(store.dir)) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const reload = () => {
    running = running.then(async () => {
      const outcome = await reloadSchemaStore(store, db, tables);
      for (const line of outcome.applied) app.log.info(`已重新加载模式：${line}`);
      for (const line of outcome.problems) app.log.warn(`模式文件有问题：${line}`);
      options.onReload?.(outcome);
    }).catch((err: unknown) => app.log.error(`重新加载模式失败：${(err as Error).message}`));
  };
  const watcher = fs.watch(store.dir, { recursive: true }, (_event, file) => {
    if (file && !String(file).endsWith('.json')) return;
    clearTimeout(timer);
    timer = setTimeout(reload, options.debounceMs ?? RELOAD_DEBOUNCE_MS);
  });
  watcher.on('error', (err) => app.log.warn(`无法继续监视 ${store.dir}：${err.message}`));
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    watcher.close();
    await running;
  });
}
