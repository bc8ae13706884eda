// Handling a report on a forum post: what the editor did (deleted the post, locked it, or rejected the report) and
// the note the reporter reads in their bell. A rejected report ends as `rejected`, the others as `done`.
//
// And two orders of the post list that an index serves with 100,000 posts: the newest of a kind (pinned or not), and
// the most taken-up (the hot list scores only the leaders of both, see forum-post-store's hotPage).
export const sql = `
ALTER TABLE forum_report ADD COLUMN handle_action varchar(10);
ALTER TABLE forum_report ADD COLUMN handle_note varchar(300);
CREATE INDEX forum_report_status ON forum_report(status, create_time DESC);
CREATE INDEX forum_report_post ON forum_report(post_id) WHERE status = 'open';
CREATE INDEX forum_post_recent ON forum_post(kind, create_time DESC) WHERE del_flag = 0;
CREATE INDEX forum_post_busy ON forum_post(kind, (thumbs_count + love_count + collection_count + 2 * reply_count + view_count / 50.0::float8) DESC)
  WHERE del_flag = 0;
`;
