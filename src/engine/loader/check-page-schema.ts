import type { PageSchema } from '../schema/page-schema';
import { lintPage } from '../schema/lint';
import { checkPageCode, type LoadedPageSchema } from './load-page-schema';

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
  return checkPageCode(code, raw as PageSchema);
}
