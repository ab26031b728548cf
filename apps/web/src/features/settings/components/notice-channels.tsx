import { useTranslation } from '../../../lib/use-translation';
import type { Channel, ChannelState, NoticePreferences } from '@kalasetu/shared/notices';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSetChannelOptIn } from '../api/notice-preferences';
import { PushSwitch } from './push-switch';

const SWITCH: Record<'whatsapp' | 'sms', string> = {
  whatsapp: 'settings.channels.switch.whatsapp',
  sms: 'settings.channels.switch.sms',
};

function ChannelSwitch({ state }: { state: ChannelState & { channel: 'whatsapp' | 'sms' } }) {
  const { t, i18n } = useTranslation();
  const setOptIn = useSetChannelOptIn();
  const id = `channel-${state.channel}`;
  const flip = (optIn: boolean) =>
    setOptIn.mutate(
      { channel: state.channel, optIn },
      {
        onSuccess: () => toast.success(t('settings.channels.saved')),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : t('settings.mail.failed')),
      },
    );
  const detail = state.needs
    ? t('settings.channels.needsPhone')
    : state.optedIn && state.optedInAt
      ? `${t('settings.channels.to', { address: state.address })} · ${t('settings.channels.since', {
          date: formatDate(state.optedInAt, i18n.language),
        })}`
      : state.address
        ? t('settings.channels.to', { address: state.address })
        : null;
  return (
    <li>
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md border border-stone-300 bg-white px-3 py-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600">
        <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
          <span className="block font-medium text-stone-800">{t(SWITCH[state.channel])}</span>
          {detail ? (
            <span id={`${id}-detail`} className="block text-stone-600">
              {detail}
            </span>
          ) : null}
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={state.optedIn}
          // Opting out is always possible; opting in waits for what is missing.
          disabled={setOptIn.isPending || (!state.optedIn && state.needs !== null)}
          aria-describedby={detail ? `${id}-detail` : undefined}
          onChange={(event) => flip(event.target.checked)}
          className="size-5 shrink-0 accent-brand-600"
        />
      </label>
    </li>
  );
}

/**
 * How KalaSetu reaches the person: e-mail always (to their address), and each channel that needs consent behind its
 * own switch, which records when it was turned on (the server refuses it without a confirmed phone).
 */
export function NoticeChannels({ preferences }: { preferences: NoticePreferences }) {
  const { t } = useTranslation();
  const email = preferences.channels.find((state) => state.channel === 'email');
  const others = preferences.channels.filter(
    (state): state is ChannelState & { channel: Exclude<Channel, 'email'> } => state.channel !== 'email',
  );
  return (
    <section aria-labelledby="notice-channels-title">
      <h2 id="notice-channels-title" className="text-lg font-semibold">
        {t('settings.channels.legend')}
      </h2>
      <p className="mt-1 max-w-xl text-sm text-stone-600">{t('settings.channels.hint')}</p>
      {email?.address ? (
        <p className="mt-3 text-sm text-stone-800 [overflow-wrap:anywhere]">
          {t('settings.channels.emailTo', { address: email.address })}
        </p>
      ) : null}
      <ul className="mt-3 max-w-xl space-y-2">
        {others.map((state) =>
          state.channel === 'push' ? (
            <PushSwitch key={state.channel} state={state} />
          ) : (
            <ChannelSwitch key={state.channel} state={{ ...state, channel: state.channel }} />
          ),
        )}
      </ul>
    </section>
  );
}
