/**
 * Folders under `schemas/` that hold something other than page schemas. Every other folder (`modules/`,
 * `system/`, ...) holds pages of any kind, so the server and the linter find the same pages.
 */
export const NON_PAGE_FOLDERS = ['dicts', 'menus', 'roles', 'reports', 'flows', '_meta'] as const;

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
