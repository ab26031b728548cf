import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../lib/toast';
import { contactMessageSchema, type ContactMessageInput } from '@kalasetu/shared/contact';
import { CONTACT_MESSAGE_MIN_LENGTH } from '@kalasetu/shared/limits';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/** Name, e-mail, subject and message, stored for the team; the form empties after a message is sent. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSent(false);
    try {
      await send.mutateAsync(values);
      toast.success(t('contact.success'));
      form.reset(EMPTY);
      setSent(true);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      toast.error(error instanceof ApiError && error.status ? error.message : t('contact.failed'));
    }
  });

  return (
    <Card className="p-6">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        {t('contact.formTitle')}
      </h2>
      {/* Always present, so screen readers announce the thanks when it appears. */}
      <div role="status">
        {sent ? (
          <p className="mt-4 flex items-start gap-2 rounded-md bg-green-50 p-3 text-green-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t('contact.success')}
          </p>
        ) : null}
      </div>
      <form onSubmit={submit} noValidate aria-labelledby="contact-form-title" className="mt-4 space-y-4">
        <FormField label={t('contact.name')} error={errors.name?.message} required>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label={t('contact.emailField')} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
        <FormField label={t('contact.subject')} error={errors.subject?.message} required>
          <Input {...form.register('subject')} />
        </FormField>
        <FormField
          label={t('contact.message')}
          error={errors.message?.message}
          hint={t('contact.messageHint', { count: CONTACT_MESSAGE_MIN_LENGTH })}
          required
        >
          <Textarea rows={6} {...form.register('message')} />
        </FormField>
        <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? t('contact.sending') : t('contact.submit')}
        </Button>
      </form>
    </Card>
  );
}
