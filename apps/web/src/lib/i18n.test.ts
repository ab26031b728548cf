import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@kalasetu/shared/limits';
import { readFileSync } from 'node:fs';
import { FIRST_PAGE_TEXTS } from '@kalasetu/shared/web-routes';
import { I18N_OPTIONS, storedChoice, storedLanguage } from './i18n';

function storageWith(value: string | null) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null) });
}

describe('the stored language (only en, hi, kn, mr; anything else is English)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['en', 'hi', 'kn', 'mr'])('keeps %s', (lang) => {
    storageWith(lang);
    expect(storedChoice()).toBe(lang);
    expect(storedLanguage()).toBe(lang);
  });

  it.each(['fr', 'HI', 'hi-IN', '', ' kn', 'toString', '__proto__'])(
    'treats %j as no choice: English',
    (value) => {
      storageWith(value);
      expect(storedChoice()).toBeNull();
      expect(storedLanguage()).toBe('en');
    },
  );

  it('is English when nothing is stored or storage cannot be read (private mode)', () => {
    storageWith(null);
    expect(storedLanguage()).toBe('en');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(storedLanguage()).toBe('en');
  });
});

describe('a text missing in a language', () => {
  it('falls back to English, then to the key itself', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      ...I18N_OPTIONS,
      lng: 'mr',
      resources: {
        en: { translation: { jobs: { title: 'Find Jobs', onlyEnglish: 'Only in English' } } },
        mr: { translation: { jobs: { title: 'नोकऱ्या शोधा' } } },
      },
    });
    expect(i18n.t('jobs.title')).toBe('नोकऱ्या शोधा');
    expect(i18n.t('jobs.onlyEnglish')).toBe('Only in English');
    expect(i18n.t('jobs.nowhere')).toBe('jobs.nowhere');
  });
});

describe("the first page's texts are named once (FIRST_PAGE_TEXTS)", () => {
  const listed = (file: string, pattern: RegExp) =>
    [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(pattern)]
      .map((match) => match[1])
      .sort();

  it('lib/i18n.ts ships exactly those files with the first page', () => {
    expect(listed('./i18n.ts', /'\.\.\/locales\/en\/(\w+)\.json'/g)).toEqual([...FIRST_PAGE_TEXTS].sort());
  });

  it('locales/english-rest.ts leaves exactly those files out', () => {
    expect(listed('../locales/english-rest.ts', /'!\.\/en\/(\w+)\.json'/g)).toEqual(
      [...FIRST_PAGE_TEXTS].sort(),
    );
  });
});
