import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-now';
import type { z } from 'zod';
import { INDUSTRIES } from '@kalasetu/shared/options';
import {
  enterpriseProfileEditSchema,
  type EnterpriseProfile,
  type EnterpriseProfileEditInput,
} from '@kalasetu/shared/people';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/image-file';
import { enterpriseQueryKey } from '../api/get-enterprise';
import { uploadLogo, useUpdateEnterpriseProfile } from '../api/update-enterprise-profile';

type Parsed = z.output<typeof enterpriseProfileEditSchema>;
const FIELDS = ['name', 'companyName', 'industry', 'description', 'location', 'website'] as const;

interface EnterpriseEditDialogProps {
  enterprise: EnterpriseProfile;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Company details and logo, for the enterprise itself or an admin. */
export function EnterpriseEditDialog({ enterprise, open, onOpenChange }: EnterpriseEditDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateEnterpriseProfile(enterprise.id);
  const [failed, setFailed] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [logoProgress, setLogoProgress] = useState<number | null>(null);
  const form = useForm<EnterpriseProfileEditInput, unknown, Parsed>({
    resolver: zodResolver(enterpriseProfileEditSchema),
    values: {
      name: enterprise.name,
      companyName: enterprise.companyName,
      industry: ((INDUSTRIES as readonly string[]).includes(enterprise.industry ?? '')
        ? enterprise.industry
        : '') as EnterpriseProfileEditInput['industry'],
      description: enterprise.description ?? '',
      location: enterprise.location ?? '',
      website: enterprise.website ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await update.mutateAsync(values);
    } catch (error) {
      setFailed(true);
      if (error instanceof ApiError) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
      }
      toast.error(t('enterprises.edit.failed'));
      return;
    }
    toast.success(t('enterprises.edit.success'));
    onOpenChange(false);
  });

  const changeLogo = async (file: File | undefined) => {
    const problem = checkImageFile(file);
    setLogoError(problem);
    if (problem || !file) return;
    setLogoProgress(0);
    try {
      await uploadLogo(enterprise.id, file, setLogoProgress);
      await queryClient.invalidateQueries({ queryKey: enterpriseQueryKey(enterprise.id) });
      void queryClient.invalidateQueries({ queryKey: ['enterprises', 'list'] });
      toast.success(t('enterprises.edit.logoUpdated'));
    } catch (error) {
      setLogoError(error instanceof ApiError ? error.message : 'enterprises.edit.logoFailed');
    } finally {
      setLogoProgress(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('enterprises.edit.title')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar src={enterprise.logoUrl} name={enterprise.companyName} size="xl" shape="square" />
          <FormField
            label={t('enterprises.edit.logo')}
            error={logoError ?? undefined}
            hint={
              logoProgress !== null
                ? t('enterprises.edit.uploading', { percent: logoProgress })
                : t('enterprises.edit.logoHint')
            }
            className="flex-1"
          >
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={logoProgress !== null}
              onChange={(event) => void changeLogo(event.target.files?.[0])}
              className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3"
            />
          </FormField>
        </div>
        <FormField label={t('enterprises.edit.companyName')} error={errors.companyName?.message} required>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
        <FormField label={t('enterprises.edit.industry')} error={errors.industry?.message} required>
          <Select {...form.register('industry')}>
            <option value="">{t('enterprises.edit.chooseIndustry')}</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {t(`options.industry.${industry}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('enterprises.edit.description')} error={errors.description?.message}>
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
        <FormField label={t('enterprises.edit.location')} error={errors.location?.message}>
          <Input {...form.register('location')} />
        </FormField>
        <FormField label={t('enterprises.edit.website')} error={errors.website?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.register('website')} />
        </FormField>
        <FormField label={t('enterprises.edit.contactName')} error={errors.name?.message} required>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {t('enterprises.edit.failedInline')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('enterprises.edit.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('enterprises.edit.saving') : t('enterprises.edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
