import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryRead } from './query-client';

describe('retryRead', () => {
  it('asks again after a failed network or server, twice at most', () => {
    expect(retryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryRead(0, new ApiError(0, 'network', 'No connection.'))).toBe(true);
    expect(retryRead(1, new ApiError(503, 'busy', 'The server is busy.'))).toBe(true);
    expect(retryRead(2, new ApiError(503, 'busy', 'The server is busy.'))).toBe(false);
  });

  it('lets a refusal stand, except a search refused while others were being made', () => {
    expect(retryRead(0, new ApiError(404, 'not_found', 'Not found.'))).toBe(false);
    expect(retryRead(0, new ApiError(429, 'rate_limited', 'Too many.'))).toBe(false);
    expect(retryRead(0, new ApiError(429, 'too_many_at_once', 'Searching too fast.'))).toBe(true);
    expect(retryRead(2, new ApiError(429, 'too_many_at_once', 'Searching too fast.'))).toBe(false);
  });
});
