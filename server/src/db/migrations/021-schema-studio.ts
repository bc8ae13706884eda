// Page schemas published from the browser's studio (模式设计器), beside the files under schemas/.
//
// A draft is what the configurator last saved, as typed: it may not even be JSON, and is never served. Each publish,
// rollback or import appends a version — the whole schema, who, when, the comment and the change from the version
// before — and the newest version of a code is the one served. History is never rewritten: a rollback is a new
// version carrying an earlier body.
export const sql = `
CREATE TABLE sys_schema_draft (
  code varchar(100) PRIMARY KEY,
  body text NOT NULL,
  update_by varchar(100) NOT NULL,
  update_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_schema_version (
  id varchar(32) PRIMARY KEY,
  code varchar(100) NOT NULL,
  version integer NOT NULL,
  body text NOT NULL,
  diff text NOT NULL DEFAULT '[]',
  action varchar(10) NOT NULL,
  comment varchar(500),
  create_by varchar(100) NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (code, version)
);
`;
