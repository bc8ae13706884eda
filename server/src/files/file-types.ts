/** What a stored file may be: extension → content type, how its bytes must start, and whether it may show inline. */
interface FileType {
  contentType: string;
  /** The content check; files whose bytes do not match their extension are refused. */
  matches(head: Buffer): boolean;
  inline: boolean;
}

const starts = (...bytes: number[]) => (head: Buffer) => bytes.every((b, i) => head[i] === b);
const ascii = (text: string, at = 0) => (head: Buffer) => head.subarray(at, at + text.length).toString('latin1') === text;
const zip = starts(0x50, 0x4b, 0x03, 0x04);
const ole = starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** Plain text: no NUL bytes and nothing a browser would sniff as markup. */
const text = (head: Buffer) => !head.includes(0) && !/<\s*(html|script|svg|iframe|body|head|!doctype)/i.test(head.toString('utf8'));

export const FILE_TYPES: Record<string, FileType> = {
  png: { contentType: 'image/png', matches: starts(0x89, 0x50, 0x4e, 0x47), inline: true },
  jpg: { contentType: 'image/jpeg', matches: starts(0xff, 0xd8, 0xff), inline: true },
  jpeg: { contentType: 'image/jpeg', matches: starts(0xff, 0xd8, 0xff), inline: true },
  gif: { contentType: 'image/gif', matches: ascii('GIF8'), inline: true },
  webp: { contentType: 'image/webp', matches: (h) => ascii('RIFF')(h) && ascii('WEBP', 8)(h), inline: true },
  bmp: { contentType: 'image/bmp', matches: ascii('BM'), inline: true },
  pdf: { contentType: 'application/pdf', matches: ascii('%PDF-'), inline: false },
  doc: { contentType: 'application/msword', matches: ole, inline: false },
  xls: { contentType: 'application/vnd.ms-excel', matches: ole, inline: false },
  ppt: { contentType: 'application/vnd.ms-powerpoint', matches: ole, inline: false },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: zip, inline: false },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: zip, inline: false },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: zip, inline: false },
  zip: { contentType: 'application/zip', matches: zip, inline: false },
  txt: { contentType: 'text/plain; charset=utf-8', matches: text, inline: false },
  csv: { contentType: 'text/csv; charset=utf-8', matches: text, inline: false },
  mp4: { contentType: 'video/mp4', matches: ascii('ftyp', 4), inline: false },
};

/**
 * The allow-listed type of an upload, judged by its name's last extension and its first bytes; null when
 * either is wrong (`x.html`, `x.jpg.html`, a PNG name over HTML bytes, `x.html.`, `x.html%00.jpg`).
 */
export function detectType(filename: string, head: Buffer): { ext: string; type: FileType } | null {
  // Control characters (a NUL cut-off trick) and percent-encodings have no place in a real file name.
  if ([...filename].some((c) => c.charCodeAt(0) < 0x20 || c === '%') || filename.endsWith('.')) return null;
  const ext = filename.split('.').pop()?.toLowerCase() ?? '';
  const type = FILE_TYPES[ext];
  if (!type || !filename.includes('.') || !type.matches(head)) return null;
  return { ext, type };
}
