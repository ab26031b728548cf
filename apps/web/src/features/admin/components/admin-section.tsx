import type { ReactNode } from 'react';

interface AdminSectionProps {
  /** The heading's id; the section is labelled by it. */
  headingId: string;
  title: ReactNode;
  /** Buttons beside the heading; they wrap under it on a narrow screen. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One back-office tab: its heading with the tab's actions, then its content. */
export function AdminSection({ headingId, title, actions, children }: AdminSectionProps) {
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
