import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface ContentSectionProps {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  /** A white card, for a section that stands beside another on a two-column row. */
  boxed?: boolean;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A titled section of a content page (about, how it works, become a creator). */
export function ContentSection({
  id,
  title,
  boxed = false,
  className,
  headingClassName,
  children,
}: ContentSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={
        cn(boxed && 'rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200', className) || undefined
      }
    >
      <h2 id={id} className={cn('text-2xl font-semibold', headingClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
