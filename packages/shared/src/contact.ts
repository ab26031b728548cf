import { z } from 'zod';
import { CONTACT_MESSAGE_MIN_LENGTH, LONG_TEXT_MAX_LENGTH } from './limits';
import { emailField, requiredText } from './fields';

export const contactMessageSchema = z.object({
  name: requiredText(120, 'validation.nameRequired'),
  email: emailField('validation.emailRequired'),
  subject: requiredText(200, 'validation.subjectRequired'),
  message: z
    .string({ error: 'validation.messageRequired' })
    .trim()
    .min(1, { error: 'validation.messageRequired' })
    .min(CONTACT_MESSAGE_MIN_LENGTH, { error: 'validation.messageMin' })
    .max(LONG_TEXT_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
