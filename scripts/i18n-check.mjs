// Fails when a translation key is missing in a language, when a key is not used anywhere in the code,
// or when a Hindi/Kannada/Marathi text is identical to English (names, numbers and codes aside).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './web-build.mjs';

const LANGS = ['en', 'hi', 'kn', 'mr'];
const problems = [];

function flatten(tree, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, full, out);
    else out[full] = value;
  }
  return out;
}

function load(lang) {
  const bundle = {};
  const dir = path.join(ROOT, 'apps/web/src/locales', lang);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    bundle[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  }
  Object.assign(
    bundle,
    JSON.parse(readFileSync(path.join(ROOT, 'packages/shared/src/messages', `${lang}.json`), 'utf8')),
  );
  return flatten(bundle);
}

const bundles = Object.fromEntries(LANGS.map((lang) => [lang, load(lang)]));
const english = bundles.en;

for (const lang of LANGS.slice(1)) {
  for (const key of Object.keys(english)) {
    if (!(key in bundles[lang])) problems.push(`${lang}: missing ${key}`);
  }
  for (const key of Object.keys(bundles[lang])) {
    if (!(key in english)) problems.push(`${lang}: ${key} is not in English`);
  }
}

// Texts that are the same in every language: brand and proper names, numbers, codes, e-mail addresses, URLs.
const allowSame = (text) =>
  !/[A-Za-z]{3,}/.test(
    text
      .replace(/\{\{\w+\}\}/g, '')
      .replace(
        /KalaSetu|Google|WhatsApp|Facebook|Instagram|LinkedIn|JPG|PNG|GIF|GSTIN|OTP|URL|https?:\/\/\S+|\S+@\S+/g,
        '',
      ),
  );
const sameAllowList = new Set(readAllowList());
function readAllowList() {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, 'apps/web/src/locales/same-as-english.json'), 'utf8'));
  } catch {
    return [];
  }
}
for (const lang of LANGS.slice(1)) {
  for (const [key, text] of Object.entries(bundles[lang])) {
    if (text === english[key] && !allowSame(String(text)) && !sameAllowList.has(key))
      problems.push(`${lang}: ${key} is identical to English ("${text}")`);
  }
}

// Every key must be used: literally (t('a.b')), or through a key prefix that code builds dynamically and lists in
// locales/dynamic-keys.json (for example "options.industry." for t(`options.industry.${value}`)).
function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== 'locales')
        out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(entry.name)) out.push(full);
  }
  return out;
}
const code = [
  ...sourceFiles(path.join(ROOT, 'apps/web/src')),
  ...sourceFiles(path.join(ROOT, 'packages/shared/src')),
  ...sourceFiles(path.join(ROOT, 'apps/server/src')),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
let dynamicPrefixes = [];
try {
  dynamicPrefixes = JSON.parse(
    readFileSync(path.join(ROOT, 'apps/web/src/locales/dynamic-keys.json'), 'utf8'),
  );
} catch {
  dynamicPrefixes = [];
}
for (const key of Object.keys(english)) {
  if (dynamicPrefixes.some((prefix) => key.startsWith(prefix))) continue;
  if (!code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`\`${key}\``))
    problems.push(`unused key ${key}`);
}

if (problems.length) {
  console.error(`Translation check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Translations complete: ${Object.keys(english).length} keys in ${LANGS.length} languages.`);
