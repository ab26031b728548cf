import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ChannelState } from '@kalasetu/shared/notices';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useBrowserPush } from '../api/push-subscription';
import {
  browserPushSupport,
  browserSubscription,
  PushPermissionRefused,
  type BrowserPushSupport,
} from '../utils/browser-push';

/**
 * Browser notifications in this browser: on asks the browser's permission and subscribes it (the server records the
 * opt-in); off forgets it. Reads the browser only after hydration (the server renders no browser state).
 */
export function PushSwitch({ state }: { state: ChannelState }) {
  const { t, i18n } = useTranslation();
  const { turnOn, turnOff } = useBrowserPush();
  const [support, setSupport] = useState<BrowserPushSupport | null>(null);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);

  useEffect(() => {
    setSupport(browserPushSupport());
    let live = true;
    void browserSubscription()
      .catch(() => null)
      .then((subscription) => live && setSubscribed(subscription !== null));
    return () => {
      live = false;
    };
  }, [state.optedIn]);

  const id = 'channel-push';
  const checked = state.optedIn && subscribed === true;
  const pending = turnOn.isPending || turnOff.isPending;
  const flip = (on: boolean) => {
    const done = {
      onSuccess: () => {
        setSubscribed(on);
        toast.success(t('settings.channels.saved'));
      },
      onError: (error: Error) => {
        setSupport(browserPushSupport());
        toast.error(
          error instanceof PushPermissionRefused
            ? t('settings.channels.push.blocked')
            : error instanceof ApiError
              ? error.message
              : t('settings.channels.push.failed'),
        );
      },
    };
    if (on) turnOn.mutate(undefined, done);
    else turnOff.mutate(undefined, done);
  };
  const detail =
    support === 'unsupported'
      ? t('settings.channels.push.unsupported')
      : support === 'denied' && !checked
        ? t('settings.channels.push.blocked')
        : checked && state.optedInAt
          ? `${t('settings.channels.push.thisBrowser')} · ${t('settings.channels.since', {
              date: formatDate(state.optedInAt, i18n.language),
            })}`
          : state.optedIn && subscribed === false
            ? t('settings.channels.push.otherBrowser')
            : null;
  const blocked = support === null || support === 'unsupported' || (support === 'denied' && !checked);
  return (
    <li>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md border border-stone-300 bg-white px-3 py-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600">
        <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
          <span className="block font-medium text-stone-800">{t('settings.channels.switch.push')}</span>
          {detail ? (
            <span id={`${id}-detail`} className="block text-stone-600">
              {detail}
            </span>
          ) : null}
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={pending || blocked}
          aria-describedby={detail ? `${id}-detail` : undefined}
          onChange={(event) => flip(event.target.checked)}
          className="size-5 shrink-0 accent-brand-600"
        />
      </label>
    </li>
  );
}
