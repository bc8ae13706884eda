// Workflow: deployed process versions, running and finished instances with the engine's state, the work items
// (tasks) of approvers, the timeline of what happened, copies (抄送) and agents (代理人). A business record moves
// with its instance in one transaction, so the two never disagree.
export const sql = `
-- 负责部门 (JeecgBoot's depart_ids on the user): the departments a user leads; the 部门负责人 of a flow.
ALTER TABLE sys_user ADD COLUMN depart_ids varchar(1000);

CREATE TABLE flow_definition (
  id varchar(32) PRIMARY KEY,
  process_key varchar(64) NOT NULL,
  name varchar(100) NOT NULL,
  version integer NOT NULL,
  -- the page schema whose records this process approves
  form_code varchar(100),
  xml text NOT NULL,
  checksum varchar(64) NOT NULL,
  -- active: new instances start on the newest active version; suspended: none start, running ones go on
  status varchar(12) NOT NULL DEFAULT 'active',
  origin varchar(10) NOT NULL DEFAULT 'file',
  deployed_by varchar(100), deployed_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (process_key, version)
);

CREATE TABLE flow_instance (
  id varchar(32) PRIMARY KEY,
  definition_id varchar(32) NOT NULL REFERENCES flow_definition(id),
  process_key varchar(64) NOT NULL,
  page_code varchar(100) NOT NULL,
  business_id varchar(64) NOT NULL,
  title varchar(300) NOT NULL,
  applicant_id varchar(32) NOT NULL,
  applicant_name varchar(100) NOT NULL,
  depart_id varchar(32),
  company_id varchar(32),
  project_id varchar(32),
  -- running, approved, rejected, withdrawn, terminated
  status varchar(12) NOT NULL,
  suspended boolean NOT NULL DEFAULT false,
  -- the engine's state while running; dropped once finished
  state jsonb,
  variables jsonb NOT NULL DEFAULT '{}',
  current_nodes varchar(500),
  done_nodes varchar(2000) NOT NULL DEFAULT '',
  lock_version integer NOT NULL DEFAULT 0,
  start_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz
);
CREATE INDEX flow_instance_business ON flow_instance(business_id);
CREATE INDEX flow_instance_applicant ON flow_instance(applicant_id, start_time DESC);
CREATE INDEX flow_instance_running ON flow_instance(status, start_time DESC);

CREATE TABLE flow_task (
  id varchar(32) PRIMARY KEY,
  instance_id varchar(32) NOT NULL REFERENCES flow_instance(id),
  node_id varchar(100) NOT NULL,
  node_name varchar(100) NOT NULL,
  assignee_id varchar(32) NOT NULL,
  -- whom the task was meant for when an agent or a transfer took it over
  owner_id varchar(32),
  mode varchar(10) NOT NULL DEFAULT 'single',
  -- open, done, cancelled (another or-signer decided, the record was withdrawn or returned), waiting (加签 after)
  status varchar(10) NOT NULL,
  decision varchar(12),
  comment text,
  attachments varchar(2000),
  -- 加签: before (the added signer decides first, then the task that added them reopens) or after
  sign_type varchar(10),
  parent_task_id varchar(32),
  create_time timestamptz NOT NULL DEFAULT now(),
  due_time timestamptz,
  reminded_time timestamptz,
  finish_time timestamptz
);
CREATE INDEX flow_task_open ON flow_task(assignee_id, create_time DESC) WHERE status = 'open';
CREATE INDEX flow_task_done ON flow_task(assignee_id, finish_time DESC) WHERE status = 'done';
CREATE INDEX flow_task_instance ON flow_task(instance_id);
CREATE INDEX flow_task_due ON flow_task(due_time) WHERE status = 'open';

-- The timeline: every submission, decision, transfer, return and withdrawal.
CREATE TABLE flow_event (
  id bigserial PRIMARY KEY,
  instance_id varchar(32) NOT NULL REFERENCES flow_instance(id),
  task_id varchar(32),
  node_id varchar(100),
  node_name varchar(100),
  actor_id varchar(32) NOT NULL,
  actor_name varchar(100) NOT NULL,
  action varchar(12) NOT NULL,
  comment text,
  attachments varchar(2000),
  target varchar(200),
  duration_ms bigint,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flow_event_instance ON flow_event(instance_id, id);

CREATE TABLE flow_cc (
  instance_id varchar(32) NOT NULL REFERENCES flow_instance(id),
  user_id varchar(32) NOT NULL,
  read_flag boolean NOT NULL DEFAULT false,
  create_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instance_id, user_id)
);
CREATE INDEX flow_cc_user ON flow_cc(user_id, create_time DESC);

-- 代理人: while user_name is away (start_time..end_time, status 1), agent_user_name receives their approvals.
CREATE TABLE sys_user_agent (
  id varchar(32) PRIMARY KEY,
  user_name varchar(100) NOT NULL,
  agent_user_name varchar(100) NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  status varchar(2) NOT NULL DEFAULT '1',
  create_by varchar(100), create_time timestamptz NOT NULL DEFAULT now(),
  update_by varchar(100), update_time timestamptz
);
CREATE INDEX sys_user_agent_user ON sys_user_agent(user_name);
`;
