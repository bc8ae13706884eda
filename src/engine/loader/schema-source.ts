import type { DataProvider } from '../data/data-provider';
import { HttpError } from '../data/http-error';
import { engineMessages } from '../messages';

/** Where page schemas come from: the server in the app, a bundled map in Storybook and tests. */
export interface SchemaSource {
  /** Resolves with the raw (not yet validated) schema JSON for a page code such as `news/notice`. */
  load(code: string): Promise<unknown>;
  /**
   * True when the source serves only pages that passed the schema linter (the platform server lints every file and
   * refuses a broken one): the loader then skips linting them again in the browser.
   */
  linted?: boolean;
}

/**
 * Reads schemas from the platform API (`GET /sys/schema/<code>`) through the provider's `custom` call.
 *
 * @example
 * const source = createHttpSchemaSource(httpProvider);
 * const raw = await source.load('news/notice');
 */
export function createHttpSchemaSource(provider: DataProvider): SchemaSource {
  return {
    async load(code) {
      const { data } = await provider.custom({ url: `/sys/schema/${code}`, method: 'get' });
      return data;
    },
    linted: true,
  };
}

/**
 * Serves schemas from memory, keyed by code (or a list whose items carry `code`).
 *
 * @example
 * const source = createBundledSchemaSource([noticeSchema]);
 */
export function createBundledSchemaSource(schemas: Record<string, unknown> | unknown[]): SchemaSource {
  const byCode = new Map<string, unknown>(
    Array.isArray(schemas)
      ? schemas.map((s) => [String((s as { code?: unknown }).code), s])
      : Object.entries(schemas),
  );
  return {
    async load(code) {
      if (!byCode.has(code)) throw new HttpError({ status: 404, code: 404, message: `${engineMessages.notFound}（${code}）` });
      return structuredClone(byCode.get(code));
    },
  };
}
