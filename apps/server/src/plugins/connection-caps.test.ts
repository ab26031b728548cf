import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  FILES_KEPT_FOR_THE_PROCESS,
  maxConnectionsFor,
  openFileLimit,
  streamCapFor,
} from './connection-caps';
import { DEFAULT_SERVER_LIMITS } from './server-limits';

const limits = (soft: string, hard: string) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             95913                95913                processes ',
    `Max open files            ${soft.padEnd(21)}${hard.padEnd(21)}files     `,
    'Max locked memory         8388608              8388608              bytes     ',
  ].join('\n');

/** The connection and stream caps follow the open-file limit (decision 312). */
describe('connection caps', () => {
  it('reads the soft open-file limit, and none where /proc cannot be read', () => {
    expect(openFileLimit(() => limits('20000', '20000'))).toBe(20_000);
    expect(openFileLimit(() => limits('1024', '524288'))).toBe(1024);
    expect(openFileLimit(() => limits('unlimited', 'unlimited'))).toBe(Number.MAX_SAFE_INTEGER);
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
    expect(openFileLimit(() => 'no such line')).toBeNull();
  });

  it('accepts every connection the file limit allows but the files the process keeps', () => {
    expect(maxConnectionsFor(32_768)).toBe(32_768 - FILES_KEPT_FOR_THE_PROCESS);
    expect(maxConnectionsFor(null)).toBe(DEFAULT_SERVER_LIMITS.maxConnections);
    expect(maxConnectionsFor(200)).toBe(64);
  });

  it('keeps connections for pages and API calls that live streams cannot take', () => {
    expect(streamCapFor(32_512)).toBe(32_512 - 256);
    expect(streamCapFor(1000)).toBe(900);
    expect(streamCapFor(1)).toBe(1);
  });

  it('takes MAX_CONNECTIONS when it is set, and derives the stream cap from it', () => {
    const config = loadConfig({ MAX_CONNECTIONS: '21000' });
    expect(config.serverLimits.maxConnections).toBe(21_000);
    expect(config.realtimeStreams.total).toBe(20_744);
    const derived = loadConfig({});
    expect(derived.serverLimits.maxConnections).toBe(maxConnectionsFor(openFileLimit()));
    expect(derived.realtimeStreams.total).toBe(streamCapFor(derived.serverLimits.maxConnections));
  });
});
