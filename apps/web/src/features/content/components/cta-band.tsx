import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** The closing call to action of a content page. */
export function CtaBand({
  id,
  title,
  body,
  children,
}: {
  id: string;
  title: string;
  body?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        {body ? <p className="mt-2 max-w-2xl text-brand-50">{body}</p> : null}
        <div className="mt-6 flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}

/** A way out of the band: a light button, or a quiet one (white text, no fill) for the lesser choice. */
export function CtaLink({
  to,
  quiet = false,
  size,
  children,
}: {
  to: string;
  quiet?: boolean;
  size?: ComponentProps<typeof Button>['size'];
  children: ReactNode;
}) {
  return (
    <Button asChild variant={quiet ? 'ghostInverse' : 'secondary'} size={size}>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
