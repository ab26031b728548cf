import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { INDUSTRIES } from '@kalasetu/shared/options';
import {
  enterpriseProfileEditSchema,
  type EnterpriseProfile,
  type EnterpriseProfileEditInput,
} from '@kalasetu/shared/people';
import { ProfileEditDialog } from '../../../components/profile/profile-edit-dialog';
import { useProfileSave } from '../../../components/profile/use-profile-save';
import { Avatar } from '../../../components/ui/avatar';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { enterpriseQueryKey } from '../api/get-enterprise';
import { uploadLogo, useUpdateEnterpriseProfile } from '../api/update-enterprise-profile';

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
  const form = useForm<EnterpriseProfileEditInput, unknown, z.output<typeof enterpriseProfileEditSchema>>({
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
  const { failed, submit } = useProfileSave({
    form,
    fields: FIELDS,
    save: (values) => update.mutateAsync(values),
    close: () => onOpenChange(false),
  });
  const { errors, isSubmitting } = form.formState;

  const image = {
    preview: <Avatar src={enterprise.logoUrl} name={enterprise.companyName} size="xl" shape="square" />,
    label: t('enterprises.edit.logo'),
    failedKey: 'enterprises.edit.logoFailed',
    upload: async (file: File, onProgress: (percent: number) => void) => {
      await uploadLogo(enterprise.id, file, onProgress);
      await queryClient.invalidateQueries({ queryKey: enterpriseQueryKey(enterprise.id) });
      void queryClient.invalidateQueries({ queryKey: ['enterprises', 'list'] });
      toast.success(t('enterprises.edit.logoUpdated'));
    },
  };

  return (
    <ProfileEditDialog
      title={t('enterprises.edit.title')}
      open={open}
      onOpenChange={onOpenChange}
      image={image}
      failed={failed}
      isSubmitting={isSubmitting}
      onSubmit={submit}
    >
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
    </ProfileEditDialog>
  );
}
