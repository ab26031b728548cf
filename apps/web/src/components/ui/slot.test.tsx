import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

describe('Slot (Button asChild)', () => {
  it("renders the child with the button's classes joined to its own, and no button type", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="secondary" className="w-full">
        <a href="/jobs" className="own">
          Find jobs
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/jobs" class="inline-flex [^"]* w-full own">Find jobs<\/a>$/);
    expect(html).not.toContain('type=');
  });

  it("runs both handlers, the child's first, merges styles and lets the child's own props win", () => {
    const calls: string[] = [];
    const element = Slot({
      id: 'slot',
      title: 'slot',
      style: { color: 'red', margin: 1 },
      onClick: () => calls.push('slot'),
      children: <span title="child" style={{ margin: 2 }} onClick={() => calls.push('child')} />,
    }) as { props: Record<string, unknown> };
    (element.props.onClick as () => void)();
    expect(calls).toEqual(['child', 'slot']);
    expect(element.props.title).toBe('child');
    expect(element.props.id).toBe('slot');
    expect(element.props.style).toEqual({ color: 'red', margin: 2 });
  });

  it('sets both refs', () => {
    const outer = createRef<HTMLElement>();
    const inner = vi.fn();
    const element = Slot({ ref: outer, children: <a href="/" ref={inner} /> });
    const node = {} as HTMLElement;
    (element?.props.ref as (node: unknown) => void)(node);
    expect(outer.current).toBe(node);
    expect(inner).toHaveBeenCalledWith(node);
  });
});
