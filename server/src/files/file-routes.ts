import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { AuthInfo } from '../auth/tokens';
import { GROUP_ID } from '../auth/membership';
import { ApiError, ok } from '../http/envelope';
import { requireAuth } from '../auth/auth-plugin';
import { attachment } from '../excel/content-disposition';
import { detectType, FILE_TYPES } from './file-types';
import { requestErrors, requestSchema, text } from '../http/request-schemas';
import { files, type FileRow } from '../tables/stores/file-store';
import type { ObjectStore } from './storage/object-store';
import { openStoredFile } from './storage/open-stored-file';

export const SIGNED_URL_SECONDS = 300;
const BIZ = /^[a-z0-9_-]{1,32}$/;
const KEY = /^[a-z0-9_-]{1,32}\/\d{6}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

export type { FileRow };

interface SignedQuery { exp?: string; sig?: string; u?: string; c?: string }

/**
 * The reader of a signed URL made for any reader (a module serving its own records' files). Named, so that a missing
 * login can never be read as "may see every file".
 */
export const ANY_READER = Symbol('any reader of a signed link');

/**
 * The stored file behind a storage key if the reader may see it (the group, its uploader, or its company); a signed
 * URL made for any reader vouched for it already. Anything not shaped like a key is unknown.
 */
export async function findVisibleFile(db: Queryable, key: string, auth: Pick<AuthInfo, 'username' | 'companyId'> | typeof ANY_READER): Promise<FileRow | undefined> {
  if (!KEY.test(key)) return undefined;
  const file = await files.byKey(db, key);
  if (!file || auth === ANY_READER) return file;
  const allowed = auth.companyId === GROUP_ID || file.create_by === auth.username || (file.company_id !== null && file.company_id === auth.companyId);
  return allowed ? file : undefined;
}

/**
 * Uploads and downloads. Files are data, never paths: names are made here, keys are checked against their
 * exact shape and the database, and a client-sent path never reaches the file system.
 */
/** A module's further say over fetching one of its files (the archive's folder rights); throws an ApiError to refuse. */
export type FileGuard = (file: FileRow, auth: AuthInfo, clientIp: string) => Promise<void>;

/** Whom a signed URL was made for: the user and the company of their context; `null` for a URL any reader may hold. */
export interface SignScope { username: string; companyId: string | null }

const signature = (signingKey: Uint8Array, key: string, exp: number, scope: SignScope | null) =>
  createHmac('sha256', signingKey).update(JSON.stringify([key, exp, scope?.username ?? '', scope?.companyId ?? ''])).digest('base64url');

/**
 * A short-lived URL for one file, so an <img> or a download link needs no token in its address. The signature binds the
 * file's key, the expiry and the scope it was made for (user and company): an edited key, time or scope no longer
 * matches, and when served the file is judged again as that user in that company. `scope` null: a module serving its
 * own records' files (the forum's pictures and attachments, which every reader of the post may open).
 */
export function signedFileUrl(signingKey: Uint8Array, key: string, scope: SignScope | null = null): string {
  const exp = Math.floor(Date.now() / 1000) + SIGNED_URL_SECONDS;
  const who = scope ? `&u=${encodeURIComponent(scope.username)}&c=${encodeURIComponent(scope.companyId ?? '')}` : '';
  return `/devops/sys/common/static/${key}?exp=${exp}${who}&sig=${signature(signingKey, key, exp, scope)}`;
}

