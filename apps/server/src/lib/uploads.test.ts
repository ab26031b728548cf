import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kalasetu/shared/messages';
import type { Language } from '@kalasetu/shared/limits';
import { buildTestApp } from '../test/build-test-app';
import { injectAs, makeActors, type Actors, type TestUser } from '../test/factories';
import { multipart, png } from '../modules/portfolio/portfolio.fixtures';
import { isSafeUploadName } from './uploads';

/** Every upload endpoint, who may use it, and the form fields it needs besides the file. */
const ENDPOINTS = [
  { name: 'avatar', folder: 'avatars', actor: 'creator', url: () => '/api/me/avatar', fields: {} },
  {
    name: 'logo',
    folder: 'logos',
    actor: 'enterprise',
    url: (id: string) => `/api/profiles/${id}/logo`,
    fields: {},
  },
  {
    name: 'portfolio',
    folder: 'portfolio',
    actor: 'creator',
    url: (id: string) => `/api/profiles/${id}/portfolio/image`,
    fields: { title: 'Harvest shoot' },
  },
  {
    name: 'showcase',
    folder: 'showcase',
    actor: 'admin',
    url: () => '/api/admin/showcase/image',
    fields: {},
  },
] as const;

/** Every file under a folder, relative to it. */
async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // PNG readers here check no CRC before the dimension check; a zero CRC keeps the file small and simple.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** 50 000 × 50 000 pixels declared in a file of a few hundred bytes: 2.5 gigapixels if anyone decoded it. */
function pngBomb() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(50_001 * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small JPEG whose frame header claims 65 000 × 65 000 pixels (4.2 gigapixels). */
async function jpegBomb() {
  const small = await jpeg();
  const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
  small.writeUInt16BE(65_000, frame + 5);
  small.writeUInt16BE(65_000, frame + 7);
  return small;
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#0369a1' } })
    .jpeg()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#15803d' } })
    .gif()
    .toBuffer();
/** The start of a ZIP archive (a JAR is one): local file header magic and a stored entry named a.class. */
const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'),
  Buffer.from('a.class'),
]);
const SCRIPT = Buffer.from('<script>alert(document.cookie)</script>');
const HTML = Buffer.from('<!doctype html><html><body onload="alert(1)">hi</body></html>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);

describe('upload abuse on every upload endpoint', () => {
  let app: FastifyInstance;
  let actors: Actors;
  let uploadsDir: string;
  let dataDir: string;
  beforeAll(async () => {
    app = await buildTestApp();
    actors = await makeActors(app);
    uploadsDir = app.config.uploadsDir;
    dataDir = app.config.dataDir;
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = (
    endpoint: (typeof ENDPOINTS)[number],
    file: { filename: string; content: Buffer; contentType?: string },
    lang: Language = 'en',
  ) => {
    const actor = actors[endpoint.actor] as TestUser;
    const body = multipart(file, endpoint.fields);
    return injectAs(app, actor, {
      method: 'POST',
      url: endpoint.url(actor.id),
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': lang },
    });
  };

  /** The refusal: its status, its message in the reader's language, and not one byte written anywhere. */
  async function expectRefused(
    endpoint: (typeof ENDPOINTS)[number],
    file: { filename: string; content: Buffer; contentType?: string },
    status: number,
    messageKey: string,
  ) {
    const before = await listFiles(dataDir);
    for (const lang of ['en', 'hi'] as const) {
      const response = await upload(endpoint, file, lang);
      expect(response.statusCode, `${endpoint.name} ${file.filename}`).toBe(status);
      expect(response.json().error.message).toBe(translate(lang, messageKey));
    }
    expect(await listFiles(dataDir)).toEqual(before);
  }

  describe.each(ENDPOINTS)('$name', (endpoint) => {
    it('stores an ordinary image under its folder with a random name, and nothing else', async () => {
      const before = await listFiles(dataDir);
      const response = await upload(endpoint, { filename: 'photo.png', content: await png(300, 200) });
      expect(response.statusCode).toBeLessThan(300);
      const added = (await listFiles(dataDir)).filter((file) => !before.includes(file));
      expect(added.length).toBeGreaterThan(0);
      for (const file of added) {
        expect(file).toMatch(new RegExp(`^uploads/${endpoint.folder}/[a-f0-9]{32}\\.webp$`));
      }
    });

    it('refuses an oversize file while it streams', async () => {
      const limit = 2 * 1024 * 1024;
      const content = Buffer.concat([await png(10, 10), Buffer.alloc(limit + 1024, 0x41)]);
      await expectRefused(endpoint, { filename: 'big.png', content }, 413, 'validation.imageSize');
    });

    it.each([
      ['text renamed .jpg', 'notes.jpg', Buffer.from('just some text, not a picture')],
      ['ZIP renamed .png', 'archive.png', ZIP],
      ['SVG with a script renamed .png', 'vector.png', SVG],
      ['HTML page renamed .jpg', 'page.jpg', HTML],
      ['empty file', 'empty.png', Buffer.alloc(0)],
    ])('refuses a %s', async (_label, filename, content) => {
      const key = content.length === 0 ? 'validation.imageMissing' : 'validation.imageType';
      const status = content.length === 0 ? 400 : 415;
      await expectRefused(endpoint, { filename, content, contentType: 'image/png' }, status, key);
    });

    it.each([
      ['PNG + script', 'poly.png', async () => Buffer.concat([await png(40, 40), SCRIPT])],
      ['PNG + HTML page', 'poly.png', async () => Buffer.concat([await png(40, 40), HTML])],
      ['JPEG + HTML page', 'poly.jpg', async () => Buffer.concat([await jpeg(), HTML])],
      ['GIFAR (GIF + JAR)', 'gifar.gif', async () => Buffer.concat([await gif(), ZIP])],
      ['JPEG + ZIP', 'poly.jpg', async () => Buffer.concat([await jpeg(), ZIP])],
      [
        'PNG + PHP (upper case)',
        'poly.png',
        async () => Buffer.concat([await png(40, 40), Buffer.from('<?PHP system($_GET[1]); ?>')]),
      ],
      ['JPEG + PDF', 'poly.jpg', async () => Buffer.concat([await jpeg(), Buffer.from('%PDF-1.7\n1 0 obj')])],
    ])('refuses a polyglot: %s', async (_label, filename, make) => {
      await expectRefused(endpoint, { filename, content: await make() }, 415, 'validation.imageTrailingData');
    });

    it.each([
      ['PNG declaring 50 000 × 50 000', 'bomb.png', async () => pngBomb()],
      ['JPEG declaring 65 000 × 65 000', 'bomb.jpg', jpegBomb],
    ])('refuses a decompression bomb: %s', async (_label, filename, make) => {
      const content = await make();
      expect(content.length).toBeLessThan(4096);
      await expectRefused(endpoint, { filename, content }, 413, 'validation.imageTooLarge');
    });

    it.each([
      '../../etc/passwd.png',
      '../../../../../../tmp/kalasetu-escape.png',
      '/etc/passwd.png',
      'C:\\Windows\\win.png',
      '..\\..\\evil.png',
      'evil\u0000.png',
      '\u2024\u2024/\u2024\u2024/escape.png',
      '\uff0e\uff0e\uff0f\uff0e\uff0e\uff0fescape.png',
      '%2e%2e%2fescape.png',
      '.hidden.png',
    ])(
      'refuses the path-traversal name %j and writes nothing outside the uploads folder',
      async (filename) => {
        await expectRefused(endpoint, { filename, content: await png(20, 20) }, 400, 'validation.fileName');
        const folder = path.join(uploadsDir, endpoint.folder);
        expect(existsSync(path.resolve(folder, filename.replaceAll('\\', '/')))).toBe(false);
        expect(existsSync('/tmp/kalasetu-escape.png')).toBe(false);
      },
    );
  });

  it('keeps none of a payload hidden inside the picture: the stored file is re-encoded', async () => {
    // A script in a PNG text chunk is still one picture (nothing trails it), so it is accepted and re-encoded.
    const clean = await png(60, 60);
    const iend = clean.length - 12;
    const withText = Buffer.concat([
      clean.subarray(0, iend),
      pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), SCRIPT])),
      clean.subarray(iend),
    ]);
    const before = await listFiles(uploadsDir);
    const response = await upload(ENDPOINTS[0], { filename: 'text-chunk.png', content: withText });
    expect(response.statusCode).toBe(200);
    const added = (await listFiles(uploadsDir)).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    const stored = await readFile(path.join(uploadsDir, added[0]!));
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('accepts a phone photo with its camera trailer, and stores none of the trailer', async () => {
    // Samsung phones append a trailer after the JPEG's end; motion photos append an MP4. Neither is a polyglot.
    const trailer = Buffer.concat([
      Buffer.from('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00isommp42', 'latin1'),
      Buffer.from('Image_UTC_Data1700000000000SEFHSEFT', 'latin1'),
    ]);
    const before = await listFiles(uploadsDir);
    const response = await upload(ENDPOINTS[0], {
      filename: 'IMG_20241121.jpg',
      content: Buffer.concat([await jpeg(), trailer]),
    });
    expect(response.statusCode).toBe(200);
    const added = (await listFiles(uploadsDir)).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    const stored = await readFile(path.join(uploadsDir, added[0]!));
    expect(stored.includes(Buffer.from('Image_UTC_Data'))).toBe(false);
    expect(stored.includes(Buffer.from('ftypmp42'))).toBe(false);
  });

  it('tells ordinary names from probing ones', () => {
    for (const name of ['photo.png', 'मेरी फ़ोटो.jpg', 'IMG_2024-11-21 10.05.33.jpeg', 'a.b.c.gif', 'blob'])
      expect(isSafeUploadName(name), name).toBe(true);
    for (const name of ['a/b.png', 'a\\b.png', '..png', '.env.png', 'a\u0007.png', 'x'.repeat(256)])
      expect(isSafeUploadName(name), name).toBe(false);
  });
});
