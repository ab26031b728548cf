import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

interface TextStepFormProps {
  /** The shared contract's field for this text (utrField, vpaField, a required note). */
  field: z.ZodType<string, string>;
  label: string;
  submitLabel: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'text';
  defaultValue?: string;
  hint?: string;
  /** Marked required unless said otherwise (a GSTIN may be left blank). */
  optional?: boolean;
  onSubmit(value: string): Promise<unknown>;
  onDone?(): void;
}

/** One text and one button (a note, a UTR, a UPI ID), checked with the shared contract before it is sent. */
export function TextStepForm(props: TextStepFormProps) {
  const { t } = useTranslation();
  const schema = z.object({ value: props.field });
  const form = useForm<{ value: string }>({
    resolver: zodResolver(schema) as never,
    defaultValues: { value: props.defaultValue ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ value }) => {
    try {
      await props.onSubmit(value);
      form.reset({ value: props.defaultValue === undefined ? '' : value });
      props.onDone?.();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('common.unexpectedError');
      form.setError('value', { message });
      toast.error(message);
    }
  });
  const Control = props.multiline ? Textarea : Input;
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <FormField
        label={props.label}
        error={errors.value?.message}
        hint={props.hint}
        required={!props.optional}
      >
        <Control
          {...form.register('value')}
          {...(props.multiline ? { rows: 3 } : { inputMode: props.inputMode, autoComplete: 'off' })}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