export function fileRoutes(app: FastifyInstance, db: Database, store: ObjectStore, signingKey: Uint8Array, guard?: FileGuard, demoDir?: string): void {
  app.post('/devops/sys/common/upload', { config: { idempotent: true } }, async (request) => {
    // Who uploads is known before a byte is read or written.
    const auth = requireAuth(request);
    if (!request.isMultipart()) throw new ApiError(400, '上传失败！');
    let biz = 'temp';
    let stored: { key: string; name: string } | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'biz' && part.value) biz = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        continue;
      }
      if (!BIZ.test(biz)) throw new ApiError(400, '上传目录bizPath，格式非法！');
      const buf = await part.toBuffer();
      const found = detectType(part.filename, buf.subarray(0, 512));
      if (!found) throw new ApiError(415, `不支持的文件类型：${part.filename.slice(0, 100)}`);
      const month = new Date().toISOString().slice(0, 7).replace('-', '');
      const key = `${biz}/${month}/${randomBytes(16).toString('hex')}.${found.ext}`;
      await store.put(key, buf, found.type.contentType);
      await files.insert(db, {
        id: randomBytes(16).toString('hex'), key, biz, name: part.filename.slice(0, 255), contentType: found.type.contentType, size: buf.length,
        sha256: createHash('sha256').update(buf).digest('hex'), companyId: auth.companyId, projectId: auth.projectId, username: auth.username,
      });
      stored = { key, name: part.filename };
    }
    if (!stored) throw new ApiError(400, '上传失败！');
    // JeecgBoot answers the stored path in `message` (code 0); clients store that string as the value.
    return { success: true, message: stored.key, code: 0, result: null, timestamp: Date.now() };
  });

  // A signed URL was vouched for when it was signed; a fetch with the caller's token is judged (and logged) now.
  const visibleFile = async (key: string, auth: AuthInfo, clientIp: string) => {
    const file = await findVisibleFile(db, key, auth);
    if (file && guard) await guard(file, auth, clientIp);
    return file;
  };

  /** A short-lived URL for one file, so an <img> can show it without the long-lived token in its address. */
  app.get<{ Querystring: { path?: string } }>('/devops/sys/common/signUrl', { schema: requestSchema({ querystring: { path: text(1000) } }), schemaErrorFormatter: requestErrors }, async (request) => {
    const auth = requireAuth(request);
    const key = request.query.path ?? '';
    if (!(await visibleFile(key, auth, request.ip))) throw new ApiError(404, '文件不存在');
    return ok(signedFileUrl(signingKey, key, { username: auth.username, companyId: auth.companyId }));
  });

  app.get<{ Querystring: SignedQuery }>('/devops/sys/common/static/*', { schema: requestSchema({ querystring: { exp: text(20), sig: text(200), u: text(100), c: text(64) } }), schemaErrorFormatter: requestErrors, config: { public: true, download: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const signed = signedScope(request.query, key);
    // A signature that is present but expired, edited or made for another file is refused as such, not mistaken for no signature.
    if (!signed && request.query.sig && !request.auth) throw new ApiError(403, '文件链接已过期或无效，请刷新页面后重试');
    const file = signed
      ? await findVisibleFile(db, key, signed.scope ?? ANY_READER)
      : await visibleFile(key, requireAuth(request), request.ip);
    if (!file) throw new ApiError(404, '文件不存在');
    const bytes = await openStoredFile(store, file, demoDir);
    if (!bytes) throw new ApiError(404, '文件不存在');
    const type = FILE_TYPES[file.storage_key.split('.').pop()!];
    reply.header('Content-Type', file.content_type);
    reply.header('Content-Disposition', type?.inline ? 'inline' : attachment(file.original_name));
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.header('Cache-Control', 'private, max-age=300');
    return reply.send(bytes);
  });

  /** The scope of a valid signed URL (`scope` null: signed for any reader); undefined when unsigned, expired or not matching. */
  function signedScope(q: SignedQuery, key: string): { scope: SignScope | null } | undefined {
    const { exp, sig } = q;
    if (!exp || !sig || !/^\d{1,12}$/.test(exp) || Number(exp) < Date.now() / 1000) return undefined;
    const scope = q.u !== undefined ? { username: q.u, companyId: q.c || null } : null;
    const expected = Buffer.from(signature(signingKey, key, Number(exp), scope));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? { scope } : undefined;
  }
}
