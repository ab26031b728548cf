// The offline half of `npm run security:audit`: which installed production packages fall inside a known advisory's
// vulnerable range (scripts/security/known-advisories.json). Pure functions, tested in advisories.test.ts.

/** Compares two release versions numerically (1.10.0 > 1.9.9); a pre-release sorts before its release. */
export function compareVersions(a, b) {
  const parse = (version) => {
    const [core, pre] = version.split('-', 2);
    return { parts: core.split('.').map((part) => Number.parseInt(part, 10) || 0), pre: pre ?? null };
  };
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < 3; i++) {
    const diff = (left.parts[i] ?? 0) - (right.parts[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === null) return 1;
  if (right.pre === null) return -1;
  return left.pre < right.pre ? -1 : 1;
}

/** True when `version` is inside the advisory's range: introduced <= version < fixed. */
export function isAffected(version, advisory) {
  if (advisory.introduced && compareVersions(version, advisory.introduced) < 0) return false;
  return compareVersions(version, advisory.fixed) < 0;
}

/** Every name@version in an `npm ls --json --all` tree (each package once per version). */
export function installedVersions(tree) {
  const found = new Map();
  const walk = (dependencies) => {
    for (const [name, node] of Object.entries(dependencies ?? {})) {
      if (node.version) {
        const versions = found.get(name) ?? new Set();
        versions.add(node.version);
        found.set(name, versions);
      }
      walk(node.dependencies);
    }
  };
  walk(tree.dependencies);
  return found;
}

/** The advisories that match an installed version: [{ advisory, version }]. */
export function findAffected(installed, advisories) {
  const hits = [];
  for (const advisory of advisories) {
    for (const version of installed.get(advisory.package) ?? []) {
      if (isAffected(version, advisory)) hits.push({ advisory, version });
    }
  }
  return hits;
}
