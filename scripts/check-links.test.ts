import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, linksIn } from './check-links.mjs';

describe('the Markdown link check', () => {
  it('reads inline links and reference definitions, not code', () => {
    const text = [
      'See [the map](docs/a.md#two "title") and [site](https://example.com).',
      '`[not](a-link.md)` and:',
      '```',
      '[also not](fenced.md)',
      '```',
      '[ref]: ./b.md',
    ].join('\n');
    expect(linksIn(text)).toEqual([
      { target: 'docs/a.md#two', line: 1 },
      { target: 'https://example.com', line: 1 },
      { target: './b.md', line: 6 },
    ]);
  });

  it("names headings as GitHub's anchors do", () => {
    const anchors = headingAnchors('# Quality: current figures\n## API · PostgreSQL\n## API · PostgreSQL\n');
    expect([...anchors]).toEqual(['quality-current-figures', 'api--postgresql', 'api--postgresql-1']);
  });

  it('reports a missing file and a missing heading, and passes what exists', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'links-'));
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs', 'a.md'), '# One\n\n## Two\n');
    const readme = path.join(root, 'README.md');
    writeFileSync(
      readme,
      '[ok](docs/a.md#two) [folder](docs/) [self](#top) [gone](docs/moved.md) [no heading](docs/a.md#three)\n# Top\n',
    );
    expect(brokenLinks(readme, root)).toEqual([
      'README.md:1: docs/moved.md (no such file)',
      'README.md:1: docs/a.md#three (no heading for #three)',
    ]);
  });
});
