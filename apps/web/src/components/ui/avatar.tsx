import { useState } from 'react';
import { cn } from '../../lib/cn';

/** A picture, or the person's initials when there is none or it fails to load. */
export function Avatar({ src, name, className }: { src?: string | null; name: string; className?: string }) {
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
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800',
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
