import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import type { SelfServiceRole } from '@kalasetu/shared/roles';
import { Button } from '../../../components/ui/button';
import { homeForRole, takeRedirectAfterLogin } from '../../../lib/auth/redirect';

/**
 * Save, or skip for now (the answers can be given later in settings) and go to the page the visitor signed up from
 * (inviting a creator, applying), else straight to the dashboard.
 */
export function OnboardingActions({ role, busy }: { role: SelfServiceRole; busy: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:col-span-2 sm:flex-row sm:justify-end">
      <Button asChild variant="ghost">
        <Link
          to={homeForRole(role)}
          onClick={(event) => {
            const back = takeRedirectAfterLogin();
            if (!back) return;
            event.preventDefault();
            void navigate(back, { replace: true });
          }}
        >
          {t('onboarding.skip')}
        </Link>
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? t('onboarding.saving') : t('onboarding.save')}
      </Button>
    </div>
  );
}
