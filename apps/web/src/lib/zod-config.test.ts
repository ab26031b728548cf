import { describe, expect, it } from 'vitest';
import './zod-config';
import { config, z } from 'zod';

describe('zod without eval in the browser', () => {
  it('is configured jitless before any schema is built, and schemas still parse', () => {
    expect(config().jitless).toBe(true);
    const schema = z.object({ title: z.string().min(1), budget: z.number() });
    expect(schema.parse({ title: 'Saree catalogue', budget: 25000 })).toEqual({
      title: 'Saree catalogue',
      budget: 25000,
    });
    expect(schema.safeParse({ title: '', budget: 'x' }).success).toBe(false);
  });
});
