import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-provider';

// Loaded when first opened, like the job page's dialogs (decision 132): most visitors of a profile are not firms.
const InviteDialog = lazy(() =>
  import('./invite-dialog').then(({ InviteDialog }) => ({ default: InviteDialog })),
);

/** "Invite to apply", shown to enterprises only: the server accepts invitations from nobody else. */
export function InviteButton({ creator }: { creator: { id: string; name: string } }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (user?.role !== 'enterprise') return null;
  return (
    <>
      <Button
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        {t('invitations.invite.open')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <InviteDialog creator={creator} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
