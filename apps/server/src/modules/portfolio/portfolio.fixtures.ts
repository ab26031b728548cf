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

/** The first bytes of an MP4 (an `ftyp` box, brand isom) and some filler: enough for sniffing, which is all the server does. */
export const mp4 = (size = 4096) =>
  Buffer.concat([
    Buffer.from([0x00, 0x00, 0x00, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0x00, 0x00, 0x02, 0x00]),
    Buffer.from('isomiso2', 'latin1'),
    Buffer.alloc(Math.max(0, size - 24)),
  ]);

/** An EBML header with DocType "webm", then filler. */
export const webm = (size = 4096) => {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x02, 0x42, 0x85,
    0x81, 0x02,
  ]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length))]);
};
