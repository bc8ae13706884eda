// What the administrator's remaining screens need from the platform tables:
// - 在线用户 (monitoring › terminal) shows when each session was last used; the token check refreshes it at most once
//   a minute, so a busy session does not write on every request.
// - 系统日志 shows which module and record an operation touched and, for an edit, each changed field as old → new
//   (JSON `[{field, label, from, to}]`; passwords never).
export const sql = `
ALTER TABLE sys_session ADD COLUMN last_active_time timestamptz;

ALTER TABLE sys_log ADD COLUMN module varchar(100);
ALTER TABLE sys_log ADD COLUMN module_name varchar(100);
ALTER TABLE sys_log ADD COLUMN record_id varchar(64);
ALTER TABLE sys_log ADD COLUMN changes text;
CREATE INDEX sys_log_module ON sys_log(module, create_time DESC);
CREATE INDEX sys_log_user ON sys_log(username, create_time DESC);
`;
