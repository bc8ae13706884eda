// System administration II: parameters, external data sources (password encrypted at rest), the category
// tree, and the log of calls the platform makes to outside providers. Column names follow JeecgBoot's.
export const sql = `
CREATE TABLE sys_param (
  id varchar(32) PRIMARY KEY,
  param_key varchar(64) NOT NULL UNIQUE,
  param_value text,
  description varchar(255),
  param_type varchar(20),
  create_by varchar(100), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(100), update_time timestamptz
);

CREATE TABLE sys_data_source (
  id varchar(32) PRIMARY KEY,
  name varchar(100) NOT NULL,
  code varchar(100) NOT NULL UNIQUE,
  db_type varchar(20) NOT NULL,
  host varchar(255) NOT NULL,
  port integer NOT NULL,
  db_name varchar(100) NOT NULL,
  db_username varchar(100) NOT NULL,
  -- AES-256-GCM: iv.tag.ciphertext (base64url) under the installation's data-source key in sys_install.
  db_password text,
  remark varchar(255),
  create_by varchar(100), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(100), update_time timestamptz
);

-- pid '0' is a root, as in JeecgBoot; has_child '1'/'0' is kept on every insert and delete.
CREATE TABLE sys_category (
  id varchar(32) PRIMARY KEY,
  pid varchar(32) NOT NULL DEFAULT '0',
  name varchar(100) NOT NULL,
  code varchar(100) NOT NULL UNIQUE,
  has_child varchar(1) NOT NULL DEFAULT '0',
  create_by varchar(100), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(100), update_time timestamptz
);
CREATE INDEX sys_category_pid ON sys_category(pid);

CREATE TABLE sys_third_party_log (
  id bigserial PRIMARY KEY,
  provider varchar(50) NOT NULL,
  action varchar(50) NOT NULL,
  target varchar(255),
  success boolean NOT NULL,
  message varchar(500),
  duration_ms integer NOT NULL,
  username varchar(100),
  user_id varchar(32),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_third_party_log_time ON sys_third_party_log(create_time DESC);

-- The home statistics count logins per day.
CREATE INDEX sys_login_log_time ON sys_login_log(create_time);
`;
