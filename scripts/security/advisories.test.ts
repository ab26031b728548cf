import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareVersions, findAffected, installedVersions, isAffected } from './advisories.mjs';

const table = JSON.parse(readFileSync(new URL('./known-advisories.json', import.meta.url), 'utf8')) as {
  advisories: Array<{ id: string; package: string; fixed: string; introduced?: string; severity: string }>;
};

describe('offline advisory check', () => {
  it('orders versions numerically, pre-releases before their release', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('0.45.2', '0.45.10')).toBe(-1);
    expect(compareVersions('9.0.1', '9.0.1')).toBe(0);
    expect(compareVersions('9.0.1-beta.1', '9.0.1')).toBe(-1);
  });

  it('treats introduced as inclusive and fixed as exclusive', () => {
    const advisory = { introduced: '5.0.0', fixed: '5.7.2' };
    expect(isAffected('4.29.1', advisory)).toBe(false);
    expect(isAffected('5.0.0', advisory)).toBe(true);
    expect(isAffected('5.7.1', advisory)).toBe(true);
    expect(isAffected('5.7.2', advisory)).toBe(false);
  });

  it('finds a vulnerable copy anywhere in the tree, once per version', () => {
    const tree = {
      dependencies: {
        nodemailer: { version: '10.6.0' },
        mailer: { version: '1.0.0', dependencies: { nodemailer: { version: '8.0.11' } } },
        other: { version: '1.0.0', dependencies: { nodemailer: { version: '8.0.11' } } },
      },
    };
    const hits = findAffected(installedVersions(tree), table.advisories);
    expect(hits.map((hit) => `${hit.advisory.id} ${hit.version}`)).toEqual(['GHSA-p6gq-j5cr-w38f 8.0.11']);
  });

  it('keeps every row well formed: a package, a high or critical severity and release versions', () => {
    const version = /^\d+\.\d+\.\d+$/;
    for (const advisory of table.advisories) {
      expect(advisory.package).toMatch(/^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/);
      expect(['high', 'critical']).toContain(advisory.severity);
      expect(advisory.fixed).toMatch(version);
      if (advisory.introduced) expect(compareVersions(advisory.introduced, advisory.fixed)).toBe(-1);
    }
  });

  it('finds no installed production package in a listed vulnerable range', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const listing = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const installed = installedVersions(
      JSON.parse(listing.stdout) as { dependencies?: Record<string, unknown> },
    );
    expect(installed.get('fastify')?.size).toBeGreaterThan(0);
    expect(
      findAffected(installed, table.advisories).map(
        (hit) => `${hit.advisory.package}@${hit.version} ${hit.advisory.id}`,
      ),
    ).toEqual([]);
  }, 60_000);
});
