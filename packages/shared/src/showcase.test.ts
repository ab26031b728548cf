import { describe, expect, it } from 'vitest';
import { filterShowcase, showcaseCategories } from './showcase';

const items = [
  { id: 1, category: 'Photography' },
  { id: 2, category: 'Branding' },
  { id: 3, category: 'photography ' },
  { id: 4, category: '' },
  { id: 5, category: 'Logo Design' },
];

describe('showcase gallery chips', () => {
  it('lists each category present once, alphabetically, without blanks', () => {
    expect(showcaseCategories(items)).toEqual(['Branding', 'Logo Design', 'Photography']);
  });

  it('filters by category regardless of case and keeps the served order', () => {
    expect(filterShowcase(items, 'Photography').map((i) => i.id)).toEqual([1, 3]);
    expect(filterShowcase(items, null).map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterShowcase(items, 'Animation')).toEqual([]);
  });
});
