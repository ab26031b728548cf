import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useNoticePreferences } from '../api/notice-preferences';
import { NoticeChannels } from './notice-channels';
import { NoticeTopics } from './notice-topics';

/** Settings → Preferences: the channels a person has, and which of them carries each kind of notice. */
export function NoticePreferences() {
  const { t } = useTranslation();
  const preferences = useNoticePreferences();
  if (preferences.isError)
    return (
      <Card className="p-5 sm:p-6">
        <p role="alert" className="text-sm text-red-700">
          {t('settings.topics.loadFailed')}
        </p>
      </Card>
    );
  if (!preferences.data)
    return (
      <Card className="flex justify-center p-5 sm:p-6">
        <Spinner label={t('settings.topics.loading')} />
      </Card>
    );
  return (
    <>
      <Card className="p-5 sm:p-6">
        <NoticeChannels preferences={preferences.data} />
      </Card>
      <Card className="p-5 sm:p-6">
        <NoticeTopics preferences={preferences.data} />
      </Card>
    </>
  );
}
