/** @vitest-environment happy-dom */
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation';

afterEach(() => cleanup());

function texts() {
  const i18n = createInstance({
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    showSupportNotice: false,
    resources: {
      en: { translation: { greeting: 'Welcome' } },
      hi: { translation: { greeting: 'स्वागत है' } },
    },
  });
  void i18n.init();
  return i18n;
}

/** How many listeners an i18next emitter holds for an event (its `observers`, which its types do not name). */
const listenersOf = (emitter: unknown, event: string) =>
  (emitter as { observers: Record<string, Map<unknown, number> | undefined> }).observers[event]?.size ?? 0;

function Greeting({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p data-testid={id} lang={i18n.language}>
      {t('greeting')} {t('later', { defaultValue: '' })}
    </p>
  );
}

/** `ui` (one greeting by default) with `i18n` as the page's texts. */
const withTexts = (i18n: I18n, ui: ReactNode = <Greeting id="a" />) => (
  <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
);

describe('useTranslation', () => {
  it('re-renders every component in the new language when the language changes', async () => {
    const i18n = texts();
    render(
      withTexts(
        i18n,
        <>
          <Greeting id="a" />
          <Greeting id="b" />
        </>,
      ),
    );
    expect(screen.getByTestId('a').textContent?.trim()).toBe('Welcome');
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByTestId('a').textContent?.trim()).toBe('स्वागत है');
    expect(screen.getByTestId('b').getAttribute('lang')).toBe('hi');
  });

  it('shows texts added after the first render', async () => {
    const i18n = texts();
    render(withTexts(i18n));
    expect(screen.getByTestId('a').textContent?.trim()).toBe('Welcome');
    act(() => i18n.addResourceBundle('en', 'translation', { later: 'and more' }, true, true));
    expect(screen.getByTestId('a').textContent).toBe('Welcome and more');
  });

  it('shows a changed text once texts are added, though it showed the old one before', () => {
    const i18n = texts();
    render(withTexts(i18n));
    expect(screen.getByTestId('a').textContent?.trim()).toBe('Welcome');
    act(() => i18n.addResourceBundle('en', 'translation', { greeting: 'Hello' }, true, true));
    expect(screen.getByTestId('a').textContent?.trim()).toBe('Hello');
  });

  it('does not keep a key it could not find: texts added without an event show on the next render', () => {
    const i18n = texts();
    function Later() {
      const { t } = useTranslation();
      return <p data-testid="later">{t('later')}</p>;
    }
    const view = render(withTexts(i18n, <Later />));
    expect(screen.getByTestId('later').textContent).toBe('later');
    // Without the `added` event, as the rest of English arrives (lib/i18n.ts); i18next's types do not name `silent`.
    (i18n.addResourceBundle as unknown as (...args: unknown[]) => void)(
      'en',
      'translation',
      { later: 'Coming soon' },
      true,
      false,
      {
        silent: true,
      },
    );
    view.rerender(withTexts(i18n, <Later />));
    expect(screen.getByTestId('later').textContent).toBe('Coming soon');
  });

  it('picks up a language changed before any component subscribed', async () => {
    const i18n = texts();
    expect(renderToString(withTexts(i18n))).toContain('Welcome');
    await i18n.changeLanguage('hi');
    render(withTexts(i18n));
    expect(screen.getByTestId('a').textContent?.trim()).toBe('स्वागत है');
  });

  it('leaves no listener behind on the server, where a render shares the texts of every other render', () => {
    const base = texts();
    const before = listenersOf(base.store, 'added');
    for (const lang of ['hi', 'en', 'hi']) {
      const perRequest = base.cloneInstance({ lng: lang });
      const html = renderToString(withTexts(perRequest));
      expect(html).toContain(lang === 'hi' ? 'स्वागत है' : 'Welcome');
    }
    expect(listenersOf(base.store, 'added')).toBe(before);
  });

  it('stops listening once the last component unmounts', () => {
    const i18n = texts();
    const view = render(withTexts(i18n));
    view.unmount();
    expect(listenersOf(i18n.store, 'added')).toBe(0);
    expect(listenersOf(i18n, 'languageChanged')).toBe(0);
  });
});
