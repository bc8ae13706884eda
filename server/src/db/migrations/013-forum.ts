// The forum (交流论坛) and the technical exchange platform (技术交流平台) share one set of tables: a question is a post of
// kind 'question' on a specialty board, its answers are replies.
//
// Search: Chinese has no word boundaries and PGlite ships no Chinese text-search parser, so every post keeps the
// bigrams (two-character pieces) of its normalised title and text in an array with a GIN index (array_ops, available on
// PGlite and PostgreSQL alike). A query is cut into bigrams the same way: the index finds the posts holding all of them,
// a LIKE over the normalised text confirms the order.
export const sql = `
CREATE TABLE forum_board (
  code varchar(32) PRIMARY KEY,
  kind varchar(10) NOT NULL,
  name varchar(50) NOT NULL,
  description varchar(200),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE forum_post (
  id varchar(32) PRIMARY KEY,
  kind varchar(10) NOT NULL DEFAULT 'post',
  board_code varchar(32) NOT NULL REFERENCES forum_board(code),
  title varchar(100) NOT NULL,
  content text NOT NULL DEFAULT '',
  excerpt varchar(300) NOT NULL DEFAULT '',
  labels text[] NOT NULL DEFAULT '{}',
  author_id varchar(32) NOT NULL REFERENCES sys_user(id),
  pinned boolean NOT NULL DEFAULT false,
  locked boolean NOT NULL DEFAULT false,
  is_news boolean NOT NULL DEFAULT false,
  accepted_reply_id varchar(32),
  reply_count integer NOT NULL DEFAULT 0,
  thumbs_count integer NOT NULL DEFAULT 0,
  collection_count integer NOT NULL DEFAULT 0,
  love_count integer NOT NULL DEFAULT 0,
  view_count integer NOT NULL DEFAULT 0,
  search_text text NOT NULL DEFAULT '',
  search_bigrams text[] NOT NULL DEFAULT '{}',
  del_flag smallint NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz,
  last_reply_time timestamptz
);
-- The lists' order: pinned posts first, then the newest (the default page of every board).
CREATE INDEX forum_post_list ON forum_post(kind, pinned DESC, create_time DESC) WHERE del_flag = 0;
CREATE INDEX forum_post_author ON forum_post(author_id, create_time DESC);
CREATE INDEX forum_post_bigrams ON forum_post USING gin (search_bigrams);
CREATE INDEX forum_post_labels ON forum_post USING gin (labels);

CREATE TABLE forum_attachment (
  id varchar(32) PRIMARY KEY,
  post_id varchar(32) NOT NULL REFERENCES forum_post(id),
  storage_key varchar(200) NOT NULL,
  name varchar(255) NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX forum_attachment_post ON forum_attachment(post_id);

CREATE TABLE forum_reply (
  id varchar(32) PRIMARY KEY,
  post_id varchar(32) NOT NULL REFERENCES forum_post(id),
  root_id varchar(32),
  parent_id varchar(32),
  reply_to_user_id varchar(32),
  author_id varchar(32) NOT NULL REFERENCES sys_user(id),
  content text NOT NULL,
  thumbs_count integer NOT NULL DEFAULT 0,
  del_flag smallint NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forum_reply_post ON forum_reply(post_id, create_time);
CREATE INDEX forum_reply_author ON forum_reply(author_id, create_time DESC);

-- One reaction of a kind per user and target: the primary key makes a double click (or fifty at once) count once.
CREATE TABLE forum_reaction (
  target_id varchar(32) NOT NULL,
  kind varchar(12) NOT NULL,
  user_id varchar(32) NOT NULL REFERENCES sys_user(id),
  create_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (target_id, kind, user_id)
);
CREATE INDEX forum_reaction_user ON forum_reaction(user_id, kind, create_time DESC);

-- What a user has not read yet: replies to their posts and replies (reply), answers to their questions (answer),
-- mentions (mention). The header's replayNum and answerNum count these.
CREATE TABLE forum_notice (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user(id),
  kind varchar(10) NOT NULL,
  post_id varchar(32) NOT NULL REFERENCES forum_post(id),
  reply_id varchar(32),
  read_flag smallint NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forum_notice_user ON forum_notice(user_id, read_flag, kind);

CREATE TABLE forum_report (
  id varchar(32) PRIMARY KEY,
  post_id varchar(32) NOT NULL REFERENCES forum_post(id),
  reply_id varchar(32),
  reporter_id varchar(32) NOT NULL REFERENCES sys_user(id),
  reason varchar(300) NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'open',
  handled_by varchar(32),
  handled_time timestamptz,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE forum_expert (
  board_code varchar(32) NOT NULL REFERENCES forum_board(code),
  user_id varchar(32) NOT NULL REFERENCES sys_user(id),
  title varchar(100) NOT NULL,
  PRIMARY KEY (board_code, user_id)
);

INSERT INTO forum_board (code, kind, name, description, sort) VALUES
  ('practice', 'post', '监理实务', '旁站、巡视、平行检验与监理资料的经验交流', 1),
  ('quality', 'post', '质量安全', '质量通病防治、安全生产与隐患排查', 2),
  ('testing', 'post', '试验检测', '试验室管理、检测方法与仪器设备', 3),
  ('tech', 'post', '技术前沿', '新工艺、新材料、BIM 与智慧工地', 4),
  ('career', 'post', '职业成长', '考证、继续教育与职业规划', 5),
  ('life', 'post', '工地生活', '项目驻地的日常、文体活动与生活小事', 6),
  ('news', 'post', '新闻公告', '集团与公司的新闻、通知与表彰', 7),
  ('subgrade', 'question', '路基', '填筑、压实、软基处理与高边坡', 11),
  ('bridge', 'question', '桥梁', '桩基、墩台、梁板预制与架设', 12),
  ('tunnel', 'question', '隧道', '超前支护、初支、二衬与监控量测', 13),
  ('pavement', 'question', '路面', '基层、沥青面层与路面检测', 14),
  ('electro', 'question', '机电', '监控、通信、收费与隧道机电', 15),
  ('lab', 'question', '试验检测', '原材料、混合料与实体检测', 16),
  ('safety', 'question', '交通安全设施', '护栏、标志标线与防眩设施', 17),
  ('cost', 'question', '造价', '计量支付、变更与结算审核', 18);
`;
