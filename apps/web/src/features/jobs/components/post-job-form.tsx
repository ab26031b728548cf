import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import {
  createJobSchema,
  todayInIndia,
  type CreateJobData,
  type CreateJobInput,
} from '@kalasetu/shared/jobs';
import { JOB_CATEGORIES } from '@kalasetu/shared/options';
import type { SkillId } from '@kalasetu/shared/skills';
import { Button } from '../../../components/ui/button';
import { typedAmountHint } from '@kalasetu/shared/money';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { localPath } from '../../../lib/auth/redirect';
import { useCreateJob } from '../api/create-job';
import { SkillsPicker } from './skills-picker';

const FIELDS = [
  'title',
  'description',
  'location',
  'category',
  'budgetMin',
  'budgetMax',
  'deadline',
  'skills',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/** The enterprise's job form, validated by the same schema the server uses. */
export function PostJobForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // `?next=`: where posting was asked from (a creator's "Invite to a job"); only a path on this site.
  const [params] = useSearchParams();
  const next = localPath(params.get('next') ?? '');
  const createJob = useCreateJob();
  const form = useForm<CreateJobInput, unknown, CreateJobData>({
    resolver: zodResolver(createJobSchema),
    defaultValues: {
      title: '',
      description: '',
      location: '',
      category: '',
      budgetMin: '',
      budgetMax: '',
      deadline: '',
      skills: [],
    },
  });
  // Each budget field says what the typed figure reads as (₹1.5 L, ₹1.5 लाख), so a missed zero shows before sending.
  const [budgetMin, budgetMax] = useWatch({ control: form.control, name: ['budgetMin', 'budgetMax'] });
  const { errors } = form.formState;
  const message = (field: Field) => errors[field]?.message;

  const onValid = async (data: CreateJobData) => {
    try {
      await createJob.mutateAsync(data);
      toast.success(t('jobs.post.success'));
      navigate(next ?? '/enterprise-dashboard');
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, text] of Object.entries(error.fields))
          if (isField(field)) form.setError(field, { message: text });
      const reason = error instanceof ApiError ? error.message : t('common.unexpectedError');
      toast.error(t('jobs.post.failed', { reason }));
    }
  };
  const onInvalid = (invalid: FieldErrors<CreateJobInput>) => {
    const missing = Object.values(invalid).some((error) => error?.message === 'validation.requiredFields');
    if (missing) toast.error(t('validation.requiredFields'));
  };

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-5" noValidate>
      <FormField label={t('jobs.post.jobTitle')} error={message('title')} required>
        <Input {...form.register('title')} maxLength={200} />
      </FormField>
      <FormField label={t('jobs.post.description')} error={message('description')} required>
        <Textarea
          rows={6}
          {...form.register('description')}
          placeholder={t('jobs.post.descriptionPlaceholder')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('jobs.post.location')} error={message('location')} required>
          <Input {...form.register('location')} placeholder={t('jobs.post.locationPlaceholder')} />
        </FormField>
        <FormField label={t('jobs.post.category')} error={message('category')}>
          <Select {...form.register('category')}>
            <option value="">{t('jobs.post.noCategory')}</option>
            {JOB_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`options.category.${category}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('jobs.post.budgetMin')}
          error={message('budgetMin')}
          hint={typedAmountHint(budgetMin, i18n.language)}
          required
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('budgetMin')} />
        </FormField>
        <FormField
          label={t('jobs.post.budgetMax')}
          error={message('budgetMax')}
          hint={typedAmountHint(budgetMax, i18n.language)}
          required
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('budgetMax')} />
        </FormField>
        <FormField label={t('jobs.post.deadline')} error={message('deadline')} required>
          <Input type="date" min={todayInIndia()} {...form.register('deadline')} />
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-base font-semibold">{t('jobs.post.skills')}</legend>
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => (
            <SkillsPicker
              value={Array.isArray(field.value) ? (field.value as SkillId[]) : []}
              onChange={field.onChange}
              error={message('skills')}
            />
          )}
        />
      </fieldset>
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('jobs.post.submitting') : t('jobs.post.submit')}
      </Button>
    </form>
  );
}
