import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-now';
import { buttonClassName } from '../../../components/ui/button';
import { MenuButton, MenuItem, MenuLinkItem } from '../../../components/ui/menu-button';

/** WhatsApp or a copied link; the server gives the page Open Graph tags so the link previews with name and photo. */
export function ShareMenu({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title} — ${url}`)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('creators.share.copied'));
    } catch {
      toast.error(t('creators.share.copyFailed'));
    }
  };

  return (
    <MenuButton
      className={buttonClassName({ variant: 'secondary' })}
      label={t('creators.share.button')}
      button={
        <>
          <Share2 aria-hidden="true" className="size-4" />
          {t('creators.share.button')}
        </>
      }
    >
      <MenuLinkItem href={whatsapp} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('creators.share.whatsapp')}
      </MenuLinkItem>
      <MenuItem onClick={() => void copy()}>
        <Link2 aria-hidden="true" className="size-4" />
        {t('creators.share.copyLink')}
      </MenuItem>
    </MenuButton>
  );
}
