import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import type { AdminUser } from '@kalasetu/shared/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useDeleteUser } from '../api/admin-mutations';

/** Two steps, with the spec's exact wording; the server applies the rules (not yourself, not the last admin). */
export function DeleteUserDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(1);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteUser();

  const close = () => {
    setStep(1);
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    if (!user) return;
    try {
      await remove.mutateAsync(user.id);
      toast.success(t('admin.delete.success'));
      close();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('admin.unexpected');
      setFailure(message);
      toast.error(t('admin.delete.failed', { message }));
    }
  };

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={step === 1 ? t('admin.delete.title') : t('admin.delete.finalTitle')}
      description={step === 1 ? t('admin.delete.body') : t('admin.delete.finalBody')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('admin.cancel')}
          </Button>
          {step === 1 ? (
            <Button variant="destructive" onClick={() => setStep(2)}>
              {t('admin.delete.continue')}
            </Button>
          ) : (
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {t('admin.delete.confirm')}
            </Button>
          )}
        </>
      }
    >
      <p className="text-sm font-medium">
        {user?.name} · {user?.email}
      </p>
      {failure ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
