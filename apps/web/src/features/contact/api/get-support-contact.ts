import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportContact } from '@kalasetu/shared/contact';
import { api } from '../../../lib/api-client';

/** The team's phone and WhatsApp numbers, as the operator configured them (each null, and not shown, when unset). */
export const supportContactQueryOptions = queryOptions({
  queryKey: ['support-contact'],
  queryFn: ({ signal }) => api<SupportContact>('/api/contact/details', { signal }),
  staleTime: Infinity,
});

export const useSupportContact = () => useQuery(supportContactQueryOptions);
