import { describe, expect, it } from 'vitest';
import { pageAddress, rendersAtOnceFor } from './page-address';

// `/jobs?x=1`, `?x=2` … once each forced a fresh server render.
describe('the address a signed-out page is rendered and kept under', () => {
  it('ignores parameters the page does not read', () => {
    expect(pageAddress('/jobs?x=1')).toBe('/jobs');
    expect(pageAddress('/jobs?x=2&utm_source=mail')).toBe('/jobs');
    expect(pageAddress('/about?anything=at-all')).toBe('/about');
    expect(pageAddress('/jobs/12?q=photos')).toBe('/jobs/12');
    expect(pageAddress('/')).toBe('/');
  });

  it('keeps the parameters the page reads, in one order, without empty ones', () => {
    expect(pageAddress('/jobs?sort=newest&q=photos&x=1')).toBe('/jobs?q=photos&sort=newest');
    expect(pageAddress('/jobs?q=photos&sort=newest')).toBe(pageAddress('/jobs?sort=newest&q=photos'));
    expect(pageAddress('/jobs?q=&location=')).toBe('/jobs');
    expect(pageAddress('/jobs?skills=video-editing&skills=photography')).toBe(
      '/jobs?skills=photography&skills=video-editing',
    );
    expect(pageAddress('/creators?skill=photography&page=2&junk=1')).toBe(
      '/creators?page=2&skill=photography',
    );
    expect(pageAddress('/enterprises?industry=handicrafts&z=9')).toBe('/enterprises?industry=handicrafts');
  });

  it('drops a value too long for any filter', () => {
    expect(pageAddress(`/jobs?q=${'a'.repeat(5000)}`)).toBe('/jobs');
  });

  it('renders two pages per core at once, at least four', () => {
    expect(rendersAtOnceFor(1)).toBe(4);
    expect(rendersAtOnceFor(8)).toBe(16);
  });
});
