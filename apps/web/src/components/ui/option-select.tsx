import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Select } from './input';

interface OptionSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The option values from packages/shared/src/options.ts. */
  values: readonly string[];
  /** Where their labels live in the locale files, e.g. `options.industry` (listed in dynamic-keys.json). */
  labelPrefix: string;
  /** Text of the empty first choice. */
  placeholder: string;
}

/** A native select over one of the shared option lists, labelled in the reader's language. */
export const OptionSelect = forwardRef<HTMLSelectElement, OptionSelectProps>(function OptionSelect(
  { values, labelPrefix, placeholder, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Select ref={ref} {...props}>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {t(`${labelPrefix}.${value}`)}
        </option>
      ))}
    </Select>
  );
});
