import type { PageSchema } from '../schema/page-schema';
import type { SchemaProblem } from '../schema/validate-page';
import { lintPage } from '../schema/lint';
import { isHttpError } from '../data/http-error';
import type { SchemaSource } from './schema-source';

/** A loaded schema is either ready to render or a list of located problems; fetch failures reject instead. */
export type LoadedPageSchema =
  | { status: 'ready'; schema: PageSchema }
  | { status: 'invalid'; code: string; problems: SchemaProblem[] };

/**
 * Validates raw schema JSON for the page `code` was requested as.
 *
 * @example
 * const loaded = checkPageSchema('news/notice', json);
 * if (loaded.status === 'invalid') console.table(loaded.problems);
 */
export function checkPageSchema(code: string, raw: unknown): LoadedPageSchema {
  const problems = lintPage(raw);
  if (problems.length) return { status: 'invalid', code, problems };
  const schema = raw as PageSchema;
  if (schema.code !== code) {
    return { status: 'invalid', code, problems: [{ pointer: '/code', message: `页面编码 "${schema.code}" 与请求的 "${code}" 不一致` }] };
  }
  return { status: 'ready', schema };
}

/** A development server answers a schema file saved with mistakes with its lint problems (HTTP 422, `result.problems`). */
function serverProblems(error: unknown): SchemaProblem[] | undefined {
  const problems = isHttpError(error) ? (error.result as { problems?: unknown } | undefined)?.problems : undefined;
  const valid = Array.isArray(problems) && problems.length > 0
    && problems.every((p) => typeof p?.pointer === 'string' && typeof p?.message === 'string');
  return valid ? (problems as SchemaProblem[]) : undefined;
}

export interface SchemaLoader {
  /** Loads and validates once per code; concurrent callers share one request. Rejects when the fetch fails. */
  load(code: string): Promise<LoadedPageSchema>;
  /** Forgets one code, or all of them, and tells whoever shows that page (it loads the new version). */
  invalidate(code?: string): void;
  /** Hears each `invalidate`: the code forgotten, or undefined for all. Returns the unsubscribe. */
  onInvalidate(listener: (code: string | undefined) => void): () => void;
}

/**
 * A caching schema loader over any SchemaSource.
 *
 * @example
 * const loader = createSchemaLoader(createHttpSchemaSource(provider));
 * const loaded = await loader.load('news/notice');
 */
export function createSchemaLoader(source: SchemaSource): SchemaLoader {
  const cache = new Map<string, Promise<LoadedPageSchema>>();
  const listeners = new Set<(code: string | undefined) => void>();
  return {
    load(code) {
      let pending = cache.get(code);
      if (!pending) {
        let reported = false;
        pending = source.load(code).then((raw) => checkPageSchema(code, raw), (error: unknown) => {
          const problems = serverProblems(error);
          if (!problems) throw error;
          reported = true;
          return { status: 'invalid', code, problems } as const;
        });
        // A failed fetch, or a file the server reported broken, must not stick: the next visit tries again.
        pending.then(() => reported && cache.delete(code), () => cache.delete(code));
        cache.set(code, pending);
      }
      return pending;
    },
    invalidate(code) {
      if (code === undefined) cache.clear();
      else cache.delete(code);
      for (const listener of listeners) listener(code);
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
