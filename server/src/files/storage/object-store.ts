import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live, by storage key (`<biz>/<yyyymm>/<32 hex>.<ext>`, made by the server): the data
 * directory's `upload/` folder by default, or an S3-compatible object store (MinIO, Ceph, a cloud's) when several
 * machines serve the platform. Which file a key is, who may read it and under what name is the database's business;
 * the store only keeps bytes.
 */
export interface ObjectStore {
  /** Where the bytes go, for the logs and 系统信息 (`本地磁盘 /data/upload`, `S3 http://minio:9000/platform`). */
  readonly description: string;
  /** Stores a new object. Keys are never reused: an existing key is refused, never overwritten. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is no such object. */
  open(key: string): Promise<Readable | undefined>;
}
