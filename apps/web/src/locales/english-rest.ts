import shared from '@kalasetu/shared/messages/en.json';

type Bundle = Record<string, unknown>;

/** The shared messages (validation, errors, …): no text of the first page uses them (docs/web-performance.md). */
export const sharedEnglish: Bundle = shared;

/**
 * Every English file, as one lazily loaded chunk. The first page's (lib/i18n.ts) are in the first page's chunk already
 * and are not loaded twice.
 */
export const allEnglish = import.meta.glob<Bundle>('./en/*.json', { eager: true, import: 'default' });
