// `npm run lint:links`: every relative link in the repository's Markdown files leads to a file (or folder) that
// exists, and an anchor to a heading of that file; so moving or renaming a document cannot break links silently.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'dist-ssr', 'test-results']);

/** Every Markdown file under `folder`, outside dependencies and build output. */
export function markdownFiles(folder = ROOT) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    // `data/` at the top is the local database and uploads (DATA_DIR), not documents.
    const skipped = SKIPPED_FOLDERS.has(entry.name) || (folder === ROOT && entry.name === 'data');
    if (entry.isDirectory()) return skipped ? [] : markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The text without fenced code blocks and inline code, where a bracket is not a link. */
function withoutCode(text) {
  return text
    .replace(/^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(`+)[\s\S]*?\1/g, (span) => span.replace(/[^\n]/g, ' '));
}

/** The targets of inline links `[text](target "title")` and reference definitions `[label]: target`, with lines. */
export function linksIn(text) {
  const links = [];
  const lines = withoutCode(text).split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ target: match[1], line: index + 1 });
    const definition = /^ {0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(line);
    if (definition) links.push({ target: definition[1], line: index + 1 });
  });
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 … */
export function headingAnchors(text) {
  const seen = new Map();
  const anchors = new Set();
  for (const match of withoutCode(text).matchAll(/^ {0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = match[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** The broken relative links of one Markdown file, as `file:line: target (why)`. */
export function brokenLinks(file, root = ROOT) {
  const text = readFileSync(file, 'utf8');
  const problems = [];
  for (const { target, line } of linksIn(text)) {
    if (isExternal(target)) continue;
    const [rawPath, anchor] = target.split('#', 2);
    const linkPath = decodeURIComponent(rawPath);
    const resolved = linkPath === '' ? file : path.resolve(path.dirname(file), linkPath);
    const where = `${path.relative(root, file)}:${line}: ${target}`;
    if (!existsSync(resolved)) {
      problems.push(`${where} (no such file)`);
      continue;
    }
    if (!anchor || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue;
    if (!headingAnchors(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor).toLowerCase()))
      problems.push(`${where} (no heading for #${anchor})`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = markdownFiles();
  const problems = files.flatMap((file) => brokenLinks(file));
  if (problems.length > 0) {
    console.error(`Broken links in Markdown files (${problems.length}):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`Links: every relative link of ${files.length} Markdown files leads somewhere.`);
}
