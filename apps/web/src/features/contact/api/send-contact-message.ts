import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactSentResponse } from '@kalasetu/shared/contact';
import { api } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) =>
  api<ContactSentResponse>('/api/contact', { method: 'POST', body: input });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
