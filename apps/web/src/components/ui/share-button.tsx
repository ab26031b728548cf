import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { toast } from '../../lib/toast';
import { Button, buttonClassName } from './button';
import { MenuButton, MenuItem, MenuLinkItem } from './menu-button';

/**
 * Shares a public page (a job, a creator's profile): the phone's own share sheet where there is one; otherwise
 * WhatsApp and copy-link in the light menu button of the first page (decision 140), not Radix's dropdown menu,
 * which is about 30 kB gzip of start-up code for a menu most visitors never open (decision 132). The server gives
 * these pages Open Graph tags, so the shared link previews with the name, budget or photo.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  const text = t('common.share.text', { title });
  // Known after the first render: the page rendered on the server has no navigator and must hydrate the same.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('common.share.copied'));
    } catch {
      toast.error(t('common.share.copyFailed'));
    }
  };

  if (canShare) {
    return (
      <Button
        variant="secondary"
        onClick={() => void navigator.share({ title, text, url }).catch(() => undefined)}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t('common.share.button')}
      </Button>
    );
  }
  return (
    <MenuButton
      // Looks like <Button variant="secondary">, as the share-sheet one does.
      className={buttonClassName({ variant: 'secondary' })}
      label={t('common.share.button')}
      button={
        <>
          <Share2 aria-hidden="true" className="size-4" />
          {t('common.share.button')}
        </>
      }
    >
      <MenuLinkItem
        href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('common.share.whatsapp')}
      </MenuLinkItem>
      <MenuItem onClick={() => void copy()}>
        <Link2 aria-hidden="true" className="size-4" />
        {t('common.share.copy')}
      </MenuItem>
    </MenuButton>
  );
}
