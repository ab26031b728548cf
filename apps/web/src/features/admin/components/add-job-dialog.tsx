import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import {
  createJobSchema,
  todayInIndia,
  type CreateJobData,
  type CreateJobInput,
} from '@kalasetu/shared/jobs';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { typedAmountHint } from '@kalasetu/shared/money';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useAddJob } from '../api/admin-mutations';
import { usePeopleOptions } from '../api/get-users';
import { PeopleSearch } from './people-search';

const EMPTY: CreateJobInput = {
  enterpriseId: '',
  title: '',
  description: '',
  location: '',
  budgetMin: '',
  budgetMax: '',
  deadline: '',
  skills: '',
};

/** The admin adds a job for any enterprise, in rupees (the original's USD form is not kept: jobs are INR). */
export function AddJobDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const enterprises = usePeopleOptions('enterprise', open, search);
  const addJob = useAddJob();
  const form = useForm<CreateJobInput, unknown, CreateJobData>({
    resolver: zodResolver(createJobSchema),
    defaultValues: EMPTY,
  });
  // Each budget field says what the typed figure reads as (₹1.5 L), so a missed zero shows before saving.
  const [budgetMin, budgetMax] = useWatch({ control: form.control, name: ['budgetMin', 'budgetMax'] });
  const { errors, isSubmitting } = form.formState;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    // The spec's two admin messages come first, before the field-by-field checks.
    if (!values.enterpriseId) return void toast.error(t('admin.addJob.selectEnterprise'));
    if (!String(values.title).trim() || !String(values.description).trim())
      return void toast.error(t('admin.addJob.titleRequired'));
    await form.handleSubmit(async (data) => {
      try {
        await addJob.mutateAsync(data);
        toast.success(t('admin.addJob.success'));
        form.reset(EMPTY);
        onOpenChange(false);
      } catch (error) {
        const reason = error instanceof ApiError ? error.message : t('admin.unexpected');
        toast.error(t('admin.addJob.failed', { reason }));
      }
    })();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('admin.addJob.title')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <PeopleSearch
          onSearch={setSearch}
          shown={enterprises.data?.users.length ?? 0}
          total={enterprises.data?.total ?? 0}
        />
        <FormField label={t('admin.addJob.enterprise')} error={errors.enterpriseId?.message} required>
          <Select {...form.register('enterpriseId')}>
            <option value="">{t('admin.addJob.chooseEnterprise')}</option>
            {(enterprises.data?.users ?? []).map((e) => (
              <option key={e.id} value={e.id}>
                {e.companyName ?? e.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.addJob.jobTitle')} error={errors.title?.message} required>
          <Input {...form.register('title')} />
        </FormField>
        <FormField label={t('admin.addJob.description')} error={errors.description?.message} required>
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
        <FormField label={t('admin.addJob.location')} error={errors.location?.message} required>
          <Input {...form.register('location')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('admin.addJob.budgetMin')}
            error={errors.budgetMin?.message}
            hint={typedAmountHint(budgetMin, i18n.language)}
            required
          >
            <Input inputMode="numeric" {...form.register('budgetMin')} />
          </FormField>
          <FormField
            label={t('admin.addJob.budgetMax')}
            error={errors.budgetMax?.message}
            hint={typedAmountHint(budgetMax, i18n.language)}
            required
          >
            <Input inputMode="numeric" {...form.register('budgetMax')} />
          </FormField>
        </div>
        <FormField label={t('admin.addJob.deadline')} error={errors.deadline?.message} required>
          <Input type="date" min={todayInIndia()} {...form.register('deadline')} />
        </FormField>
        <FormField
          label={t('admin.addJob.skills')}
          hint={t('admin.addJob.skillsHint')}
          error={errors.skills?.message}
        >
          <Input {...form.register('skills')} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('admin.addJob.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
