import { useTranslation } from '../../lib/use-translation';
import type { SearchUnderstood } from '@kalasetu/shared/search';

/**
 * "Showing results for photography (फोटोग्राफी)": what a search read the typed words as (another script, a spelling,
 * a synonym, a typo), in the reader's language, so results that do not repeat the typed word make sense.
 */
export function UnderstoodNote({ understood }: { understood: SearchUnderstood | undefined }) {
  const { t } = useTranslation();
  if (!understood?.length) return null;
  const terms = understood.map(({ typed, meaning }) => t('common.searchUnderstoodTerm', { meaning, typed }));
  return (
    <p className="text-sm text-stone-700" data-testid="search-understood">
      {t('common.searchUnderstood', { terms: terms.join(', ') })}
    </p>
  );
}
