import { useMutation } from '@tanstack/react-query';
import type {
  PortfolioItem,
  PortfolioItemInput,
  PortfolioItemUpdate,
  PortfolioUploadFields,
} from '@kalasetu/shared/portfolio';
import { api, upload } from '../../../lib/api-client';

const profilePath = (creatorId: string) => `/api/profiles/${encodeURIComponent(creatorId)}/portfolio`;

export const addPortfolioItem = (creatorId: string, input: PortfolioItemInput) =>
  api<PortfolioItem>(profilePath(creatorId), { method: 'POST', body: input });

/** Text fields go first: the server reads them with the file in one multipart form. */
export function uploadPortfolioImage(
  creatorId: string,
  fields: PortfolioUploadFields,
  file: File,
  onProgress?: (percent: number) => void,
) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description ?? '');
  form.append('file', file);
  return upload<PortfolioItem>(`${profilePath(creatorId)}/image`, form, onProgress);
}

/** The video first (its own progress), then the frame the creator picked as its poster. */
export function uploadPortfolioVideo(
  creatorId: string,
  fields: PortfolioUploadFields,
  file: File,
  onProgress?: (percent: number) => void,
) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description ?? '');
  form.append('file', file);
  return upload<PortfolioItem>(`${profilePath(creatorId)}/video`, form, onProgress);
}

export function uploadPortfolioPoster(itemId: number, poster: Blob) {
  const form = new FormData();
  form.append('file', poster, 'poster.jpg');
  return upload<PortfolioItem>(`/api/portfolio/${itemId}/poster`, form);
}

export const updatePortfolioItem = (itemId: number, patch: PortfolioItemUpdate) =>
  api<PortfolioItem>(`/api/portfolio/${itemId}`, { method: 'PATCH', body: patch });

export const deletePortfolioItem = (itemId: number) =>
  api<{ ok: true }>(`/api/portfolio/${itemId}`, { method: 'DELETE' });

export const reorderPortfolio = (creatorId: string, ids: number[]) =>
  api<{ items: PortfolioItem[] }>(`${profilePath(creatorId)}/order`, { method: 'PUT', body: { ids } });

/** Every portfolio change ends by refreshing whatever shows the portfolio (the route passes that in). */
export const useDeletePortfolioItem = (onChanged: () => unknown) =>
  useMutation({ mutationFn: deletePortfolioItem, onSuccess: onChanged });

export const useReorderPortfolio = (creatorId: string, onChanged: () => unknown) =>
  useMutation({ mutationFn: (ids: number[]) => reorderPortfolio(creatorId, ids), onSuccess: onChanged });
