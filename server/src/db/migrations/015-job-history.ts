// The run history of scheduled jobs: whether a run was the schedule's or an administrator's 立即执行, and what the
// handler reported (a clean-up's count, a summary's figures).
export const sql = `
ALTER TABLE sys_job_run ADD COLUMN trigger_type varchar(10) NOT NULL DEFAULT 'cron';
ALTER TABLE sys_job_run ADD COLUMN result text;
CREATE INDEX sys_job_run_started ON sys_job_run(job_id, started_at DESC);
`;
