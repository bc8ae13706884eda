// Announcements with their per-user send/read rows (JeecgBoot's columns, `titile` spelling included),
// and uploaded files (metadata here, bytes under DATA_DIR/upload with server-made names).
export const sql = `
CREATE TABLE sys_announcement (
  id varchar(32) PRIMARY KEY,
  titile varchar(100) NOT NULL,
  msg_content text,
  start_time timestamptz,
  end_time timestamptz,
  sender varchar(100),
  priority varchar(1) NOT NULL DEFAULT 'L',
  msg_category varchar(1) NOT NULL DEFAULT '2',
  msg_type varchar(10) NOT NULL DEFAULT 'ALL',
  audience_ids text,
  send_status varchar(1) NOT NULL DEFAULT '0',
  send_time timestamptz,
  cancel_time timestamptz,
  del_flag varchar(1) NOT NULL DEFAULT '0',
  bus_type varchar(20),
  bus_id varchar(50),
  open_type varchar(20),
  open_page varchar(255),
  msg_abstract text,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);

CREATE TABLE sys_announcement_send (
  id varchar(32) PRIMARY KEY,
  annt_id varchar(32) NOT NULL REFERENCES sys_announcement(id),
  user_id varchar(32) NOT NULL REFERENCES sys_user(id),
  read_flag varchar(1) NOT NULL DEFAULT '0',
  read_time timestamptz,
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (annt_id, user_id)
);
CREATE INDEX sys_announcement_send_user ON sys_announcement_send(user_id, read_flag);

CREATE TABLE sys_file (
  id varchar(32) PRIMARY KEY,
  storage_key varchar(200) NOT NULL UNIQUE,
  biz varchar(32) NOT NULL,
  original_name varchar(255) NOT NULL,
  content_type varchar(100) NOT NULL,
  size bigint NOT NULL,
  sha256 varchar(64) NOT NULL,
  company_id varchar(32),
  project_id varchar(32),
  create_by varchar(100),
  create_time timestamptz NOT NULL DEFAULT now()
);
`;
