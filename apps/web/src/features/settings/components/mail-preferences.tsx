import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useMailSettings } from '../api/mail-settings';
import { JobAlertSettings } from './job-alert-settings';

/** Settings → Preferences for a creator: how job alerts arrive (decision 211). */
export function MailPreferences() {
  const { t } = useTranslation();
  const settings = useMailSettings();
  if (settings.isError)
    return (
      <Card className="p-5 sm:p-6">
        <p role="alert" className="text-sm text-red-700">
          {t('settings.mail.loadFailed')}
        </p>
      </Card>
    );
  if (!settings.data)
    return (
      <Card className="flex justify-center p-5 sm:p-6">
        <Spinner label={t('settings.mail.loading')} />
      </Card>
    );
  return (
    <Card className="p-5 sm:p-6">
      <JobAlertSettings settings={settings.data} />
    </Card>
  );
}
