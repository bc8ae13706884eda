import { describe, expect, it } from 'vitest';
import { fileNameOf, fillLinkPattern, isImageFile, storedFilesOf } from './file-values';

describe('stored file values', () => {
  it('names a stored path readably, never as the raw path', () => {
    expect(fileNameOf('temp/abc_1700000000.pdf')).toBe('abc.pdf');
    expect(fileNameOf('temp/合同扫描件_1700000000000.pdf')).toBe('合同扫描件.pdf');
    expect(fileNameOf('temp/202606/3f2a9c0e5b7d4a1e8c6f2b9d0a7e5c31.pdf', 1)).toBe('附件2.pdf');
    expect(fileNameOf('news/%E9%99%84%E4%BB%B6.docx')).toBe('附件.docx');
  });

  it('reads comma-separated paths, JSON and file objects', () => {
    expect(storedFilesOf('temp/a_1700000000.pdf, temp/b_1700000001.PNG')).toEqual([
      { path: 'temp/a_1700000000.pdf', name: 'a.pdf', image: false },
      { path: 'temp/b_1700000001.PNG', name: 'b.PNG', image: true },
    ]);
    expect(storedFilesOf([{ fileName: '验收报告.pdf', filePath: 'temp/x.pdf', fileSize: 10 }])).toEqual([{ path: 'temp/x.pdf', name: '验收报告.pdf', image: false }]);
    expect(storedFilesOf('[{"fileName":"照片.jpg","filePath":"temp/y.jpg"}]')).toEqual([{ path: 'temp/y.jpg', name: '照片.jpg', image: true }]);
    expect(storedFilesOf('')).toEqual([]);
    expect(storedFilesOf(null)).toEqual([]);
    expect(isImageFile('https://cdn.example.com/a.webp?x=1')).toBe(true);
  });

  it('fills link patterns with encoded row values', () => {
    expect(fillLinkPattern('https://example.com/s?q=${partyA}&n=${missing}', { partyA: '江西 交投' })).toBe('https://example.com/s?q=%E6%B1%9F%E8%A5%BF%20%E4%BA%A4%E6%8A%95&n=');
  });
});
