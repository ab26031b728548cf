/** CPU time of processes from /proc (Linux): what a request costs, whatever else shares the cores. */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on every Linux in use). */
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds the process has used so far, or null when it is gone or unreadable. */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Summed CPU milliseconds of several processes (those that vanished count as 0). */
export const totalCpuMs = (pids: number[]) => pids.reduce((sum, pid) => sum + (cpuMsOf(pid) ?? 0), 0);

/**
 * The PostgreSQL backends serving the database `url` names, other than the one asking: the server's pooled
 * connections. PostgreSQL must run on this machine for their /proc entries to exist.
 */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
