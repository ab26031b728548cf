/**
 * The memory of a process and all its descendants, read from /proc (Linux only). RSS counts a page shared by two
 * processes (the node binary's code, say) in each of them; PSS shares it out, so the PSS of a tree is what the tree
 * really costs the machine. Both are printed; the target is set on RSS, the stricter of the two.
 */
import { readFileSync, readdirSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  rssKb: number;
  pssKb: number;
  command: string;
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function children(pid: number): number[] {
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) =>
    read(`/proc/${pid}/task/${task}/children`).split(/\s+/).filter(Boolean).map(Number),
  );
}

const kilobytes = (text: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);

/** Every live process of the tree rooted at `rootPid`, the root first. */
export function processTree(rootPid: number): ProcessMemory[] {
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) pids.push(...children(pids[i]!));
  return pids
    .map((pid) => ({
      pid,
      rssKb: kilobytes(read(`/proc/${pid}/status`), 'VmRSS'),
      pssKb: kilobytes(read(`/proc/${pid}/smaps_rollup`), 'Pss'),
      command: read(`/proc/${pid}/cmdline`).split('\0').join(' ').trim().slice(0, 90),
    }))
    .filter((process) => process.command !== '');
}

export const megabytes = (kb: number) => Math.round(kb / 1024);

export function treeTotals(tree: ProcessMemory[]) {
  return {
    rssMb: megabytes(tree.reduce((sum, p) => sum + p.rssKb, 0)),
    pssMb: megabytes(tree.reduce((sum, p) => sum + p.pssKb, 0)),
    processes: tree.length,
  };
}
