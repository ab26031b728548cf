import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const PASSWORD = 'Str0ng!pass';
/** iproute2's `ip`, on every Debian machine. */
const IP = '/usr/sbin/ip';

export interface Account {
  id: string;
  cookie: string;
}

/** A JSON request as a browser on `origin` sends it (the CSRF check wants a trusted Origin on writes). */
export async function call(
  base: string,
  origin: string,
  method: string,
  path: string,
  cookie = '',
  body?: unknown,
): Promise<{ status: number; json: unknown; response: Response }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, response };
}

const SIGNUP = {
  enterprise: {
    role: 'enterprise',
    name: 'Rohini Patil',
    industry: 'agriculture',
    state: 'maharashtra',
    district: 'Nashik',
    turnover: 'range_10_to_50_lakhs',
    productsServices: 'Organic grapes and spices',
    phone: '9876543210',
    establishedDate: '2015-04-01',
    address: 'Dindori Road, Nashik',
  },
  creator: {
    role: 'creator',
    name: 'Kavya Hegde',
    phone: '9845012345',
    address: 'Vidyanagar, Hubballi',
    bio: 'Reels for weavers and farmers',
    skills: 'Videography, Photography',
    interests: 'Food, Textiles',
  },
} as const;

/** Signs up through the public API (as the browser does) and keeps the session cookie. */
export async function signUp(base: string, origin: string, role: 'enterprise' | 'creator'): Promise<Account> {
  const tag = randomUUID().slice(0, 8);
  const result = await call(base, origin, 'POST', '/api/accounts/signup', '', {
    ...SIGNUP[role],
    ...(role === 'enterprise' ? { companyName: `Cluster Spices ${tag}` } : {}),
    email: `cluster-${role}-${tag}@example.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (result.status !== 201)
    throw new Error(`sign-up failed: ${result.status} ${JSON.stringify(result.json)}`);
  const cookie = result.response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { id: (result.json as { user: { id: string } }).user.id, cookie };
}

export async function postJob(
  base: string,
  origin: string,
  enterprise: Account,
  title: string,
): Promise<number> {
  const result = await call(base, origin, 'POST', '/api/jobs', enterprise.cookie, {
    title,
    description: 'Forty spice packets on a white background.',
    location: 'Nashik, Maharashtra',
    category: 'photography',
    budgetMin: 20000,
    budgetMax: 40000,
    deadline: '2099-06-30',
    skills: ['Photography'],
  });
  if (result.status !== 201)
    throw new Error(`posting a job failed: ${result.status} ${JSON.stringify(result.json)}`);
  return (result.json as { job: { id: number } }).job.id;
}

export const applyBody = { proposedPrice: 30000, coverLetter: 'I shoot packaged food for three brands.' };

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * `count` GETs of `url` sent from the local addresses `from` in turn (any of 127.0.0.0/8, or addresses put on the
 * loopback interface), `parallel` at a time: their statuses.
 */
export async function floodFrom(
  from: string | string[],
  url: string,
  count: number,
  parallel: number,
): Promise<number[]> {
  const agents = [from]
    .flat()
    .map((localAddress) => new http.Agent({ keepAlive: true, maxSockets: parallel, localAddress }));
  let sent = 0;
  try {
    return await inBatches(
      Array.from({ length: count }),
      parallel,
      () =>
        new Promise<number>((resolve, reject) => {
          http
            .get(url, { agent: agents[sent++ % agents.length] }, (response) => {
              response.resume();
              response.on('end', () => resolve(response.statusCode ?? 0));
            })
            .on('error', reject);
        }),
    );
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/**
 * Puts IPv6 addresses on the loopback interface for the bench to send from (`ip -6 addr add`, as root), with `remove`
 * to take them off again; where that is not allowed, says why.
 */
export function addLoopbackAddresses(addresses: string[]): { remove: () => void } | { unavailable: string } {
  const ip = (...args: string[]) => spawnSync(IP, ['-6', 'addr', ...args], { encoding: 'utf8' });
  const remove = () => addresses.forEach((address) => ip('del', `${address}/128`, 'dev', 'lo'));
  for (const address of addresses) {
    const added = ip('add', `${address}/128`, 'dev', 'lo', 'nodad');
    if (added.status !== 0) {
      remove();
      return { unavailable: (added.error?.message ?? added.stderr).trim() };
    }
  }
  return { remove };
}
