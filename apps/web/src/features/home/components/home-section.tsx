import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** A titled band of the home page with an optional "see all" link. */
export function HomeSection({
  id,
  title,
  subtitle,
  more,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  more?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn('[content-visibility:auto] [contain-intrinsic-size:auto_600px]', className)}
    >
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id={`${id}-title`} className="text-2xl font-semibold">
              {title}
            </h2>
            {subtitle ? <p className="mt-1 text-stone-600">{subtitle}</p> : null}
          </div>
          {more ? (
            <Link
              to={more.to}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
            >
              {more.label}
            </Link>
          ) : null}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
      {children}
    </p>
  );
}
