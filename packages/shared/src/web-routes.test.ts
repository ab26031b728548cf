import { describe, expect, it } from 'vitest';
import { matchWebRoute, routeApiUrl, routeModuleKey, WEB_ROUTES } from './web-routes';

describe('the route table', () => {
  it('matches paths as the router does: static segments, one-segment ids, a trailing slash', () => {
    expect(matchWebRoute('/')?.route.module).toBe('home');
    expect(matchWebRoute('/jobs')?.route.module).toBe('jobs');
    expect(matchWebRoute('/jobs/')?.route.module).toBe('jobs');
    expect(matchWebRoute('/jobs/42')).toMatchObject({
      route: { module: 'job-detail' },
      params: { id: '42' },
    });
    expect(matchWebRoute('/resources/creator')?.route.module).toBe('resources-creator');
    expect(matchWebRoute('/jobs/42/extra')).toBeNull();
    expect(matchWebRoute('/nowhere')).toBeNull();
  });

  it("writes a page's API address with its id encoded, and none for an id that would change the address", () => {
    const job = matchWebRoute('/jobs/42')!;
    expect(routeApiUrl(job.route, job.params)).toBe('/api/jobs/42');
    expect(routeApiUrl(job.route, { id: '../me' })).toBe('/api/jobs/..%2Fme');
    expect(routeApiUrl(job.route, { id: '$&' })).toBe('/api/jobs/%24%26');
    expect(routeApiUrl(matchWebRoute('/about')!.route, {})).toBeNull();
  });

  it('names one module per route, the home page first and rendered on the server', () => {
    expect(WEB_ROUTES[0]).toMatchObject({ path: null, module: 'home', ssr: true, texts: 'first-page' });
    for (const route of WEB_ROUTES) expect(routeModuleKey(route)).toMatch(/^src\/app\/routes\/[a-z-]+\.tsx$/);
    expect(WEB_ROUTES.filter((route) => route.ssr).map((route) => route.path)).not.toContain('dashboard');
  });
});
