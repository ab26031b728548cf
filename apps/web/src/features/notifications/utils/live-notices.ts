import type { TFunction } from 'i18next';
import { onLiveNotice } from '../../../lib/realtime-provider';
import { toast } from '../../../lib/toast';
import { liveNoticeText } from './notification-text';

/**
 * Each live notification as its own toast in the reader's language, with a button to where the next step is taken
 * ("… recommends Asha for “Wedding shoot” — Review"; decision 200). `navigate` is the router's, so the button moves
 * without reloading the page. Returns the way to stop listening.
 */
export function listenToLiveNotices(t: TFunction, navigate: (to: string) => unknown): () => void {
  return onLiveNotice((notice) => {
    const said = liveNoticeText(t, notice);
    if (!said) return false;
    const link = notice.link;
    toast.info(said.text, link ? { action: { label: said.action, onClick: () => void navigate(link) } } : {});
    return true;
  });
}
