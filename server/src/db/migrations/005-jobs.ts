// Scheduled jobs: the definition, its state, and one row per tick that ran (the unique key is the cross-process lock).
export const sql = `
CREATE TABLE sys_quartz_job (
  id varchar(32) PRIMARY KEY,
  job_class_name varchar(100) NOT NULL,
  cron_expression varchar(100) NOT NULL,
  parameter text,
  description varchar(255),
  status integer NOT NULL DEFAULT -1,
  last_run_time timestamptz,
  last_result varchar(20),
  last_error text,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);

CREATE TABLE sys_job_run (
  job_id varchar(32) NOT NULL REFERENCES sys_quartz_job(id) ON DELETE CASCADE,
  tick timestamptz NOT NULL,
  runner varchar(100) NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  ok boolean,
  error text,
  PRIMARY KEY (job_id, tick)
);
`;
