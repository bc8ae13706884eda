/**
 * Columns every module table carries whatever its schema says, with their definitions: the record's id, its company
 * and project (scope), who created and last changed it and when, the recycle-bin flag and the optimistic-lock version.
 * A schema may not declare a field stored in one of them.
 */
export const SYSTEM_COLUMN_DEFS = {
  id: 'varchar(32) PRIMARY KEY',
  company_id: 'varchar(32)',
  project_id: 'varchar(32)',
  create_by: 'varchar(32)',
  create_time: 'timestamptz NOT NULL DEFAULT now()',
  update_by: 'varchar(32)',
  update_time: 'timestamptz',
  del_flag: 'integer NOT NULL DEFAULT 0',
  version: 'integer NOT NULL DEFAULT 1',
} as const;

export type SystemColumn = keyof typeof SYSTEM_COLUMN_DEFS;

export const SYSTEM_COLUMNS = Object.keys(SYSTEM_COLUMN_DEFS) as SystemColumn[];
