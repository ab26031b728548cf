import type { AgreementResponse } from '@kalasetu/shared/payments';
import { upload } from '../../../lib/api-client';

/** Attaches one file to the coming delivery of a part (multipart, one file a request), with upload progress. */
export function uploadDeliveryFile(milestoneId: number, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return upload<AgreementResponse>(`/api/milestones/${milestoneId}/files`, form, onProgress);
}
