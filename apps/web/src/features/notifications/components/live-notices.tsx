import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onLiveNotice } from '../../../lib/realtime-provider';
import { toast } from '../../../lib/toast';
import { liveNoticeText } from '../utils/notification-text';

/**
 * Each live notification as its own toast in the reader's language, with a button to where the next step is taken
 * ("Asha recommended for “Wedding shoot” — Review"). Rendered inside the router (app/router.tsx) so the button
 * navigates without reloading the page; renders nothing itself.
 */
export function LiveNotices() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(
    () =>
      onLiveNotice((notice) => {
        const said = liveNoticeText(t, notice);
        if (!said) return false;
        const link = notice.link;
        toast.info(
          said.text,
          link ? { action: { label: said.action, onClick: () => void navigate(link) } } : {},
        );
        return true;
      }),
    [t, navigate],
  );
  return null;
}
