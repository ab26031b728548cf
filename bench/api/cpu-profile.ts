/** The heaviest functions of a `node --cpu-prof` profile by self time, as a table for docs/quality.md. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  percent: number;
}

/** Where a frame lives, short: the package for dependencies, the path under apps/ or packages/ for ours. */
function placeOf(url: string, line: number): string {
  if (!url) return '';
  const file = url.replace(/^file:\/\//, '');
  const inModules = file.lastIndexOf('node_modules/');
  const short =
    inModules >= 0
      ? file.slice(inModules + 'node_modules/'.length)
      : file.includes('/apps/') || file.includes('/packages/')
        ? file.slice(file.search(/\/(apps|packages)\//) + 1)
        : path.basename(file);
  return `${short}:${line + 1}`;
}

/** Self time per function (same name and place summed), largest first, as a share of all samples. */
export function topSelfTime(profileFile: string, count = 25): SelfTime[] {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  const nameOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, lineNumber);
    nameOf.set(node.id, `${functionName || '(anonymous)'}${place ? ` ${place}` : ''}`);
  }
  const micros = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const name = nameOf.get(id) ?? '?';
    micros.set(name, (micros.get(name) ?? 0) + delta);
    total += delta;
  });
  return [...micros.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, percent: Math.round((us / total) * 1000) / 10 }));
}

/** Self time per package (drizzle-orm, zod, fastify, pg …), our own code as "app", V8's entries as they are. */
export function selfTimeByPackage(profileFile: string): SelfTime[] {
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile;
  const groupOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url } = node.callFrame;
    const inModules = url.lastIndexOf('node_modules/');
    let group: string;
    if (inModules >= 0) {
      const rest = url.slice(inModules + 'node_modules/'.length).split('/');
      group = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    } else if (url.includes('/apps/') || url.includes('/packages/')) group = 'app (apps/, packages/)';
    else if (url.startsWith('node:') || (url && !url.startsWith('file:'))) group = 'node internals';
    else group = functionName.startsWith('(') ? functionName : 'native / V8 builtins';
    groupOf.set(node.id, group);
  }
  const micros = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const group = groupOf.get(id) ?? '?';
    micros.set(group, (micros.get(group) ?? 0) + delta);
    total += delta;
  });
  return [...micros.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => ({ name, percent: Math.round((us / total) * 1000) / 10 }));
}
