import { ApiError, fieldError } from '../http/envelope';
import { cleanBody, plainText } from './forum-text';

export const TITLE_MAX = 100;
export const BODY_MAX = 200_000;
export const LABELS_MAX = 5;
export const LABEL_MAX = 12;
export const REPLY_TEXT_MAX = 5_000;

/** What a post is written from, checked and cleaned. */
export interface PostInput {
  boardCode: string;
  title: string;
  content: string;
  labels: string[];
  attachments: { key: string; name: string }[];
}

const KEY = /^[a-z0-9_-]{1,32}\/\d{6}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** Checks a post's fields with the messages a writer sees beside them; the body is cleaned here. */
export function checkPost(body: Record<string, unknown>): PostInput {
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (!title) throw fieldError('title', '请输入标题');
  if ([...title].length > TITLE_MAX) throw fieldError('title', `标题不能超过${TITLE_MAX}个字`);
  const boardCode = typeof body.boardCode === 'string' ? body.boardCode : '';
  if (!boardCode) throw fieldError('boardCode', '请选择版块');
  const raw = typeof body.content === 'string' ? body.content : '';
  if (raw.length > BODY_MAX) throw fieldError('content', '正文过长，请精简后再发布');
  const content = cleanBody(raw);
  if (!plainText(content) && !/<img\s/i.test(content)) throw fieldError('content', '请输入正文');
  const labelsRaw = body.labels ?? [];
  if (!Array.isArray(labelsRaw) || labelsRaw.some((l) => typeof l !== 'string')) throw fieldError('labels', '标签格式不正确');
  const labels = [...new Set((labelsRaw as string[]).map((l) => l.trim()).filter(Boolean))];
  if (labels.length > LABELS_MAX) throw fieldError('labels', `最多添加${LABELS_MAX}个标签`);
  if (labels.some((l) => [...l].length > LABEL_MAX)) throw fieldError('labels', `每个标签不超过${LABEL_MAX}个字`);
  const attRaw = body.attachments ?? [];
  if (!Array.isArray(attRaw) || attRaw.length > 10) throw fieldError('attachments', '附件最多10个');
  const attachments = attRaw.map((a) => {
    const { key, name } = (a ?? {}) as { key?: unknown; name?: unknown };
    if (typeof key !== 'string' || !KEY.test(key) || typeof name !== 'string' || !name || name.length > 255) throw fieldError('attachments', '附件不正确，请重新上传');
    return { key, name };
  });
  return { boardCode, title, content, labels, attachments };
}

/** A reply's body, cleaned; empty or over-long ones are refused. */
export function checkReply(raw: unknown): string {
  const content = cleanBody(typeof raw === 'string' ? raw : '');
  const text = plainText(content);
  if (!text && !/<img\s/i.test(content)) throw new ApiError(400, '请输入回复内容');
  if (text.length > REPLY_TEXT_MAX) throw new ApiError(400, `回复不能超过${REPLY_TEXT_MAX}个字`);
  return content;
}
