import shared from '@kalasetu/shared/messages/en.json';

type Bundle = Record<string, unknown>;

/** The shared messages (validation, errors, …): no text of the first page uses them (docs/web-performance.md). */
export const sharedEnglish: Bundle = shared;

/** Every English file the first page does not ship (see firstPage in lib/i18n.ts), as one lazily loaded chunk. */
export const restOfEnglish = import.meta.glob<Bundle>(
  [
    './en/*.json',
    '!./en/common.json',
    '!./en/nav.json',
    '!./en/footer.json',
    '!./en/home.json',
    '!./en/errorView.json',
    '!./en/notFound.json',
  ],
  { eager: true, import: 'default' },
);
