import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useBootstrapStatus, useClaimAdmin } from '../api/bootstrap';

/**
 * A signed-in non-admin. The promote-myself button exists only while the marketplace has no admin
 * (docs/product/admin.md).
 */
export function AccessRequired() {
  const { t } = useTranslation();
  const { user, refresh, signOut } = useAuth();
  const bootstrap = useBootstrapStatus(!!user);
  const claim = useClaimAdmin();

  const refreshRole = async () => {
    try {
      await refresh();
    } catch {
      toast.error(t('admin.access.refreshFailed'));
    }
  };

  const promoteSelf = async () => {
    try {
      await claim.mutateAsync();
      await refresh();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.access.promoteFailed'));
      await bootstrap.refetch();
    }
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-6 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-amber-600" />
        <h1 className="mt-3 text-xl font-semibold">{t('admin.access.title')}</h1>
        <p className="mt-2 text-sm text-stone-700">{t('admin.access.body')}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          {bootstrap.data?.available ? (
            <Button onClick={promoteSelf} disabled={claim.isPending}>
              {t('admin.access.promoteSelf')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={refreshRole}>
            {t('admin.access.refreshRole')}
          </Button>
          <Button variant="ghost" onClick={() => void signOut()}>
            {t('admin.access.signOut')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
