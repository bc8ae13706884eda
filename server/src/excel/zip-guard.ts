/** Limits for spreadsheets accepted by imports: the packed file, what it unpacks to, and the ratio between them. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const MAX_RATIO = 100;

/**
 * Reads a zip's central directory (no decompression) and refuses archives that would unpack past the limits —
 * a zip bomb is refused before any parser inflates it. Returns a Chinese reason, or null when the file is fine.
 */
export function checkZip(buf: Buffer): string | null {
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) return '文件不是有效的 xlsx 文件';
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return '文件不是有效的 xlsx 文件';
  const entries = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== 0x02014b50) return '文件不是有效的 xlsx 文件';
    const packed = buf.readUInt32LE(offset + 20);
    const unpacked = buf.readUInt32LE(offset + 24);
    if (packed === 0xffffffff || unpacked === 0xffffffff) return '文件过大（zip64），拒绝导入';
    total += unpacked;
    if (total > MAX_UNPACKED_BYTES) return '文件解压后过大，拒绝导入';
    if (unpacked > 1024 * 1024 && unpacked / Math.max(1, packed) > MAX_RATIO) return '文件压缩比异常，拒绝导入';
    offset += 46 + buf.readUInt16LE(offset + 28) + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32);
  }
  return null;
}
