// Boards (版块/专业) and specialty experts become rows editors manage on schema pages (版块管理, 专家管理): the table layer
// addresses a row by `id`, so both tables get one (derived from their keys for the rows already there), and a board
// gets a status — a disabled board (status '0') takes no new posts while its posts stay readable — and who changed it.
export const sql = `
ALTER TABLE forum_board ADD COLUMN id varchar(32);
UPDATE forum_board SET id = md5('forum-board:' || code);
ALTER TABLE forum_board ALTER COLUMN id SET NOT NULL;
CREATE UNIQUE INDEX forum_board_id ON forum_board(id);
ALTER TABLE forum_board ADD COLUMN status varchar(1) NOT NULL DEFAULT '1';
ALTER TABLE forum_board ADD COLUMN create_by varchar(50);
ALTER TABLE forum_board ADD COLUMN create_time timestamptz NOT NULL DEFAULT now();
ALTER TABLE forum_board ADD COLUMN update_by varchar(50);
ALTER TABLE forum_board ADD COLUMN update_time timestamptz;

ALTER TABLE forum_expert ADD COLUMN id varchar(32);
UPDATE forum_expert SET id = md5('forum-expert:' || board_code || ':' || user_id);
ALTER TABLE forum_expert ALTER COLUMN id SET NOT NULL;
CREATE UNIQUE INDEX forum_expert_id ON forum_expert(id);
ALTER TABLE forum_expert ADD COLUMN create_by varchar(50);
ALTER TABLE forum_expert ADD COLUMN create_time timestamptz NOT NULL DEFAULT now();
ALTER TABLE forum_expert ADD COLUMN update_by varchar(50);
ALTER TABLE forum_expert ADD COLUMN update_time timestamptz;
`;
