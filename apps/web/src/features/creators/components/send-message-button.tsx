import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-provider';
import { homeForRole, storeRedirectAfterLogin } from '../../../lib/auth/redirect';
import { useMayMessage } from '../api/get-message-access';

/**
 * E-mail addresses stay private (docs/decisions/040), so "Send Message" opens KalaSetu messaging with this person
 * preselected instead of a mail link; visitors sign in first and come back here. An enterprise may write to a
 * creator only about a job (an application awaiting a decision, an invitation, accepted work:
 * docs/product/messaging.md): until then the button says how to start, instead of opening a conversation nobody can
 * write in. Creators never write to each other, so they are offered nothing.
 */
export function SendMessageButton({ recipientId }: { recipientId: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const hintId = useId();
  const mayMessage = useMayMessage(recipientId, user?.role === 'enterprise');
  if (user?.id === recipientId || user?.role === 'creator') return null;

  const onClick = () => {
    if (!user) {
      storeRedirectAfterLogin(location.pathname);
      navigate('/signin');
      return;
    }
    // An admin's conversations are a tab of the admin dashboard; everyone else's, of their own dashboard.
    const tab = user.role === 'admin' ? 'conversations' : 'messages';
    navigate(`${homeForRole(user.role)}?tab=${tab}&to=${encodeURIComponent(recipientId)}`);
  };

  const closed = user?.role === 'enterprise' && mayMessage.data !== true;
  return (
    <div className="space-y-2">
      <Button
        onClick={onClick}
        className="w-full"
        disabled={closed}
        aria-describedby={closed && mayMessage.data === false ? hintId : undefined}
      >
        <Mail aria-hidden="true" className="size-4" />
        {t('creators.sendMessage')}
      </Button>
      {closed && mayMessage.data === false ? (
        <p id={hintId} className="text-sm text-stone-700">
          {t('invitations.messageEntry.inviteFirst')}
        </p>
      ) : null}
    </div>
  );
}
