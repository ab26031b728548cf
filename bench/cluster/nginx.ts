import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx, installed with apt-get when missing (the bench runs as root on a fresh machine). */
export function ensureNginx(log: (message: string) => void): string {
  if (existsSync(NGINX)) return NGINX;
  log('nginx is missing: apt-get install -y nginx-light');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light'],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !existsSync(NGINX)) {
    throw new Error('could not install nginx; run "apt-get install nginx-light" as root and try again');
  }
  return NGINX;
}

/**
 * The committed template with this run's folder, listen address, instances and unlimited addresses filled in (the
 * bench's own load comes from one address and would otherwise be refused by the per-address budget).
 */
export async function writeNginxConfig(
  dir: string,
  listen: string[],
  upstreams: string[],
  unlimited: string[],
): Promise<string> {
  const template = await readFile(path.join(import.meta.dirname, 'nginx.conf.template'), 'utf8');
  const servers = upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n');
  const config = template
    .replaceAll('{{DIR}}', dir)
    .replace('    listen {{LISTEN}};', listen.map((address) => `    listen ${address};`).join('\n'))
    .replace('{{UPSTREAMS}}', servers)
    .replace('{{UNLIMITED}}', unlimited.map((address) => `    ${address} 0;`).join('\n'));
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  return file;
}

/** nginx in the foreground as a child of this script, with its own pid, logs and temp folders. */
export function startNginx(binary: string, dir: string, configFile: string): ChildProcess {
  const test = spawnSync(
    binary,
    ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile],
    {
      encoding: 'utf8',
    },
  );
  if (test.status !== 0) throw new Error(`nginx rejected its configuration:\n${test.stderr}`);
  return spawn(binary, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface AccessLine {
  method: string;
  status: number;
  /** Every instance nginx tried, in order ("127.0.0.1:4982, 127.0.0.1:4981" after a retry). */
  upstreams: string[];
}

export async function readAccessLog(dir: string): Promise<AccessLine[]> {
  const file = path.join(dir, 'access.log');
  if (!existsSync(file)) return [];
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  return lines.flatMap((line) => {
    const match = /"(\w+) [^"]*" (\d{3}) upstream=(.*?) upstream_status=/.exec(line);
    if (!match) return [];
    // Tried instances are separated by ", " (and " : " across internal redirects).
    const upstreams = match[3] === '-' ? [] : match[3]!.split(/\s*,\s*|\s+:\s+/);
    return [{ method: match[1]!, status: Number(match[2]), upstreams }];
  });
}
