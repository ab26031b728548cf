import { useState } from 'react';
import { cn } from '../../lib/cn';

const sizes = {
  sm: 'size-9',
  md: 'size-10',
  lg: 'size-14 text-lg',
  xl: 'size-16 text-lg',
  '2xl': 'size-24 text-3xl',
} as const;

const shapes = { circle: 'rounded-full', square: 'rounded-lg', 'square-xl': 'rounded-xl' } as const;

/**
 * A picture, or the person's initials when there is none or it fails to load. Size and corners are props, not
 * classes to override: class names are joined, not merged (decision 125).
 */
export function Avatar({
  src,
  name,
  size = 'md',
  shape = 'circle',
  className,
}: {
  src?: string | null;
  name: string;
  size?: keyof typeof sizes;
  shape?: keyof typeof shapes;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden bg-brand-100 font-semibold text-brand-800',
        sizes[size],
        shapes[shape],
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        // Drawn from an attribute, not a text node: the initials are a picture of the person, not a label, so a
        // button named "Account menu for Asha Rao" around them does not fail WCAG 2.5.3 (label in name).
        <span
          aria-hidden="true"
          data-initials={initials || '?'}
          className="before:content-[attr(data-initials)]"
        />
      )}
    </span>
  );
}
