/** RFC 5987's attr-char: what may stand unescaped in `filename*`; everything else is percent-encoded UTF-8. */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` naming the download `name` (RFC 6266): `filename*` carries the name in UTF-8
 * (RFC 5987), so a Hindi or Kannada name survives, and `filename` a plain-ASCII stand-in for clients that know only
 * that one (non-ASCII, quotes, backslashes and control characters become `_`).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
