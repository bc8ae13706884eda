// Identity: login throttling, SMS codes, positions, check rules, and a version row per cache so that
// several processes on one PostgreSQL drop stale cache entries together.
export const sql = `
CREATE TABLE sys_login_attempt (
  key varchar(160) PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

CREATE TABLE sys_sms_code (
  id varchar(32) PRIMARY KEY,
  mobile varchar(20) NOT NULL,
  purpose varchar(10) NOT NULL,
  code_hash varchar(64) NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expire_time timestamptz NOT NULL,
  used_time timestamptz,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_sms_code_mobile ON sys_sms_code(mobile, purpose);

CREATE TABLE sys_position (
  id varchar(32) PRIMARY KEY,
  code varchar(100) NOT NULL UNIQUE,
  name varchar(100) NOT NULL,
  post_rank varchar(2),
  company_id varchar(32) REFERENCES sys_depart(id),
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);

CREATE TABLE sys_check_rule (
  id varchar(32) PRIMARY KEY,
  rule_name varchar(100) NOT NULL,
  rule_code varchar(100) NOT NULL UNIQUE,
  rule_json text NOT NULL,
  rule_description varchar(200),
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);

CREATE TABLE sys_cache_version (
  name varchar(50) PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);
INSERT INTO sys_cache_version (name, version) VALUES ('dict', 1);
`;
