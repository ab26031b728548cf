import { useMutation } from '@tanstack/react-query';
import { sendContactMessage } from '@kalasetu/shared/api/contact';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import { request } from '../../../lib/api-client';

export const useSendContactMessage = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof sendContactMessage>) => request(sendContactMessage, { body }),
  });
