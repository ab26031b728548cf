import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-provider';
import { destinationAfterLogin } from '../../../lib/auth/redirect';

/**
 * Sends a visitor who is already signed in when the screen opens (or who comes back from Google) on to the
 * stored page or its role's home. Decided once, when the session is known, so a sign-in or sign-up made on the
 * screen itself keeps control of where it goes next.
 * Returns true while the decision is pending or a redirect is under way (the screen shows a spinner meanwhile).
 */
export function useRedirectIfSignedIn(): boolean {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const decided = useRef(false);
  const [stay, setStay] = useState(false);
  useEffect(() => {
    if (isLoading || decided.current) return;
    decided.current = true;
    if (user) navigate(destinationAfterLogin(user.role), { replace: true });
    else setStay(true);
  }, [isLoading, user, navigate]);
  return !stay;
}
