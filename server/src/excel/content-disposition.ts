/** `attachment` with an ASCII fallback and the RFC 5987 UTF-8 name; CR/LF and quotes can never reach the header. */
export function attachment(filename: string): string {
  const clean = filename.replace(/[\r\n"\\/]/g, '_');
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
