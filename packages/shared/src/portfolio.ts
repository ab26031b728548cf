import { z } from 'zod';
import { httpUrlField, optionalText, singleLineText } from './fields';
import { DB_INTEGER_MAX } from './limits';
import { portfolioItemTypeSchema } from './roles';
import { parseVideoUrl } from './portfolio-media';

/** How many items one creator's portfolio may hold: enough for a showcase, small enough for one page. */
export const PORTFOLIO_MAX_ITEMS = 24;
export const PORTFOLIO_TITLE_MAX_LENGTH = 120;
export const PORTFOLIO_DESCRIPTION_MAX_LENGTH = 1000;
/** Longest side of an uploaded video's poster (the frame the creator picked), re-encoded like any image. */
export const PORTFOLIO_POSTER_SIZE_PX = 960;
/** The container formats an uploaded video may have; the browser plays both without a plug-in. */
export const PORTFOLIO_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

export { portfolioItemTypeSchema };
export type PortfolioItemType = z.infer<typeof portfolioItemTypeSchema>;

export const portfolioItemSchema = z.object({
  id: z.number().int(),
  creatorId: z.string(),
  type: portfolioItemTypeSchema,
  title: z.string(),
  description: z.string(),
  mediaUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** How many pieces of work a directory card (and an admin's applicant card) leads with. */
export const PORTFOLIO_PREVIEW_COUNT = 3;
/** One piece of work as a card shows it: a still to look at, or none (a Vimeo video has no keyless still). */
export const portfolioPreviewSchema = z.object({
  id: z.number().int(),
  type: z.enum(['image', 'video']),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type PortfolioPreview = z.infer<typeof portfolioPreviewSchema>;
export const portfolioListSchema = z.object({ items: z.array(portfolioItemSchema) });

export const videoUrlField = z
  .string({ error: 'validation.videoUrlInvalid' })
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .refine((value) => parseVideoUrl(value) !== null, { error: 'validation.videoUrlInvalid' });

/** External images must be https: the page's CSP (and browsers' mixed-content rules) block plain http images. */
export const imageUrlField = httpUrlField.refine((value) => value.startsWith('https://'), {
  error: 'validation.imageUrlHttps',
});

export const mediaUrlFieldFor = (type: PortfolioItemType) =>
  type === 'image' ? imageUrlField : type === 'video' ? videoUrlField : httpUrlField;

const titleField = singleLineText(PORTFOLIO_TITLE_MAX_LENGTH);
const descriptionField = optionalText(PORTFOLIO_DESCRIPTION_MAX_LENGTH).transform((value) => value ?? '');

/** Adding an item by address: an https image, a YouTube/Vimeo video or any http(s) web page. */
export const portfolioItemInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('image'),
      title: titleField,
      description: descriptionField,
      mediaUrl: imageUrlField,
    }),
    z.object({
      type: z.literal('video'),
      title: titleField,
      description: descriptionField,
      mediaUrl: videoUrlField,
    }),
    z.object({
      type: z.literal('link'),
      title: titleField,
      description: descriptionField,
      mediaUrl: httpUrlField,
    }),
  ],
  { error: 'validation.portfolioTypeInvalid' },
);
export type PortfolioItemInput = z.input<typeof portfolioItemInputSchema>;

/** The text fields sent with an uploaded image (multipart fields before the file). */
/** An uploaded picture's title may be left empty: the server names it (see `portfolioTitleFromFileName`). */
export const portfolioUploadFieldsSchema = z.object({
  title: optionalText(PORTFOLIO_TITLE_MAX_LENGTH).transform((value) => value ?? ''),
  description: descriptionField,
});
export type PortfolioUploadFields = z.input<typeof portfolioUploadFieldsSchema>;

/** Editing keeps the type; a new address is checked against that type by the server. Uploaded images keep their file. */
export const portfolioItemUpdateSchema = z.object({
  title: titleField.optional(),
  description: descriptionField.optional(),
  mediaUrl: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
});
export type PortfolioItemUpdate = z.input<typeof portfolioItemUpdateSchema>;

/** The creator's whole portfolio in its new order: every item exactly once. */
export const portfolioOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .max(PORTFOLIO_MAX_ITEMS, { error: 'validation.tooMany' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.portfolioOrder' }),
});
export type PortfolioOrder = z.infer<typeof portfolioOrderSchema>;

export const portfolioItemParamSchema = z.object({
  itemId: z.coerce
    .number({ error: 'validation.idInvalid' })
    .int()
    .positive()
    .max(DB_INTEGER_MAX, { error: 'validation.idInvalid' }),
});

/** Moves one entry up or down; the order the reorder buttons send. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Names phone cameras and messengers give files: no use as a title ("IMG_20261127_134501", "WhatsApp Image …"). */
const CAMERA_NAME = /^(?:img|dsc|dscn|dcim|pxl|mvimg|vid|image|photo|screenshot|whatsapp image|wa)[\s_-]*\d/i;

/**
 * The title of a picture uploaded without one: its file name when that says something ("haldi-ceremony.jpg" →
 * "haldi ceremony"), otherwise `fallback` (the reader's word for "Photo").
 */
export function portfolioTitleFromFileName(fileName: string, fallback: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[_\s-]+/g, ' ')
    .trim();
  const letters = stem.replace(/[\d\s.()]+/g, '');
  if (letters.length < 3 || CAMERA_NAME.test(stem)) return fallback;
  return stem.slice(0, PORTFOLIO_TITLE_MAX_LENGTH).trim();
}
