// `npm run security:audit`: `npm audit --omit=dev` for high and critical findings. Where the registry gives no
// verdict (the one reachable here answers the audit request with HTTP 405), it says so and checks the installed
// production packages against the hand-kept table in known-advisories.json instead. Exit 1 on any finding.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findAffected, installedVersions } from './advisories.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = (args) => spawnSync('npm', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const audit = npm(['audit', '--omit=dev', '--audit-level=high', '--json']);
let report = null;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (counts) {
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(`npm audit --omit=dev: ${serious} high or critical (${JSON.stringify(counts)})`);
  if (serious > 0) {
    spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { cwd: root, stdio: 'inherit' });
    process.exit(1);
  }
} else {
  const reason = report?.statusCode
    ? `the registry answered the audit request with HTTP ${report.statusCode}`
    : (report?.error?.summary ?? audit.stderr.trim().split('\n').pop());
  console.log(`npm audit gave no verdict: ${reason}`);
  console.log('Falling back to the offline table scripts/security/known-advisories.json (not a full audit).');
}

const table = JSON.parse(readFileSync(new URL('./known-advisories.json', import.meta.url), 'utf8'));
const listing = npm(['ls', '--omit=dev', '--all', '--json']);
const installed = installedVersions(JSON.parse(listing.stdout));
const hits = findAffected(installed, table.advisories);
const checked = new Set(table.advisories.map((advisory) => advisory.package));
console.log(
  `Offline table (reviewed ${table.reviewed}): ${table.advisories.length} advisories on ${checked.size} packages, ` +
    `${installed.size} production packages installed.`,
);
for (const name of [...checked].sort())
  console.log(`  ${name}: ${[...(installed.get(name) ?? ['not installed'])].join(', ')}`);
if (hits.length > 0) {
  for (const { advisory, version } of hits) {
    console.log(
      `✖ ${advisory.package}@${version}: ${advisory.id} (${advisory.severity}) ${advisory.summary}; fixed in ${advisory.fixed}`,
    );
  }
  process.exit(1);
}
console.log('✔ no installed production package is in a listed vulnerable range');
