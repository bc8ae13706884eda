import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { ApiError } from './envelope';
import { routePath } from './route-path';
import { idempotentWrites } from '../tables/stores/idempotency-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A create, import or upload: honours an Idempotency-Key header. Declared on the route, and the route inventory test
     * fails for a POST route that neither declares it nor is listed there as exempt with its reason.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: { key: string; hash: string; claimed: boolean };
  }
}

/** How long an answer is kept for repeats of its key. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
/** A body larger than uploads and imports may be (10 MB and its multipart framing) is not read for its hash. */
const MAX_HASHED_BYTES = 11 * 1024 * 1024;
const KEY = /^[\x21-\x7e]{1,200}$/;

export const MESSAGES = {
  badKey: 'Idempotency-Key 格式不正确（1–200 个可见 ASCII 字符）',
  running: '相同的请求正在处理中，请勿重复提交',
  otherContent: '该 Idempotency-Key 已用于内容不同的请求，请换一个新的键',
} as const;

const isIdempotentRoute = (request: FastifyRequest) => request.method === 'POST' && request.routeOptions.config?.idempotent === true;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > MAX_HASHED_BYTES) throw new ApiError(413, '请求内容过大');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * `Idempotency-Key` on creates, imports and uploads, kept in the database so every process sees it: per user and key,
 * the first request runs and its successful answer is kept for 24 hours; a repeat with the same content gets that answer
 * again (nothing is written twice), a repeat while the first still runs gets 409, and the same key with different
 * content 422. A request that fails frees its key. Without the header a request runs as always.
 */
export function installIdempotency(app: FastifyInstance, db: Queryable): void {
  // The content is read (and hashed) before anything parses it: a JSON body through the parser's stream; a multipart
  // body straight from the socket, which the multipart reader then reads from the buffered copy.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || !request.auth || !isIdempotentRoute(request)) return payload;
    if (typeof key !== 'string' || !KEY.test(key)) throw new ApiError(400, MESSAGES.badKey);
    const body = await readAll(payload);
    const hash = createHash('sha256').update(`${request.method}\u0000${routePath(request)}\u0000`).update(body).digest('hex');
    request.idempotency = { key, hash, claimed: false };
    // (The multipart parser has not marked the request yet: the content type says it.)
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) {
      const raw = request.raw;
      raw.pipe = <T extends NodeJS.WritableStream>(destination: T) => Readable.from([body]).pipe(destination);
    }
    const copy = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
    copy.receivedEncodedLength = body.length;
    return copy;
  });

  app.addHook('preHandler', async (request, reply) => {
    const use = request.idempotency;
    if (!use || !request.auth) return undefined;
    const userId = request.auth.userId;
    if (await idempotentWrites.claim(db, userId, use.key, use.hash, IDEMPOTENCY_TTL_SECONDS)) {
      use.claimed = true;
      return undefined;
    }
    const earlier = await idempotentWrites.find(db, userId, use.key);
    // Claimed and released between the two reads: run it as new.
    if (!earlier) {
      use.claimed = await idempotentWrites.claim(db, userId, use.key, use.hash, IDEMPOTENCY_TTL_SECONDS);
      if (use.claimed) return undefined;
      throw new ApiError(409, MESSAGES.running);
    }
    if (earlier.state === 'running') throw new ApiError(409, MESSAGES.running);
    if (earlier.request_hash !== use.hash) throw new ApiError(422, MESSAGES.otherContent);
    return replay(reply, earlier.response_status ?? 200, earlier.response_body ?? '');
  });

  // The answer as sent is what a repeat gets; anything but success (a refusal travels as HTTP 200 with success:false)
  // frees the key for a corrected retry.
  app.addHook('onSend', async (request, reply, payload) => {
    const use = request.idempotency;
    if (!use?.claimed || !request.auth) return payload;
    use.claimed = false;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && request.refusal === null && typeof payload === 'string') {
      await idempotentWrites.complete(db, request.auth.userId, use.key, reply.statusCode, payload);
    } else {
      await idempotentWrites.release(db, request.auth.userId, use.key);
    }
    return payload;
  });
  app.addHook('onRequestAbort', async (request) => {
    const use = request.idempotency;
    if (use?.claimed && request.auth) await idempotentWrites.release(db, request.auth.userId, use.key);
  });
}

function replay(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('Content-Type', 'application/json; charset=utf-8').header('Idempotent-Replayed', 'true').send(body);
}
