import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';

/** Longer than this (or more lines than the clamp) and the text starts folded. */
const FOLD_AT_CHARACTERS = 240;
const FOLD_AT_LINES = 3;

/**
 * A person's own long text (a cover letter): kept as written (line breaks), wrapped anywhere so one long word or link
 * never widens the page, folded to three lines with "Show more" when long.
 */
export function ExpandableText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_AT_CHARACTERS || text.split('\n').length > FOLD_AT_LINES;
  return (
    <div className={className}>
      <p
        id={id}
        className={cn(
          'whitespace-pre-wrap text-sm text-stone-800 [overflow-wrap:anywhere]',
          long && !open ? 'line-clamp-3' : '',
        )}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 min-h-11 text-sm font-medium text-brand-700 hover:underline sm:min-h-0"
        >
          {open ? t('common.showLess') : t('common.showMore')}
        </button>
      ) : null}
    </div>
  );
}
