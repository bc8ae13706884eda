// The operation log: every write through the API, who, what, when, from where, how long — never bodies or tokens.
export const sql = `
CREATE TABLE sys_log (
  id bigserial PRIMARY KEY,
  log_type varchar(20) NOT NULL DEFAULT 'operate',
  username varchar(100),
  user_id varchar(32),
  company_id varchar(32),
  method varchar(10) NOT NULL,
  path varchar(300) NOT NULL,
  status integer NOT NULL,
  ip varchar(64),
  user_agent varchar(255),
  cost_ms integer NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_log_time ON sys_log(create_time DESC);
`;
