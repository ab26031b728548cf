import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@kalasetu/shared/api/operation';
import {
  addPortfolioLink,
  deletePortfolioItem,
  reorderPortfolio,
  replacePoster,
  updatePortfolioItem as updatePortfolioItemOperation,
  uploadPortfolioImage as uploadImageOperation,
  uploadPortfolioVideo as uploadVideoOperation,
} from '@kalasetu/shared/api/portfolio';
import type { PortfolioUploadFields } from '@kalasetu/shared/portfolio';
import { request } from '../../../lib/api-client';

export const addPortfolioItem = (creatorId: string, body: BodyOf<typeof addPortfolioLink>) =>
  request(addPortfolioLink, { params: { id: creatorId }, body });

/** Text fields go first: the server reads them with the file in one multipart form. No title: the server names it. */
function uploadForm(fields: PortfolioUploadFields, file: File) {
  const body = new FormData();
  if (fields.title) body.append('title', fields.title);
  body.append('description', fields.description ?? '');
  body.append('file', file);
  return body;
}

export const uploadPortfolioImage = (
  creatorId: string,
  fields: PortfolioUploadFields,
  file: File,
  onProgress?: (percent: number) => void,
) => request(uploadImageOperation, { params: { id: creatorId }, body: uploadForm(fields, file), onProgress });

/** The video first (its own progress), then the frame the creator picked as its poster. */
export const uploadPortfolioVideo = (
  creatorId: string,
  fields: PortfolioUploadFields,
  file: File,
  onProgress?: (percent: number) => void,
) => request(uploadVideoOperation, { params: { id: creatorId }, body: uploadForm(fields, file), onProgress });

export function uploadPortfolioPoster(itemId: number, poster: Blob) {
  const body = new FormData();
  body.append('file', poster, 'poster.jpg');
  return request(replacePoster, { params: { itemId }, body });
}

export const updatePortfolioItem = (itemId: number, body: BodyOf<typeof updatePortfolioItemOperation>) =>
  request(updatePortfolioItemOperation, { params: { itemId }, body });

/** Every portfolio change ends by refreshing whatever shows the portfolio (the route passes that in). */
export const useDeletePortfolioItem = (onChanged: () => unknown) =>
  useMutation({
    mutationFn: (itemId: number) => request(deletePortfolioItem, { params: { itemId } }),
    onSuccess: onChanged,
  });

export const useReorderPortfolio = (creatorId: string, onChanged: () => unknown) =>
  useMutation({
    mutationFn: (ids: number[]) => request(reorderPortfolio, { params: { id: creatorId }, body: { ids } }),
    onSuccess: onChanged,
  });
