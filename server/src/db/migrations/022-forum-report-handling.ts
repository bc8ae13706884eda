// Handling a report on a forum post: what the editor did (deleted the post, locked it, or rejected the report) and
// the note the reporter reads in their bell. A rejected report ends as `rejected`, the others as `done`.
export const sql = `
ALTER TABLE forum_report ADD COLUMN handle_action varchar(10);
ALTER TABLE forum_report ADD COLUMN handle_note varchar(300);
CREATE INDEX forum_report_status ON forum_report(status, create_time DESC);
CREATE INDEX forum_report_post ON forum_report(post_id) WHERE status = 'open';
`;
