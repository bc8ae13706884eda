import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import JSZip from 'jszip';
import type { Database } from '../db/database';
import { requireAuth } from '../auth/auth-plugin';
import { ApiError } from '../http/envelope';
import { attachment } from '../excel/content-disposition';
import { findVisibleFile, type FileGuard, type FileRow } from './file-routes';
import type { ObjectStore } from './storage/object-store';
import { openStoredFile } from './storage/open-stored-file';

export const MAX_ZIP_FILES = 100;
/** The spec's one answer for every refusal: the caller learns nothing about which path was wrong or why. */
export const ZIP_REFUSED = '文件夹不能打包下载或文件不存在！';

/** A name safe inside an archive: no directories (zip slip on the receiving side), no control characters. */
function entryName(original: string, taken: Set<string>): string {
  let name = [...original].map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('').trim() || 'file';
  if (name === '.' || name === '..') name = '_';
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 1; taken.has(name.toLowerCase()); i++) name = `${stem}(${i})${ext}`;
  taken.add(name.toLowerCase());
  return name;
}

function stamp(now = new Date()): string {
  // GMT+8, as the client names exports.
  return new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

function requestedPaths(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((p) => (typeof p === 'string' ? p.trim() : '')).filter(Boolean);
}

/**
 * `sys/common/downloadZip`: packs stored uploads the caller may see into one zip, streamed. Only storage keys
 * are accepted (the same check as single downloads); folders, free paths, unknown or hidden files and more
 * than 100 entries are all refused with the same message before a byte is sent.
 */
export function zipDownloadRoutes(app: FastifyInstance, db: Database, store: ObjectStore, guard?: FileGuard, demoDir?: string): void {
  const resolveAll = async (request: FastifyRequest, raw: unknown) => {
    const auth = requireAuth(request);
    const keys = [...new Set(requestedPaths(raw))];
    if (keys.length === 0 || keys.length > MAX_ZIP_FILES) throw new ApiError(400, ZIP_REFUSED);
    const files: { file: FileRow; bytes: Readable }[] = [];
    for (const key of keys) {
      const file = await findVisibleFile(db, key, auth);
      if (!file) throw new ApiError(400, ZIP_REFUSED);
      // A module's own rights (an archive folder's 下载) hold for a file packed in a zip as for one fetched alone.
      if (guard) await guard(file, auth, request.ip);
      // Opened now, so a missing object refuses the whole zip before a byte is sent; read while the archive is written.
      const bytes = await openStoredFile(store, file, demoDir);
      if (!bytes) {
        for (const opened of files) opened.bytes.destroy();
        throw new ApiError(400, ZIP_REFUSED);
      }
      files.push({ file, bytes });
    }
    return files;
  };

  const send = (reply: FastifyReply, files: { file: FileRow; bytes: Readable }[]) => {
    const zip = new JSZip();
    const taken = new Set<string>();
    // Streams are read while the archive is written, so memory stays at one chunk per file, not the files' size.
    for (const { file, bytes } of files) zip.file(entryName(file.original_name, taken), bytes, { binary: true });
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', attachment(`附件打包_${stamp()}.zip`));
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE', compressionOptions: { level: 6 } }));
  };

  app.get<{ Querystring: { paths?: string } }>('/devops/sys/common/downloadZip', {
    config: { download: true },
    schema: { querystring: { type: 'object', properties: { paths: { type: 'string', maxLength: 40_000 } } } },
  }, async (request, reply) => send(reply, await resolveAll(request, request.query.paths)));

  app.post<{ Body: { paths?: string | string[] } }>('/devops/sys/common/downloadZip', {
    config: { download: true },
    schema: { body: { type: 'object', properties: { paths: { type: ['array', 'string'], items: { type: 'string', maxLength: 300 } } } } },
  }, async (request, reply) => send(reply, await resolveAll(request, request.body?.paths)));
}
