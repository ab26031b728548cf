import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The title of a dashboard card as a link with a 44 px target. */
export function DashboardItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  );
}
