import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/** How long typing pauses before the picker asks the server again. */
const SEARCH_PAUSE_MS = 300;

/**
 * The search above a people picker (add job, assign): the picker lists one page of matches, so with more people than
 * fit, the admin narrows it by name or e-mail. `onSearch` gets the text once typing pauses.
 */
export function PeopleSearch({
  onSearch,
  shown,
  total,
}: {
  onSearch(search: string): void;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <FormField
      label={t('admin.picker.search')}
      hint={total > shown ? t('admin.picker.narrow', { shown, total }) : undefined}
    >
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
    </FormField>
  );
}
