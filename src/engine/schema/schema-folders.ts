/**
 * Folders under `schemas/` that hold something other than page schemas. Every other folder (`modules/`,
 * `system/`, ...) holds pages of any kind, so the server and the linter find the same pages.
 */
export const NON_PAGE_FOLDERS = ['dicts', 'menus', 'roles', 'reports', 'flows', '_meta', 'studio'] as const;

/**
 * Schemas published from the browser's studio are kept in the database; the linter sees each as a page file at
 * `@db/<code>.json` (no folder on disk can be named so), linted with the files so a clash with a file is reported.
 * `schemas/studio/` holds their exported copies for version control: not served as pages, so never a clash.
 */
export const DB_SCHEMA_PREFIX = '@db/';

/** The linter's path of a database schema: `vehicle/repair` → `@db/vehicle/repair.json`. */
export const dbSchemaPath = (code: string) => `${DB_SCHEMA_PREFIX}${code}.json`;

/**
 * Whether a path relative to `schemas/` (with `/` separators) is a page schema file.
 *
 * @example
 * isPageFile('system/user.json'); // true
 * isPageFile('reports/project-list.json'); // false
 * isPageFile('modules/contract/income.seed.json'); // false: the page's demo data
 */
export function isPageFile(relativePath: string): boolean {
  const [top, ...rest] = relativePath.split(/[\\/]/);
  return rest.length > 0 && relativePath.endsWith('.json') && !relativePath.endsWith('.seed.json') && !(NON_PAGE_FOLDERS as readonly string[]).includes(top);
}
