// Request guards every process shares on one PostgreSQL: fixed-window counters (duplicate checks per user, SMS
// requests per number) and the answers of writes sent with an Idempotency-Key.
//
// An idempotent write is claimed before it runs (state 'running'), so a concurrent repeat finds the claim and is
// refused; once answered, its status and body are kept until expire_time, so a repeat gets the first answer. The
// request's hash tells a repeat from a different request under the same key.
export const sql = `
CREATE TABLE sys_rate_counter (
  key varchar(200) PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE TABLE sys_idempotency (
  user_id varchar(32) NOT NULL,
  idem_key varchar(200) NOT NULL,
  request_hash varchar(64) NOT NULL,
  state varchar(10) NOT NULL,
  response_status integer,
  response_body text,
  create_time timestamptz NOT NULL DEFAULT now(),
  expire_time timestamptz NOT NULL,
  PRIMARY KEY (user_id, idem_key)
);
CREATE INDEX idx_sys_idempotency_expire ON sys_idempotency (expire_time);
`;
