// Platform tables. Column names follow JeecgBoot's so that its field names map one to one on the wire.
export const sql = `
CREATE TABLE sys_install (
  key varchar(64) PRIMARY KEY,
  value text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_tenant (
  id integer PRIMARY KEY,
  name varchar(100) NOT NULL,
  status integer NOT NULL DEFAULT 1,
  create_time timestamptz NOT NULL DEFAULT now()
);

-- Companies (org_category 1) and departments (2) in one tree, as JeecgBoot does; the group company has id 001.
CREATE TABLE sys_depart (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32),
  depart_name varchar(100) NOT NULL,
  depart_name_abbr varchar(100),
  depart_order integer NOT NULL DEFAULT 0,
  org_category varchar(10) NOT NULL DEFAULT '2',
  org_code varchar(64) NOT NULL UNIQUE,
  tenant_id integer NOT NULL DEFAULT 1 REFERENCES sys_tenant(id),
  status varchar(1) NOT NULL DEFAULT '1',
  del_flag integer NOT NULL DEFAULT 0,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);
CREATE INDEX sys_depart_parent ON sys_depart(parent_id);

CREATE TABLE project_info (
  id varchar(32) PRIMARY KEY,
  company_id varchar(32) NOT NULL REFERENCES sys_depart(id),
  project_name varchar(200) NOT NULL,
  project_name_abbr varchar(100),
  supervision_attr varchar(50),
  state varchar(1),
  sort integer NOT NULL DEFAULT 0,
  del_flag integer NOT NULL DEFAULT 0,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);
CREATE INDEX project_info_company ON project_info(company_id);

CREATE TABLE sys_user (
  id varchar(32) PRIMARY KEY,
  username varchar(100) NOT NULL UNIQUE,
  realname varchar(100) NOT NULL,
  password_hash text NOT NULL,
  avatar varchar(255),
  birthday date,
  sex integer,
  email varchar(100) UNIQUE,
  phone varchar(45) UNIQUE,
  org_code varchar(64),
  status integer NOT NULL DEFAULT 1,
  del_flag integer NOT NULL DEFAULT 0,
  work_no varchar(100) UNIQUE,
  post varchar(100),
  user_identity integer NOT NULL DEFAULT 1,
  company_id varchar(32) REFERENCES sys_depart(id),
  rel_tenant_ids varchar(100) NOT NULL DEFAULT '1',
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);

CREATE TABLE sys_user_depart (
  user_id varchar(32) NOT NULL REFERENCES sys_user(id),
  dep_id varchar(32) NOT NULL REFERENCES sys_depart(id),
  PRIMARY KEY (user_id, dep_id)
);

CREATE TABLE sys_user_project (
  user_id varchar(32) NOT NULL REFERENCES sys_user(id),
  project_id varchar(32) NOT NULL REFERENCES project_info(id),
  project_role varchar(50),
  PRIMARY KEY (user_id, project_id)
);

CREATE TABLE sys_role (
  id varchar(32) PRIMARY KEY,
  role_name varchar(200) NOT NULL,
  role_code varchar(100) NOT NULL UNIQUE,
  description varchar(255),
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);

CREATE TABLE sys_user_role (
  user_id varchar(32) NOT NULL REFERENCES sys_user(id),
  role_id varchar(32) NOT NULL REFERENCES sys_role(id),
  PRIMARY KEY (user_id, role_id)
);

-- menu_code: 11 company view, 12 project view (the platform's two menu trees).
CREATE TABLE sys_permission (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32),
  menu_code varchar(2) NOT NULL,
  name varchar(100) NOT NULL,
  url varchar(255),
  component varchar(255),
  component_name varchar(100),
  redirect varchar(255),
  menu_type integer NOT NULL DEFAULT 0,
  perms varchar(255),
  perms_type varchar(10) NOT NULL DEFAULT '1',
  sort_no double precision NOT NULL DEFAULT 0,
  always_show boolean NOT NULL DEFAULT false,
  icon varchar(100),
  is_route boolean NOT NULL DEFAULT true,
  is_leaf boolean NOT NULL DEFAULT true,
  keep_alive boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  description varchar(255),
  status varchar(2) NOT NULL DEFAULT '1',
  del_flag integer NOT NULL DEFAULT 0,
  internal_or_external boolean NOT NULL DEFAULT false,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);
CREATE INDEX sys_permission_parent ON sys_permission(parent_id);

CREATE TABLE sys_role_permission (
  role_id varchar(32) NOT NULL REFERENCES sys_role(id),
  permission_id varchar(32) NOT NULL REFERENCES sys_permission(id),
  PRIMARY KEY (role_id, permission_id)
);

-- One row per issued token: revocation (logout, password change, freeze) is a row update, seen by every process.
CREATE TABLE sys_session (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user(id),
  company_id varchar(32),
  project_id varchar(32),
  menu_code varchar(2) NOT NULL DEFAULT '11',
  ip varchar(64),
  user_agent varchar(255),
  create_time timestamptz NOT NULL DEFAULT now(),
  expire_time timestamptz NOT NULL,
  revoke_time timestamptz
);
CREATE INDEX sys_session_user ON sys_session(user_id);

CREATE TABLE sys_dict (
  id varchar(32) PRIMARY KEY,
  dict_name varchar(100) NOT NULL,
  dict_code varchar(100) NOT NULL UNIQUE,
  description varchar(255),
  type integer NOT NULL DEFAULT 0,
  del_flag integer NOT NULL DEFAULT 0,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz
);

CREATE TABLE sys_dict_item (
  id varchar(32) PRIMARY KEY,
  dict_id varchar(32) NOT NULL REFERENCES sys_dict(id),
  item_text varchar(100) NOT NULL,
  item_value varchar(100) NOT NULL,
  description varchar(255),
  sort_order integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  create_by varchar(32), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(32), update_time timestamptz,
  UNIQUE (dict_id, item_value)
);

CREATE TABLE sys_login_log (
  id bigserial PRIMARY KEY,
  username varchar(100),
  user_id varchar(32),
  log_type varchar(20) NOT NULL,
  ok boolean NOT NULL,
  ip varchar(64),
  user_agent varchar(255),
  create_time timestamptz NOT NULL DEFAULT now()
);
`;
