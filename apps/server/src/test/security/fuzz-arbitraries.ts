import fc from 'fast-check';
import { JSON_MAX_DEPTH } from '@kalasetu/shared/limits';

/** A fuzzed request body, already encoded: JSON text (possibly malformed) or multipart bytes. */
export interface FuzzBody {
  kind: 'json' | 'raw' | 'multipart';
  payload: string | Buffer;
  contentType: string;
  /** The body as the server decodes it; undefined when the server cannot decode it (so must refuse it). */
  value?: unknown;
}

const DEVANAGARI = 'कलासेतु मराठी हिंदी ०१२३४५६७८९ क्षत्रज्ञ';
const KANNADA = 'ಕಲಾಸೇತು ಕನ್ನಡ ೦೧೨೩೪೫೬೭೮೯ ಹುಬ್ಬಳ್ಳಿ';
const SQLISH = [
  "' OR '1'='1",
  "'; DROP TABLE profiles; --",
  '1; SELECT pg_sleep(5)',
  "\\' UNION SELECT email, password FROM accounts --",
  '%_%',
  '$1',
  "admin'--",
  '0x27',
];
const WEIRD = [
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u001f\u007f',
  '\r\n\t',
  '\u202e\u200b\ufeff',
  '😀🇮🇳',
  '\ud800',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  'NaN',
  'null',
  'undefined',
  'true',
  '1e309',
  '-0',
  DEVANAGARI,
  KANNADA,
];

const nastyString = fc.oneof(
  fc.constantFrom(...SQLISH, ...WEIRD),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.stringMatching(/^[\u0900-\u097f\u0c80-\u0cff ]{1,60}$/),
  // Long text: past every field limit, sometimes past the 256 kB body limit.
  fc.constantFrom(300, 5_000, 70_000, 300_000).map((n) => 'अ'.repeat(n)),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 1,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    1e-320,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any value of a wrong kind for a field: strings, numbers, booleans, null, arrays and nested objects. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** What Fastify's JSON parser makes of `text`: undefined when it refuses it (malformed, or a prototype-poisoning key). */
export function decodeJson(text: string): unknown {
  if (/"__proto__"\s*:|"constructor"\s*:\s*\{[^}]*"prototype"\s*:/.test(text)) return undefined;
  try {
    return JSON.parse(text.replace(/^\ufeff/, '')) as unknown;
  } catch {
    return undefined;
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** encodeURIComponent throws on lone surrogates; a browser would send U+FFFD for them. */
export const encodeUri = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));

/** String form of any generated value (objects may carry their own `toString` key). */
export const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');

function encode(value: unknown, protoKey?: string): FuzzBody {
  let text = JSON.stringify(value) ?? 'null';
  if (protoKey && text.startsWith('{')) {
    const injected = JSON.stringify({ role: 'admin', isVerified: true, polluted: true });
    text = `{"${protoKey}":${injected}${text === '{}' ? '' : ','}${text.slice(1)}`;
    return { kind: 'raw', payload: text, contentType: 'application/json', value: decodeJson(text) };
  }
  return { kind: 'json', payload: text, contentType: 'application/json', value };
}

/** A valid body with one field replaced, removed, or joined by an unknown or prototype-polluting key. */
export function nearValid(valid: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const keys = Object.keys(valid);
  const field = keys.length ? fc.constantFrom(...keys) : fc.constant('value');
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(field, nastyValue).map(([key, value]) => encode({ ...valid, [key]: value })),
    },
    {
      weight: 1,
      arbitrary: field.map((key) => {
        const { [key]: _dropped, ...rest } = valid;
        return encode(rest);
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...PROTO_KEYS), field, nastyValue)
        .map(([protoKey, key, value]) => encode({ ...valid, [key]: value }, protoKey)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 12 }), nastyValue)
        .map(([key, value]) => encode({ ...valid, [key]: value })),
    },
  );
}

/** Arbitrary JSON documents, malformed JSON, and bodies sent with the wrong content type. */
export const arbitraryBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => encode(value)) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(nastyString, fc.constantFrom('{', '{"a":', '[1,', '{"a":1}}', 'nul', '\u0000{}'))
      .map((text): FuzzBody => ({
        kind: 'raw',
        payload: text,
        contentType: 'application/json',
        value: decodeJson(text),
      })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        nastyString,
        fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded'),
      )
      // Fastify reads text/plain as a string; other types are unsupported (415).
      .map(([text, contentType]): FuzzBody => ({
        kind: 'raw',
        payload: text,
        contentType,
        value: contentType === 'text/plain' ? text : undefined,
      })),
  },
);

/** `depth` arrays around `inner`, as text: JSON.stringify itself would overflow the stack on the deep ones. */
const nestedText = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

