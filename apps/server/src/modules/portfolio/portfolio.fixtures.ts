import sharp from 'sharp';

/** A multipart body as browsers send it: text fields first, then the one file. */
export function multipart(
  file: { filename: string; content: Buffer; contentType?: string } | null,
  fields: Record<string, string> = {},
) {
  const boundary = '----kalasetu' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG carrying EXIF metadata that re-encoding must drop. */
export const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#b45309' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
    .png()
    .toBuffer();
