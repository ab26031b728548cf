import { Building2, Camera, Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { SELF_SERVICE_ROLES, type SelfServiceRole } from '@kalasetu/shared/roles';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export function isSelfServiceRole(value: string | null): value is SelfServiceRole {
  return (SELF_SERVICE_ROLES as readonly (string | null)[]).includes(value);
}

const ICONS = { creator: Camera, enterprise: Building2 } as const;

/** Two cards, creator or enterprise (the only roles a visitor may give itself), then on to that form. */
export function RoleChoice({ initialRole }: { initialRole: SelfServiceRole | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [role, setRole] = useState<SelfServiceRole | null>(initialRole);
  const texts: Record<SelfServiceRole, { title: string; body: string }> = {
    creator: { title: t('auth.role.creatorTitle'), body: t('auth.role.creatorBody') },
    enterprise: { title: t('auth.role.enterpriseTitle'), body: t('auth.role.enterpriseBody') },
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (role) navigate(`/signup/${role}`);
      }}
    >
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-stone-800">{t('auth.role.legend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SELF_SERVICE_ROLES.map((value) => {
            const Icon = ICONS[value];
            const selected = role === value;
            return (
              <label
                key={value}
                className={cn(
                  'relative flex cursor-pointer flex-col gap-2 rounded-lg border-2 p-5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600',
                  selected
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-stone-200 bg-white hover:border-stone-400',
                )}
              >
                <input
                  type="radio"
                  name="role"
                  value={value}
                  checked={selected}
                  onChange={() => setRole(value)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <span className="text-lg font-semibold">{texts[value].title}</span>
                <span className="text-sm text-stone-600">{texts[value].body}</span>
                {selected ? (
                  <Check aria-hidden="true" className="absolute right-3 top-3 size-5 text-brand-700" />
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={!role}>
        {t('auth.role.continue')}
      </Button>
    </form>
  );
}
