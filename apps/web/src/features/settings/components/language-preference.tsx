import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { LANGUAGES, type Language } from '@kalasetu/shared/limits';
import { LANGUAGE_NAMES } from '../../../components/layout/language-names';
import { useLanguage } from '../../../lib/language-provider';
import { cn } from '../../../lib/cn';

/** The interface language, kept in this browser and on the profile (e-mails follow it). */
export function LanguagePreference() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const choose = async (lang: Language) => {
    if (lang === language) return;
    await setLanguage(lang, { persistForUser: true });
    toast.success(t('settings.language.saved'));
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{t('settings.language.legend')}</legend>
      <p className="mt-1 text-sm text-stone-600">{t('settings.language.hint')}</p>
      <div className="mt-3 grid max-w-md gap-2 sm:grid-cols-2">
        {LANGUAGES.map((lang) => (
          <label
            key={lang}
            lang={lang}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
              lang === language ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white',
            )}
          >
            <input
              type="radio"
              name="language"
              value={lang}
              checked={lang === language}
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
