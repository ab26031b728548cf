import { Languages } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { LANGUAGES } from '@kalasetu/shared/limits';
import { useAuth } from '../../lib/auth/auth-provider';
import { useLanguage } from '../../lib/language-provider';
import { MenuButton, MenuItem } from '../ui/menu-button';
import { LANGUAGE_NAMES } from './language-names';

/**
 * The language menu of the navbar, part of the first page (decision 140). `disabled` until the page has hydrated: a
 * click on the server-rendered button would otherwise be lost.
 */
export function LanguageMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const { user } = useAuth();
  return (
    <MenuButton
      disabled={disabled}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm text-stone-700 enabled:hover:bg-stone-100"
      // The name carries the visible language name too (WCAG 2.5.3, label in name).
      label={`${t('nav.language')}: ${LANGUAGE_NAMES[language]}`}
      button={
        <>
          <Languages aria-hidden="true" className="size-5" />
          <span lang={language} className="hidden sm:inline">
            {LANGUAGE_NAMES[language]}
          </span>
        </>
      }
    >
      {LANGUAGES.map((lang) => (
        <MenuItem
          key={lang}
          lang={lang}
          aria-current={lang === language ? 'true' : undefined}
          onClick={() => void setLanguage(lang, { persistForUser: Boolean(user) })}
        >
          {LANGUAGE_NAMES[lang]}
        </MenuItem>
      ))}
    </MenuButton>
  );
}
