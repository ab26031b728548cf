import { Input, Select } from '../../../components/ui/input';

/** The search box of a back-office list; `onSearch` also returns the list to its first page. */
export function AdminSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch(q: string): void;
}) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}

interface AdminFilterProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onFilter(value: V): void;
  className?: string;
}

/** A list filter as a labelled native select (large touch target, the phone's own picker). */
export function AdminFilter<V extends string>({
  label,
  value,
  options,
  onFilter,
  className,
}: AdminFilterProps<V>) {
  return (
    <Select
      aria-label={label}
      className={className}
      value={value}
      // The options are exactly the values of V, so the browser can only hand back one of them.
      onChange={(event) => onFilter(event.target.value as V)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
