import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-provider';
import { lazyDialog } from '../../../lib/lazy-load';
import { INVITE_PARAM, inviteReturnPath } from '../utils/invite-return';

// Loaded when first opened, like the job page's dialogs (decision 132): most visitors of a profile are not firms.
const InviteDialog = lazyDialog(() => import('./invite-dialog').then(({ InviteDialog }) => InviteDialog));
const SignInToInviteDialog = lazyDialog(() =>
  import('./sign-in-to-invite-dialog').then(({ SignInToInviteDialog }) => SignInToInviteDialog),
);

/**
 * "Invite to a job" (docs/product/hiring.md): an enterprise picks one of its open jobs; a visitor is asked to sign in or
 * create a business account and comes back with the invitation open (`?invite=1`). Creators and admins see nothing:
 * the server accepts invitations from enterprises only.
 */
export function InviteButton({ creator }: { creator: { id: string; name: string } }) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const [params, setParams] = useSearchParams();
  const returning = params.get(INVITE_PARAM) === '1';
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const isEnterprise = user?.role === 'enterprise';

  // Back from signing in or up (or from posting a job) to invite: open the dialog once and drop the mark.
  useEffect(() => {
    if (!returning || isLoading) return;
    if (isEnterprise) {
      setUsed(true);
      setOpen(true);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INVITE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [returning, isLoading, isEnterprise, setParams]);

  if (isLoading || (user && !isEnterprise)) return null;
  const openDialog = () => {
    setUsed(true);
    setOpen(true);
  };
  const label = (
    <>
      <UserPlus aria-hidden="true" className="size-4" />
      {t('invitations.invite.open')}
    </>
  );
  return (
    <>
      {isEnterprise ? (
        <Button onClick={openDialog}>{label}</Button>
      ) : (
        // A visitor's press before the page's code runs still leads to sign-in and back (decision 257).
        <form
          method="get"
          action="/signin"
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            openDialog();
          }}
        >
          <input type="hidden" name="next" value={inviteReturnPath(creator.id)} />
          <Button type="submit">{label}</Button>
        </form>
      )}
      {used ? (
        isEnterprise ? (
          <InviteDialog creator={creator} open={open} onOpenChange={setOpen} />
        ) : (
          <SignInToInviteDialog creator={creator} open={open} onOpenChange={setOpen} />
        )
      ) : null}
    </>
  );
}
