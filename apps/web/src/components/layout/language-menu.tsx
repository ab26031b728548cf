import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@kalasetu/shared/limits';
import { useAuth } from '../../features/auth/auth-provider';
import { useLanguage } from '../../lib/language-provider';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { LANGUAGE_NAMES } from './language-names';

export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const { user } = useAuth();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm text-stone-700 hover:bg-stone-100"
        // The name carries the visible language name too (WCAG 2.5.3, label in name).
        aria-label={`${t('nav.language')}: ${LANGUAGE_NAMES[language]}`}
      >
        <Languages aria-hidden="true" className="size-5" />
        <span lang={language} className="hidden sm:inline">
          {LANGUAGE_NAMES[language]}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {LANGUAGES.map((lang) => (
          <DropdownMenuItem
            key={lang}
            lang={lang}
            onSelect={() => void setLanguage(lang, { persistForUser: Boolean(user) })}
            aria-current={lang === language ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[lang]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
