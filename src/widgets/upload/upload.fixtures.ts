import type { UploadFileValue, UploadFn } from './use-upload-controller';

// Inline pictures so image stories render without a file server.
const svg = (color: string, text: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${color}"/><text x="100" y="110" font-size="28" text-anchor="middle" fill="#fff">${text}</text></svg>`)}`;

export const sitePhotos: UploadFileValue[] = [
  { fileName: '桥梁墩柱施工现场.jpg', filePath: svg('#07aea8', '墩柱施工'), fileSize: 182_304 },
  { fileName: '隧道二衬检查.jpg', filePath: svg('#2f54eb', '二衬检查'), fileSize: 240_112 },
  { fileName: '路基压实度检测.png', filePath: svg('#fa8c16', '压实检测'), fileSize: 96_880 },
];

export const reportPaths = 'temp/监理月报2026年3月_1743400000000.pdf,temp/安全检查记录表_1743400000001.xlsx';

/** A fake upload: progress in steps, then a stored path like the server's `temp/<name>_<ts>.<ext>`. */
export function fakeUploadFn({ fail = false, stepMs = 60 } = {}): UploadFn {
  return (file, onProgress) => new Promise((resolve, reject) => {
    let percent = 0;
    const tick = setInterval(() => {
      percent += 25;
      onProgress(Math.min(percent, 100));
      if (percent < 100) return;
      clearInterval(tick);
      if (fail) reject(new Error('上传失败！'));
      else resolve(`temp/${file.name.replace(/(\.[^.]+)?$/, (ext) => `_${Date.now()}${ext}`)}`);
    }, stepMs);
  });
}
