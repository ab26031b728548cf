import { z } from 'zod';
import { numericIdParamSchema } from './http';
import { DELIVERY_FILE_NAME_MAX_LENGTH } from './limits';
import { cutToLength } from './text';

/*
 * Files a creator hands over with the delivery of a milestone (decision 256). What a file is comes from its
 * first bytes (the server's lib/file-types.ts), never from its name or the browser's content type; the name is kept
 * only to show it and to name the download.
 */

/** Each kind a creator may deliver, and the content type it is stored and downloaded with. */
export const DELIVERY_FILE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  zip: 'application/zip',
} as const;
export type DeliveryFileKind = keyof typeof DELIVERY_FILE_TYPES;
export const DELIVERY_FILE_KINDS = Object.keys(DELIVERY_FILE_TYPES) as DeliveryFileKind[];

/** The name endings that already say a kind; a name ending otherwise gets the first one added. */
const EXTENSIONS: Record<DeliveryFileKind, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  pdf: ['pdf'],
  mp4: ['mp4', 'm4v'],
  webm: ['webm'],
  zip: ['zip'],
};

/** What the browser's file picker offers: the content types and the name endings (a first filter only). */
export const DELIVERY_FILE_ACCEPT = [
  ...Object.values(DELIVERY_FILE_TYPES),
  ...Object.values(EXTENSIONS).flatMap((endings) => endings.map((ending) => `.${ending}`)),
].join(',');

export const deliveryFileSchema = z.object({
  id: z.number().int(),
  /** The original name, sanitised: for display and the download's name only. */
  name: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  /** When it was handed over with a delivery; null while attached to the coming one (the creator may remove it). */
  deliveredAt: z.string().nullable(),
});
export type DeliveryFile = z.infer<typeof deliveryFileSchema>;

export const deliveryFileParamsSchema = numericIdParamSchema.extend({
  fileId: numericIdParamSchema.shape.id,
});

/** Where a party downloads a delivery file (and the creator removes one not yet delivered). */
export const deliveryFileUrl = (milestoneId: number, fileId: number) =>
  `/api/milestones/${milestoneId}/files/${fileId}`;

/**
 * Characters a file name never keeps: control characters, the bidirectional overrides and invisible marks that make
 * "gpj.exe" look like "exe.jpg", and what file systems refuse (`\ / : * ? " < > |`).
 */
const INVISIBLE = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/gu;
const RESERVED = /[\\/:*?"<>|]/g;

/**
 * The name a delivered file is shown and downloaded under: the uploaded name in NFC, without invisible or reserved
 * characters, leading dots or runs of spaces, at most DELIVERY_FILE_NAME_MAX_LENGTH characters, ending with an
 * extension of the kind its bytes showed ("setup.exe" that is a ZIP becomes "setup.exe.zip").
 */
export function deliveryFileName(uploaded: string, kind: DeliveryFileKind): string {
  const cleaned = uploaded
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const dot = cleaned.lastIndexOf('.');
  const ending = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const known = EXTENSIONS[kind].includes(ending);
  const base = (known ? cleaned.slice(0, dot) : cleaned).trim() || 'file';
  const extension = known ? ending : EXTENSIONS[kind][0]!;
  return `${cutToLength(base, DELIVERY_FILE_NAME_MAX_LENGTH - extension.length - 1).trim()}.${extension}`;
}
