import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SelfServiceRole } from '@kalasetu/shared/roles';
import { Button } from '../../../components/ui/button';
import { homeForRole } from '../../../lib/auth/redirect';

/** Save, or skip for now and go straight to the dashboard (the answers can be given later in settings). */
export function OnboardingActions({ role, busy }: { role: SelfServiceRole; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
      <Button asChild variant="ghost">
        <Link to={homeForRole(role)}>{t('onboarding.skip')}</Link>
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? t('onboarding.saving') : t('onboarding.save')}
      </Button>
    </div>
  );
}
