import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupportContact } from '@kalasetu/shared/api/contact';
import { request } from '../../../lib/api-client';

/** The team's phone and WhatsApp numbers, as the operator configured them (each null, and not shown, when unset). */
export const supportContactQueryOptions = queryOptions({
  queryKey: ['support-contact'],
  queryFn: ({ signal }) => request(getSupportContact, { signal }),
  staleTime: Infinity,
});

export const useSupportContact = () => useQuery(supportContactQueryOptions);