/**
 * Bodies of hostile shape: one field, or the whole body, nested past JSON_MAX_DEPTH (up to 100 000
 * levels, which once overflowed the stack); a field holding a huge array; a field holding a very long string.
 * Deep bodies must be refused; the others go through the contract like any body.
 */
export function hostileShape(valid: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const keys = Object.keys(valid);
  const field = keys.length ? fc.constantFrom(...keys) : fc.constant('value');
  const depth = fc.constantFrom(JSON_MAX_DEPTH + 1, 1_000, 100_000);
  const deepField = fc.tuple(field, depth).map(([key, n]): FuzzBody => {
    const rest = JSON.stringify({ ...valid, [key]: undefined });
    const text = `{${JSON.stringify(key)}:${nestedText(n, '"x"')}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`;
    return { kind: 'raw', payload: text, contentType: 'application/json', value: undefined };
  });
  const deepBody = depth.map((n): FuzzBody => ({
    kind: 'raw',
    payload: nestedText(n, JSON.stringify(valid)),
    contentType: 'application/json',
    value: undefined,
  }));
  const hugeArray = fc
    .tuple(field, fc.constantFrom(1_000, 20_000, 60_000), fc.constantFrom<unknown>('x', 1, null, {}))
    .map(([key, n, item]) => encode({ ...valid, [key]: Array.from({ length: n }, () => item) }));
  const longString = fc
    .tuple(field, fc.constantFrom(10_000, 200_000, 300_000), fc.constantFrom('a', 'अ', '\\', '"'))
    .map(([key, n, unit]) => encode({ ...valid, [key]: unit.repeat(n) }));
  return fc.oneof(deepField, deepBody, hugeArray, longString);
}

export const fuzzBody = (valid: Record<string, unknown>) =>
  fc.oneof(
    { weight: 3, arbitrary: nearValid(valid) },
    { weight: 2, arbitrary: arbitraryBody },
    { weight: 1, arbitrary: hostileShape(valid) },
  );

/** Bytes that are not an image (text, random bytes, a PNG signature with garbage after it), with hostile names. */
export function nonImageUpload(fields: Record<string, string> = {}): fc.Arbitrary<FuzzBody> {
  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
    fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.concat([PNG_SIGNATURE, Buffer.from(a)])),
    nastyString.map((s) => Buffer.from(s)),
  );
  const filename = fc.oneof(
    fc.constantFrom('photo.png', '../../../etc/passwd.png', 'a\u0000.png', 'शेल.php.png', 'x.svg', ''),
    fc.string({ maxLength: 30 }).map((s) => s.replace(/["\r\n]/g, '')),
  );
  const contentType = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
  );
  const extra = fc.dictionary(fc.constantFrom('title', 'description', 'type', 'x'), nastyString, {
    maxKeys: 3,
  });
  return fc.tuple(bytes, filename, contentType, extra).map(([content, name, type, more]) => {
    const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [key, value] of Object.entries({ ...fields, ...more })) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value.slice(0, 4000)}\r\n`,
        ),
      );
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    return {
      kind: 'multipart',
      payload: Buffer.concat(parts),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  });
}

/**
 * A path parameter that names nothing: hostile text behind a fixed letter (never a number or a UUID), or a number
 * no row can have (past the integer range, zero, negative, fractional), or the nil UUID.
 */
export const badPathParam = fc.oneof(
  { weight: 4, arbitrary: nastyString.map((s) => encodeUri(`q${s.slice(0, 200)}`)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2147483648',
      '99999999999999999999',
      '0',
      '-1',
      '1.5',
      '00000000-0000-0000-0000-000000000000',
    ),
  },
);

/** Query strings for list and search endpoints: known keys with hostile values, unknown keys, raw garbage. */
export function fuzzQuery(keys: string[]): fc.Arbitrary<string> {
  const known = fc.dictionary(fc.constantFrom(...keys), nastyValue.map(asText), { maxKeys: keys.length });
  const unknown = fc.dictionary(fc.string({ maxLength: 10 }), nastyString, { maxKeys: 3 });
  const encoded = fc.tuple(known, unknown).map(([a, b]) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...b, ...a })) params.append(key, value.slice(0, 5_000));
    return params.toString();
  });
  const repeated = fc
    .tuple(fc.constantFrom(...keys), fc.array(nastyString, { minLength: 2, maxLength: 4 }))
    .map(([key, values]) => values.map((v) => `${key}=${encodeUri(v.slice(0, 500))}`).join('&'));
  const raw = fc.oneof(
    fc.constantFrom(
      '%',
      '%zz',
      'a[b]=1&a[c]=2',
      '__proto__[x]=1',
      'constructor.prototype.x=1',
      '=&&=',
      'q=%00',
    ),
    fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x21-\x7e]|#/g, (c) => encodeUri(c))),
  );
  return fc.oneof(
    { weight: 5, arbitrary: encoded },
    { weight: 2, arbitrary: repeated },
    { weight: 2, arbitrary: raw },
  );
}
