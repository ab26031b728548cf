import type { ReactNode } from 'react';

interface AdminTableProps {
  /** Column headings in order; `null` leaves out a column that does not apply. */
  headings: ReadonlyArray<ReactNode | null>;
  /** Tables with a control in a cell need more room before they scroll sideways. */
  wide?: boolean;
  /** The rows (`<tr>` elements). */
  children: ReactNode;
}

/** A back-office list as a table that scrolls sideways on a phone instead of squeezing its columns. */
export function AdminTable({ headings, wide = false, children }: AdminTableProps) {
  const shown = headings.filter((heading) => heading !== null);
  return (
    <div className="mt-4 overflow-x-auto">
      <table className={`w-full ${wide ? 'min-w-[720px]' : 'min-w-[640px]'} text-left text-sm`}>
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            {shown.map((heading, index) => (
              <th key={index} scope="col" className={index === shown.length - 1 ? 'py-2' : 'py-2 pr-3'}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
