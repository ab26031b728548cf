import { uploadDeliveryFile as uploadOperation } from '@kalasetu/shared/api/payments';
import { request } from '../../../lib/api-client';

/** Attaches one file to the coming delivery of a part (multipart, one file a request), with upload progress. */
export function uploadDeliveryFile(milestoneId: number, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return request(uploadOperation, { params: { id: milestoneId }, body: form, onProgress });
}
