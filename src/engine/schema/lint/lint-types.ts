/** One problem the linter found, located by file (relative to `schemas/`) and JSON Pointer. */
export interface LintProblem {
  file: string;
  pointer: string;
  message: string;
  /**
   * The file cannot be used at all (its shape is wrong, so reading it would fail): the server refuses the whole file.
   * Other problems refuse the page they are in, or are reported while the file is still used (a menu entry naming an
   * unknown page).
   */
  fatal?: boolean;
}

/** One file of a schemas folder as read: the parsed JSON, or the parse error. */
export interface SchemaFile {
  /** Relative to the schemas folder, `/`-separated, e.g. `modules/contract/income.json`. */
  path: string;
  json: unknown;
}

/** `file#/pointer: 说明` — how every problem is printed, in the CLI, the server log and the admin page. */
export function formatProblem(p: Pick<LintProblem, 'file' | 'pointer' | 'message'>): string {
  return `${p.file}#${p.pointer}: ${p.message}`;
}
