import { describe, expect, it } from 'vitest';
import { keepingReusedText, markReused } from './reused-answers';

describe('reused answers', () => {
  it('writes a reused answer once per serializer, and every other answer each time', () => {
    let written = 0;
    const serializer = () =>
      keepingReusedText((data) => {
        written++;
        return JSON.stringify(data);
      });
    const first = serializer();
    const kept = markReused({ jobs: [1, 2] });
    expect(first(kept)).toBe('{"jobs":[1,2]}');
    expect(first(kept)).toBe('{"jobs":[1,2]}');
    expect(written).toBe(1);
    // Another route (or status) writes it by its own schema.
    expect(serializer()(kept)).toBe('{"jobs":[1,2]}');
    expect(written).toBe(2);
    const fresh = { jobs: [3] };
    first(fresh);
    first(fresh);
    expect(written).toBe(4);
    expect(first(markReused(null))).toBe('null');
  });
});
