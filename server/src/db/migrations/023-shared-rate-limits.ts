// The per-session request limit and the per-user cap on heavy requests, shared by every process on one database
// (they were counted in each process's memory, so N processes allowed N times the limit).
//
// UNLOGGED: the session counter is written on every authenticated request, and an unlogged table's commit waits for
// no WAL flush. A database crash empties both tables, which only forgives the current window or frees the slots.
export const sql = `
CREATE UNLOGGED TABLE sys_session_rate (
  session_id varchar(64) PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE UNLOGGED TABLE sys_heavy_slot (
  user_id varchar(32) NOT NULL,
  slot smallint NOT NULL,
  holder varchar(64) NOT NULL,
  expire_time timestamptz NOT NULL,
  PRIMARY KEY (user_id, slot)
);
`;
