import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import JSZip from 'jszip';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { s3ObjectStore, s3SettingsFromEnv, type S3Settings } from '../../src/files/storage/s3-object-store';
import { createTestPlatform, type TestPlatform } from '../helper';

// Several machines serve one installation: uploads live in an S3-compatible bucket, so a file uploaded through one
// process is served by any other. Tested against a real S3 server running locally (s3rver), not a mock.

const PDF = Buffer.from('%PDF-1.7\n% 京港澳改扩建 TJ2 标段 监理月报（2026年11月）\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

let s3server: S3rver;
let s3dir: string;
let settings: S3Settings;
let client: S3Client;
let t: TestPlatform;
/** The other machine: same database and event bus, same bucket, a disk of its own. */
let other: FastifyInstance;
let otherDisk: string;

beforeAll(async () => {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-s3-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
  const { port } = await s3server.run();
  settings = s3SettingsFromEnv({
    S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'gcjt-files', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_PREFIX: '/platform/',
  });
  client = new S3Client({ endpoint: settings.endpoint, region: settings.region, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  t = await createTestPlatform({ objectStore: await s3ObjectStore(settings) });
  otherDisk = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-other-disk-'));
  other = await buildApp({ db: t.db, store: t.store, bus: t.bus, uploadDir: otherDisk, objectStore: await s3ObjectStore(settings) });
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
  client?.destroy();
  await s3server?.close();
  fs.rmSync(s3dir, { recursive: true, force: true });
  fs.rmSync(otherDisk, { recursive: true, force: true });
});

async function upload(app: FastifyInstance, user: string, filename: string, body: Buffer, biz = 'supervision') {
  const boundary = '----s3-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\n${biz}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    body, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: 'POST', url: '/devops/sys/common/upload', payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': await t.login(user) } });
}

describe('uploads in an S3-compatible bucket', () => {
  it('stores an upload as an object under the prefix, nothing on either disk', async () => {
    const res = await upload(t.app, 'lina', '监理月报.pdf', PDF);
    expect(res.json()).toMatchObject({ success: true, code: 0 });
    const key = res.json().message as string;
    const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: 'platform/' }));
    expect(listed.Contents?.map((o) => o.Key)).toContain(`platform/${key}`);
    const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: `platform/${key}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(PDF);
    expect(object.ContentType).toBe('application/pdf');
    expect(fs.existsSync(path.join(t.uploadDir, key))).toBe(false);
    expect(fs.readdirSync(otherDisk)).toEqual([]);
  });

  it('serves a file uploaded through one process from the other, by token and by signed link', async () => {
    const key = (await upload(t.app, 'lina', '现场照片.png', PNG, 'safety')).json().message as string;
    const token = await t.login('lina');
    const byToken = await other.inject({ method: 'GET', url: `/devops/sys/common/static/${key}`, headers: { 'x-access-token': token } });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.rawPayload).toEqual(PNG);
    const signed = (await other.inject({ method: 'GET', url: `/devops/sys/common/signUrl?path=${key}`, headers: { 'x-access-token': token } })).json().result as string;
    const bySignature = await t.app.inject({ method: 'GET', url: signed });
    expect(bySignature.statusCode).toBe(200);
    expect(bySignature.headers['content-type']).toBe('image/png');
    expect(bySignature.rawPayload).toEqual(PNG);
    // Another company's user is still refused: the bucket holds bytes, the database decides who reads them.
    const wangqiang = await other.inject({ method: 'GET', url: `/devops/sys/common/static/${key}`, headers: { 'x-access-token': await t.login('wangqiang') } });
    expect(wangqiang.statusCode).toBe(404);
  });

  it('packs files from the bucket into one zip, and refuses the zip when an object is gone', async () => {
    const a = (await upload(t.app, 'lina', '监理月报.pdf', PDF)).json().message as string;
    const b = (await upload(t.app, 'lina', '现场照片.png', PNG, 'safety')).json().message as string;
    const token = await t.login('lina');
    const zip = await other.inject({ method: 'GET', url: `/devops/sys/common/downloadZip?paths=${a},${b}`, headers: { 'x-access-token': token } });
    expect(zip.statusCode).toBe(200);
    const entries = await JSZip.loadAsync(zip.rawPayload);
    expect(new Set(Object.keys(entries.files))).toEqual(new Set(['监理月报.pdf', '现场照片.png']));
    expect(Buffer.from(await entries.file('监理月报.pdf')!.async('uint8array'))).toEqual(PDF);
    // A row whose object is missing (deleted from the bucket by hand) is refused, as a missing file on disk is.
    await t.db.query(`INSERT INTO sys_file (id, storage_key, biz, original_name, content_type, size, sha256, company_id, create_by)
      SELECT md5(random()::text), 'supervision/202611/' || md5('gone') || '.pdf', biz, '丢失的文件.pdf', content_type, size, sha256, company_id, create_by FROM sys_file WHERE storage_key = $1`, [a]);
    const gone = `supervision/202611/${(await t.db.query<{ k: string }>(`SELECT md5('gone') AS k`)).rows[0].k}.pdf`;
    // The row alone is readable (its link signs), only its bytes are missing.
    expect((await other.inject({ method: 'GET', url: `/devops/sys/common/signUrl?path=${gone}`, headers: { 'x-access-token': token } })).json().success).toBe(true);
    expect((await other.inject({ method: 'GET', url: `/devops/sys/common/static/${gone}`, headers: { 'x-access-token': token } })).statusCode).toBe(404);
    const refused = await other.inject({ method: 'GET', url: `/devops/sys/common/downloadZip?paths=${a},${gone}`, headers: { 'x-access-token': token } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('文件夹不能打包下载或文件不存在！');
  });

  it('still serves the demo photos, which live beside the schemas and not in the bucket', async () => {
    const { rows } = await t.db.query<{ storage_key: string; company_id: string }>(`SELECT storage_key, company_id FROM sys_file WHERE storage_key LIKE 'demo/%' AND company_id = 'c01' LIMIT 1`);
    expect(rows.length).toBe(1);
    const res = await other.inject({ method: 'GET', url: `/devops/sys/common/static/${rows[0].storage_key}`, headers: { 'x-access-token': await t.login('lina') } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(100);
  });

  it('names what is missing when the bucket is configured half-way', () => {
    expect(() => s3SettingsFromEnv({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'files' })).toThrow('FILE_STORAGE=s3 需要设置 S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY');
  });
});
