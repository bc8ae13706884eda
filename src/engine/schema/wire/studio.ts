import type { SchemaChange } from '../schema-diff';

/** One problem of a draft, located by JSON Pointer in the draft itself. */
export interface StudioProblem {
  pointer: string;
  message: string;
}

/** What publishing a draft would do to the database: the statements of the table change, or why it is refused. */
export interface StudioTablePlan {
  /** The SQL the publish would run (`ALTER TABLE biz_x ADD COLUMN …`); empty when the table is already as described. */
  statements: string[];
  /** Columns the publish adds, as `table.column`. */
  newColumns: string[];
  /** Why the change cannot be published (a destructive change, naming the field), if it cannot. */
  refused?: string;
}

/** The studio's check of a draft: the linter's problems (against every file and database schema) and the table plan. */
export interface StudioCheck {
  problems: StudioProblem[];
  plan: StudioTablePlan | null;
  /** True when nothing stands in the way of publishing. */
  publishable: boolean;
}

/** A schema as the studio lists it: files and database schemas alike, with where it is served from. */
export interface StudioSchemaRow {
  code: string;
  title: string;
  kind: string;
  /**
   * `file`: a file under schemas/ (read-only here); `db`: published from the studio; `draft`: only a draft so far;
   * `withdrawn`: published once, then withdrawn (停用) — not served, its history and table kept.
   */
  origin: 'file' | 'db' | 'draft' | 'withdrawn';
  /** The file it is read from (`modules/…` or `@db/…`). */
  file: string | null;
  version: number | null;
  publishedBy: string | null;
  publishedTime: string | null;
  hasDraft: boolean;
  /** The served page and a database schema of the same code clash (reported in 模式检查 as well). */
  conflict: string | null;
}

/** One published version of a database schema. */
export interface StudioVersionRow {
  id: string;
  code: string;
  version: number;
  /** `withdraw`: 停用, the page no longer served from this version on (a later publish or rollback serves it again). */
  action: 'publish' | 'rollback' | 'import' | 'withdraw';
  comment: string | null;
  createBy: string;
  createTime: string;
  diff: SchemaChange[];
}

/** One schema opened in the studio: its draft (as typed, perhaps not even JSON) and its published body. */
export interface StudioSchemaDetail {
  code: string;
  origin: StudioSchemaRow['origin'];
  draft: string | null;
  draftBy: string | null;
  draftTime: string | null;
  published: string | null;
  version: number | null;
}
