import { createStaticHandler } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { renderFault } from './route-data';

const query = (handler: ReturnType<typeof createStaticHandler>) =>
  handler.query(new Request('http://localhost/page'));

describe('pages the server cannot render', () => {
  it('sends the shell quietly for an API refusal, and names the route and the fault otherwise', () => {
    expect(renderFault(null)).toBeNull();
    expect(renderFault({ 'job-detail': new ApiError(404, 'not_found', 'Job not found') })).toBeNull();
    expect(renderFault({ jobs: new ApiError(429, 'rate_limited', 'Too many requests') })).toBeNull();
    const fault = renderFault({
      '0': new ApiError(404, 'not_found', 'gone'),
      home: new ApiError(503, 'unavailable', 'Database unavailable'),
    });
    expect(fault?.message).toBe('a route could not load (home: Database unavailable)');
    expect(renderFault({ jobs: new TypeError('Failed to fetch dynamically imported module') })?.message).toBe(
      'a route could not load (jobs: Failed to fetch dynamically imported module)',
    );
  });

  // Why the server renderer loads every route module before its first request (app/router.tsx).
  it('keeps failing a route whose module failed to load once, in React Router’s static handler', async () => {
    let attempts = 0;
    const handler = createStaticHandler([
      {
        path: '/page',
        lazy: async () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return { loader: () => 'data' };
        },
      },
    ]);
    const first = await query(handler);
    const second = await query(handler);
    expect(first instanceof Response ? null : first.errors).not.toBeNull();
    expect(second instanceof Response ? null : second.errors).not.toBeNull();
    expect(attempts).toBe(1);
  });
});
