import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** A short line above the title (for example "Founded in 2023"). */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The one heading band of every content page: the page's only h1. */
export function PageHeader({ title, subtitle, eyebrow, children }: PageHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {eyebrow ? <p className="text-sm font-semibold text-brand-800">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-stone-700">{subtitle}</p> : null}
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </header>
  );
}
