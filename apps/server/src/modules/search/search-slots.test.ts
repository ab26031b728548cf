import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCHES_ANEW_BURST_PER_ADDRESS,
  SEARCHES_IN_FLIGHT_PER_ADDRESS,
  SEARCHES_IN_FLIGHT_PER_PROCESS,
} from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { buildTestApp } from '../../test/build-test-app';
import { makeEnterprise, makeJob } from '../../test/factories';
import { inSearchSlot } from './search-slots.service';

/**
 * Searches made anew hold a slot of their address and of the process (decision 280): the slots are held here by
 * searches that wait on the test, so what a further search meets does not depend on timing.
 */
describe('search slots', () => {
  let app: FastifyInstance;
  let word: string;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: true, searchCacheMs: 60_000 });
    const enterprise = await makeEnterprise(app);
    word = `slotword${Date.now().toString(36)}`;
    await makeJob(app, enterprise.id, { title: `Jaggery cubes ${word}` });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Holds `count` slots of `address` until the returned release is called. */
  function holdSlots(address: string, count: number) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: count }, () => inSearchSlot(app, address, () => gate));
    return async () => {
      release();
      await Promise.all(held);
    };
  }

  const search = (address: string, url: string, lang = 'en') =>
    app.inject({ method: 'GET', url, remoteAddress: address, headers: { 'accept-language': lang } });

  it("refuses an address's search past its budget, in the reader's language, and serves everyone else", async () => {
    const hostile = '203.0.113.7';
    const release = holdSlots(hostile, SEARCHES_IN_FLIGHT_PER_ADDRESS);
    try {
      for (const url of [`/api/jobs?q=${word}`, '/api/creators?q=nashik', '/api/enterprises?q=spices']) {
        const refused = await search(hostile, url, 'hi');
        expect(refused.statusCode, url).toBe(429);
        expect(refused.headers['retry-after']).toBe('1');
        expect(refused.json().error).toMatchObject({
          code: 'too_many_at_once',
          message: translate('hi', 'errors.tooManySearches'),
        });
      }
      const other = await search('198.51.100.4', `/api/jobs?q=${word}`);
      expect(other.statusCode).toBe(200);
      expect(other.json().jobs).toHaveLength(1);
      // The answer is kept now: the hostile address may read it, since it costs no query.
      expect((await search(hostile, `/api/jobs?q=${word}`)).statusCode).toBe(200);
      // Another spelling of the address is the same address.
      expect((await search(`::ffff:${hostile}`, '/api/jobs?q=cardamom')).statusCode).toBe(429);
    } finally {
      await release();
    }
    const releaseV6 = holdSlots('2001:db8:1:2::1', SEARCHES_IN_FLIGHT_PER_ADDRESS);
    try {
      // Another address of the same /64 shares its budget; the next /64 has its own.
      expect((await search('2001:db8:1:2:abcd::beef', '/api/jobs?q=cardamom')).statusCode).toBe(429);
      expect((await search('2001:db8:1:3::1', '/api/jobs?q=cardamom')).statusCode).toBe(200);
    } finally {
      await releaseV6();
    }
    // The slots are free again once the searches that held them have answered.
    expect((await search(hostile, `/api/jobs?q=${word}&sort=newest`)).statusCode).toBe(200);
    expect((await search('2001:db8:1:2::2', `/api/jobs?q=${word}&sort=newest`)).statusCode).toBe(200);
  });

  it('refuses an address that starts searches faster than its budget, until the budget has grown again', async () => {
    const address = '203.0.113.9';
    const now = Date.now();
    for (let i = 0; i < SEARCHES_ANEW_BURST_PER_ADDRESS; i++)
      await inSearchSlot(app, address, async () => i, now);
    await expect(inSearchSlot(app, address, async () => 'one more', now)).rejects.toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
    });
    // A second later five more may start.
    await expect(inSearchSlot(app, address, async () => 'a second later', now + 1000)).resolves.toBe(
      'a second later',
    );

    // Over HTTP: the budget spent as at five seconds from now, so that this request finds it empty however slow
    // the machine is; it is told how long to wait, in its language.
    const drained = '203.0.113.10';
    for (let i = 0; i < SEARCHES_ANEW_BURST_PER_ADDRESS; i++)
      await inSearchSlot(app, drained, async () => i, Date.now() + 5000);
    const refused = await search(drained, '/api/jobs?q=saffron', 'mr');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().error).toMatchObject({
      code: 'rate_limited',
      message: translate('mr', 'errors.tooManySearches'),
    });
    // An answer already kept costs nothing and still comes.
    expect((await search('198.51.100.5', `/api/jobs?q=${word}&pageSize=5`)).statusCode).toBe(200);
    expect((await search(drained, `/api/jobs?q=${word}&pageSize=5`)).statusCode).toBe(200);
  });

  it('frees a slot whatever its search did', async () => {
    const address = '203.0.113.8';
    for (let round = 0; round < SEARCHES_IN_FLIGHT_PER_ADDRESS + 2; round++)
      await expect(
        inSearchSlot(app, address, async () => {
          throw new Error('the database went away');
        }),
      ).rejects.toThrow('the database went away');
    expect((await search(address, '/api/jobs?q=turmeric')).statusCode).toBe(200);
  });

  it("answers 503 when the process's searches are all taken, and serves again once one is free", async () => {
    const addresses = Array.from(
      { length: SEARCHES_IN_FLIGHT_PER_PROCESS / SEARCHES_IN_FLIGHT_PER_ADDRESS },
      (_, i) => `192.0.2.${i + 1}`,
    );
    const releases = addresses.map((address) => holdSlots(address, SEARCHES_IN_FLIGHT_PER_ADDRESS));
    let released = false;
    try {
      const busy = await search('198.51.100.9', '/api/creators?q=videography', 'kn');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json().error).toMatchObject({
        code: 'busy',
        message: translate('kn', 'errors.serverBusy'),
      });
      await releases[0]!();
      released = true;
      expect((await search('198.51.100.9', '/api/creators?q=videography')).statusCode).toBe(200);
    } finally {
      await Promise.all(releases.slice(released ? 1 : 0).map((release) => release()));
    }
  });
});
