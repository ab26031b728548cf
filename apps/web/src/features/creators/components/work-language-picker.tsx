import { WORK_LANGUAGE_NAMES, WORK_LANGUAGES, type WorkLanguage } from '@kalasetu/shared/options';

interface WorkLanguagePickerProps {
  legend: string;
  selected: readonly WorkLanguage[];
  onChange(selected: WorkLanguage[]): void;
  /** A translated refusal shown under the group. */
  error?: string;
}

/** The languages a creator works in, as checkboxes named in their own script (docs/product/profiles.md). */
export function WorkLanguagePicker({ legend, selected, onChange, error }: WorkLanguagePickerProps) {
  const toggle = (language: WorkLanguage, on: boolean) =>
    onChange(
      on
        ? WORK_LANGUAGES.filter((id) => id === language || selected.includes(id))
        : selected.filter((id) => id !== language),
    );
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {WORK_LANGUAGES.map((language) => (
          <label key={language} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={selected.includes(language)}
              onChange={(event) => toggle(language, event.target.checked)}
            />
            <span lang={language}>{WORK_LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
