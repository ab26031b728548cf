import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';

interface ProfileSaveOptions<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Fields whose server-side refusals are shown beside the field. */
  fields: readonly Path<Input>[];
  save(values: Output): Promise<unknown>;
  /** After a successful save, before the dialog closes. */
  afterSave?(): Promise<unknown>;
  close(): void;
}

/**
 * The creator's and the enterprise's profile dialogs save the same way: the shared schema validates (through the
 * form's resolver), the server's field refusals show beside their fields, one toast tells the outcome, and the
 * dialog closes on success.
 */
export function useProfileSave<Input extends FieldValues, Output>({
  form,
  fields,
  save,
  afterSave,
  close,
}: ProfileSaveOptions<Input, Output>) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);

  const submit = form.handleSubmit(async (parsed) => {
    setFailed(false);
    try {
      await save(parsed);
    } catch (error) {
      setFailed(true);
      if (error instanceof ApiError) {
        for (const field of fields) {
          const message = error.fields[field];
          if (message) form.setError(field, { message });
        }
      }
      toast.error(t('profileEdit.failed'));
      return;
    }
    await afterSave?.().catch(() => null);
    toast.success(t('profileEdit.success'));
    close();
  });

  return { failed, submit };
}
