import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import {
  ALERT_AREAS,
  ALERT_DAILY_LIMITS,
  ALERT_DELIVERIES,
  jobAlertSettingsSchema,
  type JobAlertSettings as Alerts,
  type MailSettings,
} from '@kalasetu/shared/mail-settings';
import { STATES, districtsOf } from '@kalasetu/shared/options';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveMailSettings } from '../api/mail-settings';

const DELIVERY_LABEL: Record<Alerts['delivery'], string> = {
  in_app: 'settings.alerts.delivery.in_app',
  digest: 'settings.alerts.delivery.digest',
  off: 'settings.alerts.delivery.off',
};
const AREA_LABEL: Record<Alerts['area'], string> = {
  anywhere: 'settings.alerts.area.anywhere',
  state: 'settings.alerts.area.state',
  district: 'settings.alerts.area.district',
};

const orNull = (value: unknown) => (value === '' || value === null ? null : value);

function Choices<T extends string>(props: {
  legend: string;
  values: readonly T[];
  label: (value: T) => string;
  register: () => object;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{props.legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {props.values.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={value}
              className="size-4 shrink-0 accent-brand-600"
              {...props.register()}
            />
            <span className="min-w-0 [overflow-wrap:anywhere]">{props.label(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A creator's job alerts: how they arrive, from where, and how many a day (decision 211). */
export function JobAlertSettings({ settings }: { settings: MailSettings }) {
  const { t } = useTranslation();
  const save = useSaveMailSettings();
  const form = useForm<Alerts>({
    resolver: zodResolver(jobAlertSettingsSchema),
    defaultValues: settings.jobAlerts,
  });
  const { errors, isSubmitting } = form.formState;
  const [area, state, delivery] = useWatch({ control: form.control, name: ['area', 'state', 'delivery'] });

  const submit = form.handleSubmit(async (jobAlerts) => {
    try {
      const saved = await save.mutateAsync({ ...settings, jobAlerts });
      form.reset(saved.jobAlerts);
      toast.success(t('settings.alerts.saved'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('settings.mail.failed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold">{t('settings.alerts.title')}</h2>
        <p className="mt-1 text-sm text-stone-600">{t('settings.alerts.hint')}</p>
      </div>
      <Choices
        legend={t('settings.alerts.delivery.legend')}
        values={ALERT_DELIVERIES}
        label={(value) => t(DELIVERY_LABEL[value])}
        register={() => form.register('delivery')}
      />
      {delivery === 'off' ? null : (
        <>
          <Choices
            legend={t('settings.alerts.area.legend')}
            values={ALERT_AREAS}
            label={(value) => t(AREA_LABEL[value])}
            register={() => form.register('area')}
          />
          {area === 'anywhere' ? null : (
            <div className="grid max-w-xl gap-4 sm:grid-cols-2">
              <FormField label={t('settings.alerts.state')} error={errors.state?.message} required>
                <Select
                  {...form.register('state', {
                    setValueAs: orNull,
                    onChange: () => form.setValue('district', null),
                  })}
                >
                  <option value="">{t('settings.placeholders.select')}</option>
                  {STATES.map((value) => (
                    <option key={value} value={value}>
                      {t(`options.state.${value}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
              {area === 'district' ? (
                <FormField label={t('settings.alerts.district')} error={errors.district?.message} required>
                  <Select disabled={!state} {...form.register('district', { setValueAs: orNull })}>
                    <option value="">{t('settings.placeholders.select')}</option>
                    {districtsOf(state ?? '').map((district) => (
                      <option key={district} value={district}>
                        {district}
                      </option>
                    ))}
                  </Select>
                </FormField>
              ) : null}
            </div>
          )}
          <FormField label={t('settings.alerts.limit.label')} className="max-w-xs">
            <Select
              {...form.register('dailyLimit', {
                setValueAs: (value) => (orNull(value) === null ? null : Number(value)),
              })}
            >
              {ALERT_DAILY_LIMITS.map((limit) => (
                <option key={limit} value={limit}>
                  {t('settings.alerts.limit.perDay', { limit })}
                </option>
              ))}
              <option value="">{t('settings.alerts.limit.none')}</option>
            </Select>
          </FormField>
        </>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {t('settings.alerts.save')}
      </Button>
    </form>
  );
}
