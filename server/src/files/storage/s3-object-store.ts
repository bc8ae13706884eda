import type { Readable } from 'node:stream';
import type { ObjectStore } from './object-store';

/** An S3-compatible bucket (MinIO, Ceph RGW, a cloud's object storage), from the environment. */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys go under this folder of the bucket (`platform/`), so one bucket may serve several installations. */
  prefix: string;
  /** `http://host:9000/bucket/key` rather than `http://bucket.host/key`: what self-hosted stores expect. */
  forcePathStyle: boolean;
}

/** Reads FILE_STORAGE=s3's settings; throws naming what is missing. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings {
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`FILE_STORAGE=s3 需要设置 ${missing.join('、')}`);
  const prefix = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    prefix: prefix ? `${prefix}/` : '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
  };
}

/**
 * Objects in an S3-compatible bucket. The SDK is loaded only when this store is configured (the default disk store
 * needs none of it). Every process of the platform reads and writes the same bucket, so any of them serves any file.
 */
export async function s3ObjectStore(settings: S3Settings): Promise<ObjectStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, HeadObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: settings.endpoint, region: settings.region, forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Key = (key: string) => `${settings.prefix}${key}`;
  const absent = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
  };
  return {
    description: `S3 ${settings.endpoint ?? settings.region}/${settings.bucket}/${settings.prefix}`,
    async put(key, body, contentType) {
      // Keys are random and never reused; a key already there is a fault, not something to overwrite.
      const there = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: Key(key) })).then(() => true, (err: unknown) => {
        if (absent(err)) return false;
        throw err;
      });
      if (there) throw new Error(`对象已存在：${key}`);
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: Key(key), Body: body, ContentType: contentType }));
    },
    async open(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: Key(key) }));
        return res.Body as Readable;
      } catch (err) {
        if (absent(err)) return undefined;
        throw err;
      }
    },
  };
}
