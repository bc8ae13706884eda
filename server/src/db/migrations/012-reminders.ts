// Date reminders (劳动合同到期, 车辆保险到期 …): one row per record, reminder and due date that has been announced, so
// each is sent once — across restarts and across processes sharing the database — and again only when the date moves.
export const sql = `
CREATE TABLE sys_reminder_sent (
  page_code varchar(100) NOT NULL,
  row_id varchar(64) NOT NULL,
  reminder integer NOT NULL,
  due_date date NOT NULL,
  sent_time timestamp NOT NULL DEFAULT now(),
  PRIMARY KEY (page_code, row_id, reminder, due_date)
);
`;
