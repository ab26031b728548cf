import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { storeRedirectAfterLogin } from '../../../lib/auth/redirect';
import { inviteReturnPath } from '../utils/invite-return';

interface SignInToInviteDialogProps {
  creator: { id: string; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * A visitor's "Invite to a job": sign in, or create a business account (through onboarding), and come back to this
 * profile with the invitation open.
 */
export function SignInToInviteDialog({ creator, open, onOpenChange }: SignInToInviteDialogProps) {
  const { t } = useTranslation();
  const back = () => storeRedirectAfterLogin(inviteReturnPath(creator.id));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invitations.visitor.title', { name: creator.name })}
      description={t('invitations.visitor.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('invitations.visitor.cancel')}
          </Button>
          <Button asChild variant="secondary">
            <Link to="/signin" onClick={back}>
              {t('invitations.visitor.signIn')}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/signup/enterprise" onClick={back}>
              {t('invitations.visitor.signUp')}
            </Link>
          </Button>
        </>
      }
    />
  );
}
