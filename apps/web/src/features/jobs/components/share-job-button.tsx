import { Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-now';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/** The phone's own share sheet where there is one; otherwise WhatsApp and copy-link. */
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
      toast.success(t('jobs.share.copied'));
    } catch {
      toast.error(t('jobs.share.copyFailed'));
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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          <Share2 aria-hidden="true" className="size-4" />
          {t('jobs.share.button')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('jobs.share.whatsapp')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('jobs.share.copy')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
