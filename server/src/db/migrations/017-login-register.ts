// Login gaps: the image captcha asked for after repeated failures, and self-registration awaiting an administrator.
//
// A captcha is kept in the database (not in one process's memory) so any server process can check it; only the hash
// of its text is stored, and it is spent on first use. A registration creates the account at once with status 3
// (待审核), which cannot log in; the request row records who decided, when, and why a rejection was made.
export const sql = `
CREATE TABLE sys_captcha (
  check_key varchar(64) PRIMARY KEY,
  code_hash varchar(64) NOT NULL,
  expire_time timestamptz NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_sys_captcha_expire ON sys_captcha (expire_time);

CREATE TABLE sys_user_register (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) REFERENCES sys_user(id) ON DELETE SET NULL,
  username varchar(100) NOT NULL,
  realname varchar(100) NOT NULL,
  phone varchar(45) NOT NULL,
  email varchar(100),
  ip varchar(64),
  status varchar(10) NOT NULL DEFAULT 'pending',
  decided_by varchar(100),
  decided_time timestamptz,
  reject_reason varchar(200),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idx_sys_user_register_status ON sys_user_register (status, create_time);
`;
