import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { setLanguage as setLanguageOperation } from '@kalasetu/shared/api/accounts';
import type { Language } from '@kalasetu/shared/limits';
import { request } from './api-client';
import { useTranslation } from './use-translation';
import { changeLanguage } from './i18n';

interface LanguageContextValue {
  language: Language;
  setLanguage(lang: Language, options?: { persistForUser?: boolean }): Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  // The language of the page's own i18next (the request's on the server).
  const { i18n } = useTranslation();
  const [language, setState] = useState<Language>((i18n.language as Language) || 'en');
  const setLanguage = useCallback(async (lang: Language, options: { persistForUser?: boolean } = {}) => {
    await changeLanguage(lang);
    setState(lang);
    if (options.persistForUser) {
      // Kept on the profile too, so e-mails reach the user in its language; the browser's choice stays in charge.
      await request(setLanguageOperation, { body: { language: lang } }).catch(() => undefined);
    }
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used within a LanguageProvider');
  return context;
}
