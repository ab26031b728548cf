import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-provider';
import { homeForRole, storeRedirectAfterLogin } from '../../../lib/auth/redirect';

/**
 * E-mail addresses stay private (docs/decisions/040), so "Send Message" opens KalaSetu messaging with this person
 * preselected instead of a mail link; visitors sign in first and come back here.
 */
export function SendMessageButton({ recipientId }: { recipientId: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  if (user?.id === recipientId) return null;

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

  return (
    <Button onClick={onClick} className="w-full">
      <Mail aria-hidden="true" className="size-4" />
      {t('creators.sendMessage')}
    </Button>
  );
}
