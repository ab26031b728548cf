import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { isLanguage, LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { LANGUAGE_NAMES } from '../../../components/layout/language-names';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useLanguage } from '../../../lib/language-provider';
import { cn } from '../../../lib/cn';

/**
 * The language of the person's e-mails and messages as the server holds it (what they will receive), which the
 * interface language follows when chosen here; when the page is in another language, it says so.
 */
export function LanguagePreference() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const { user, refresh } = useAuth();
  // The navbar's language menu saves too: read the profile afresh when Settings opens.
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const stored: Language = isLanguage(user?.language) ? user.language : 'en';
  const choose = async (lang: Language) => {
    if (lang === stored && lang === language) return;
    await setLanguage(lang, { persistForUser: true });
    await refresh();
    toast.success(t('settings.language.saved'));
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{t('settings.language.legend')}</legend>
      <p className="mt-1 text-sm text-stone-600">{t('settings.language.hint')}</p>
      {stored !== language ? (
        <p role="status" className="mt-2 max-w-xl rounded-md bg-amber-50 p-2 text-sm text-stone-800">
          {t('settings.language.differs', { stored: LANGUAGE_NAMES[stored], page: LANGUAGE_NAMES[language] })}
        </p>
      ) : null}
      <div className="mt-3 grid max-w-md gap-2 sm:grid-cols-2">
        {LANGUAGES.map((lang) => (
          <label
            key={lang}
            lang={lang}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
              lang === stored ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white',
            )}
          >
            <input
              type="radio"
              name="language"
              value={lang}
              checked={lang === stored}
              onChange={() => void choose(lang)}
              className="size-4 accent-brand-600"
            />
            {LANGUAGE_NAMES[lang]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
