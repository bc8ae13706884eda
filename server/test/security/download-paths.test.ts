import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, expectFileRefused } from '../helper';

// downloads take storage keys only; URLs, UNC paths and traversal are refused, never fetched or opened.
const HOSTILE = [
  'http://127.0.0.1:5432/', 'http://169.254.169.254/latest/meta-data/', 'file:///etc/passwd', '../../../etc/passwd',
  '\\\\host\\share\\x', '//evil.example/x',
];

describe('download by parameter', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  it('refuses every hostile value on the zip download with the contract message', async () => {
    const token = await t.login('admin');
    for (const value of HOSTILE) {
      const res = await t.get(`/devops/sys/common/downloadZip?paths=${encodeURIComponent(value)}`, token);
      expectFileRefused(res, 400, value);
      expect(res.json().message, value).toBe('文件夹不能打包下载或文件不存在！');
    }
  });

  it('never serves a hostile value as a static file', async () => {
    const token = await t.login('admin');
    for (const value of HOSTILE) {
      const res = await t.get(`/devops/sys/common/static/${encodeURIComponent(value)}`, token);
      expect(res.statusCode, value).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, value).toBeLessThan(500);
      expect(res.body, value).not.toContain('root:');
    }
  });
});
