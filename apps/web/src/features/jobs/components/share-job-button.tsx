import { Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { Button, buttonClassName } from '../../../components/ui/button';
import { MenuButton, MenuItem, MenuLinkItem } from '../../../components/ui/menu-button';

/**
 * The phone's own share sheet where there is one; otherwise WhatsApp and copy-link in the light menu button of the
 * first page (decision 128), not Radix's dropdown menu: that one is about 30 kB gzip of start-up code on the job
 * page for a menu most visitors never open (decision 132).
 */
export function ShareJobButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  const text = t('jobs.share.text', { title });
  // Known after the first render: the page rendered on the server has no navigator and must hydrate the same.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast((toast) => toast.success(t('jobs.share.copied')));
    } catch {
      showToast((toast) => toast.error(t('jobs.share.copyFailed')));
    }
  };

  if (canShare) {
    return (
      <Button
        variant="secondary"
        onClick={() => void navigator.share({ title, text, url }).catch(() => undefined)}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {t('jobs.share.button')}
      </Button>
    );
  }
  return (
    <MenuButton
      // Looks like <Button variant="secondary">: the same button as before, and as the share-sheet one.
      className={buttonClassName({ variant: 'secondary' })}
      label={t('jobs.share.button')}
      button={
        <>
          <Share2 aria-hidden="true" className="size-4" />
          {t('jobs.share.button')}
        </>
      }
    >
      <MenuLinkItem
        href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('jobs.share.whatsapp')}
      </MenuLinkItem>
      <MenuItem onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
        {t('jobs.share.copy')}
      </MenuItem>
    </MenuButton>
  );
}
