import { useTranslation } from '../../../lib/use-translation';
import type { Channel, NoticePreferences, NoticeTopic } from '@kalasetu/shared/notices';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveNoticeChoices } from '../api/notice-preferences';

const TOPIC_LABEL: Record<NoticeTopic, string> = {
  application: 'settings.topics.name.application',
  hire_review: 'settings.topics.name.hire_review',
  hire: 'settings.topics.name.hire',
  invitation: 'settings.topics.name.invitation',
  agreement: 'settings.topics.name.agreement',
  delivery: 'settings.topics.name.delivery',
  payment: 'settings.topics.name.payment',
  dispute: 'settings.topics.name.dispute',
  verification: 'settings.topics.name.verification',
  unread_message: 'settings.topics.name.unread_message',
};

export const CHANNEL_NAME: Record<Channel, string> = {
  email: 'settings.channels.name.email',
  whatsapp: 'settings.channels.name.whatsapp',
  sms: 'settings.channels.name.sms',
  push: 'settings.channels.name.push',
};

/**
 * Per kind of notice, which channels carry it; saved the moment a box is ticked. A channel the person has not
 * turned on shows unticked and cannot be ticked: nothing goes there whatever is chosen.
 */
export function NoticeTopics({ preferences }: { preferences: NoticePreferences }) {
  const { t } = useTranslation();
  const save = useSaveNoticeChoices();
  const open = new Set(preferences.channels.filter((c) => c.optedIn).map((c) => c.channel));
  const flip = (topic: NoticeTopic, channel: Channel, on: boolean) =>
    save.mutate(
      { [topic]: { [channel]: on } },
      {
        onSuccess: () => toast.success(t('settings.topics.saved')),
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : t('settings.mail.failed')),
      },
    );
  return (
    <section aria-labelledby="notice-topics-title">
      <h2 id="notice-topics-title" className="text-lg font-semibold">
        {t('settings.topics.legend')}
      </h2>
      <p className="mt-1 max-w-xl text-sm text-stone-600">{t('settings.topics.hint')}</p>
      <div className="mt-3 max-w-2xl divide-y divide-stone-200 rounded-md border border-stone-300 bg-white">
        {preferences.topics.map((topic) => (
          <fieldset key={topic} className="min-w-0 px-3 py-2">
            <legend className="pt-1 text-sm font-medium text-stone-800 [overflow-wrap:anywhere]">
              {t(TOPIC_LABEL[topic])}
            </legend>
            <div className="flex flex-wrap gap-x-5">
              {preferences.channels.map(({ channel }) => (
                <label
                  key={channel}
                  className="flex min-h-11 cursor-pointer items-center gap-2 text-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:text-stone-400"
                >
                  <input
                    type="checkbox"
                    checked={open.has(channel) && preferences.choices[topic]?.[channel] === true}
                    disabled={save.isPending || !open.has(channel)}
                    onChange={(event) => flip(topic, channel, event.target.checked)}
                    className="size-5 shrink-0 accent-brand-600"
                  />
                  {t(CHANNEL_NAME[channel])}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
