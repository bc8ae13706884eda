import type { FastifyInstance } from 'fastify';
import { forumManageRoutes } from './forum-manage-routes';
import { forumPostRoutes, type ForumDeps } from './forum-post-routes';
import { forumReplyRoutes } from './forum-reply-routes';

/**
 * 交流论坛 and 技术交流平台 under `/devops/forum/...`: one set of endpoints, a question being a post of kind
 * `question`. Every logged-in user reads and writes; editors (the forum_editor role) moderate.
 */
export function forumRoutes(app: FastifyInstance, deps: ForumDeps): void {
  forumPostRoutes(app, deps);
  forumReplyRoutes(app, deps);
  forumManageRoutes(app, deps);
}
