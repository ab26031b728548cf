import { searchUnderstoodSchema } from './search';
import { z } from 'zod';
import { trustChecksSchema } from './verification';
import { CONTROL_CHARACTERS, nameField, optionalUrlField, singleLineText } from './fields';
import {
  CREATOR_CARD_MAX_SKILLS,
  LIST_ITEM_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MAX_STARTING_PRICE_OPTIONS,
  MIN_RATING_OPTIONS,
  PAGE_SIZE_DEFAULT,
  SHORT_TEXT_MAX_LENGTH,
  STARTING_PRICE_MAX_RUPEES,
} from './limits';
import { readRupees } from './money';
import { jobSummarySchema } from './jobs';
import { INDUSTRIES, WORK_LANGUAGES } from './options';
import { portfolioItemSchema, portfolioPreviewSchema } from './portfolio';
import { skillField, skillListField } from './skill-fields';

export const DIRECTORY_SEARCH_MAX_LENGTH = 100;
export const DIRECTORY_PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** A blank query parameter means "no filter". */
const optionalParam = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .optional()
    .transform((value) => value || undefined);

const pageParam = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(10_000).default(1);

/** `/api/creators?q=&skill=&available=true&minRating=4&page=2`, the same parameters the directory keeps in its URL. */
export const creatorDirectoryQuerySchema = z.object({
  q: optionalParam(DIRECTORY_SEARCH_MAX_LENGTH),
  /** A skill id, or a synonym read as its id (decision 215). */
  skill: optionalParam(LIST_ITEM_MAX_LENGTH).pipe(skillField.optional()),
  available: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .optional()
    .transform((value) => value === 'true'),
  minRating: z.coerce
    .number({ error: 'validation.invalid' })
    .refine((value) => (MIN_RATING_OPTIONS as readonly number[]).includes(value), {
      error: 'validation.invalid',
    })
    .default(0),
  /** Creators whose "from ₹…" is at most this (one of MAX_STARTING_PRICE_OPTIONS); those with none set are left out. */
  maxPrice: z.coerce
    .number({ error: 'validation.invalid' })
    .refine((value) => (MAX_STARTING_PRICE_OPTIONS as readonly number[]).includes(value), {
      error: 'validation.invalid',
    })
    .optional(),
  /** Creators who work in this language (WORK_LANGUAGES). */
  language: z.enum(WORK_LANGUAGES, { error: 'validation.invalid' }).optional(),
  page: pageParam,
});
export type CreatorDirectoryQuery = z.output<typeof creatorDirectoryQuerySchema>;

export const enterpriseDirectoryQuerySchema = z.object({
  q: optionalParam(DIRECTORY_SEARCH_MAX_LENGTH),
  industry: z.enum(INDUSTRIES, { error: 'validation.industrySelect' }).optional(),
  page: pageParam,
});
export type EnterpriseDirectoryQuery = z.output<typeof enterpriseDirectoryQuerySchema>;

/** A creator as cards show it. Nothing private (e-mail, phone, address) is ever part of a public shape. */
export const creatorSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  /** On a card, the start of the bio (`excerpt`, at most CARD_TEXT_MAX_LENGTH characters); the profile has it all. */
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  available: z.boolean(),
  isVerified: z.boolean(),
  /** What the badge says was checked: "Phone ✓ · E-mail ✓ · GSTIN ✓" (decision 327). */
  checks: trustChecksSchema,
  /** Rounded to one decimal; 0 with a count of 0 when nobody has rated. */
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
  /** "From ₹5,000": the creator's starting price in whole rupees; null when not given. */
  startingPrice: z.number().int().nullable(),
  /** The languages they work in (WORK_LANGUAGES ids), in their order. */
  workLanguages: z.array(z.string()),
  /** The first pieces of work in the creator's own order (PORTFOLIO_PREVIEW_COUNT), so cards lead with the work. */
  work: z.array(portfolioPreviewSchema),
});
export type CreatorSummary = z.infer<typeof creatorSummarySchema>;

export const creatorProfileSchema = creatorSummarySchema.extend({
  portfolioUrl: z.string().nullable(),
  portfolio: z.array(portfolioItemSchema),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

export const enterpriseSummarySchema = z.object({
  id: z.string(),
  /** The company name, or the account holder's name when no company name is stored. */
  companyName: z.string(),
  /** The contact person. */
  name: z.string(),
  logoUrl: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  /**
   * The description, or the products and services when there is none; on a card only its start (`excerpt`, at most
   * CARD_TEXT_MAX_LENGTH characters), on the profile all of it.
   */
  description: z.string().nullable(),
  isVerified: z.boolean(),
  checks: trustChecksSchema,
  openJobCount: z.number().int(),
  /** Its record (docs/product/profiles.md): jobs posted, hires made, and its rating from creators it worked with. */
  jobCount: z.number().int(),
  hireCount: z.number().int(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  createdAt: z.string(),
});
export type EnterpriseSummary = z.infer<typeof enterpriseSummarySchema>;

export const enterpriseProfileSchema = enterpriseSummarySchema.extend({
  website: z.string().nullable(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  productsServices: z.string().nullable(),
  operationalScale: z.string().nullable(),
  establishedDate: z.string().nullable(),
});
export type EnterpriseProfile = z.infer<typeof enterpriseProfileSchema>;
/** The reply to a profile edit: the profile as its owner's role shows it. */
export const profileResponseSchema = z.union([creatorProfileSchema, enterpriseProfileSchema]);
export const isCreatorProfile = (profile: CreatorProfile | EnterpriseProfile): profile is CreatorProfile =>
  'portfolio' in profile;
/** An enterprise's open jobs, as its profile lists them. */
export const enterpriseJobsResponseSchema = z.object({ items: z.array(jobSummarySchema) });

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** How many match, counted no further than DIRECTORY_COUNT_CAP. */
    total: z.number().int(),
    /** More match than `total` (the cap): "1,000+". */
    totalAtLeast: z.boolean(),
    /** What the keyword was read as, in the reader's language (decision 271). */
    understood: searchUnderstoodSchema,
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const creatorDirectoryResponseSchema = pageOf(creatorSummarySchema);
export type CreatorDirectoryResponse = z.infer<typeof creatorDirectoryResponseSchema>;
export const enterpriseDirectoryResponseSchema = pageOf(enterpriseSummarySchema);
export type EnterpriseDirectoryResponse = z.infer<typeof enterpriseDirectoryResponseSchema>;

export const profileIdParamSchema = z.object({ id: z.string().max(100) });

/** Optional free text from a form: trimmed, and an empty box clears the value. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((value) => value || null);
const clearableLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'validation.singleLine' })
    .nullish()
    .transform((value) => value || null);

/** What a creator (or an admin for them) may change. Role, verification and rating are never editable here. */
export const creatorProfileEditSchema = z.object({
  name: nameField,
  location: clearableLine(SHORT_TEXT_MAX_LENGTH),
  bio: clearableText(LONG_TEXT_MAX_LENGTH),
  portfolioUrl: optionalUrlField.transform((value) => value ?? null),
  skills: skillListField(),
  available: z.boolean({ error: 'validation.invalid' }),
  /** Whole rupees from a number or the form's text ("₹5,000"); a blank box clears it. */
  startingPrice: z.preprocess(
    (value) => (typeof value === 'string' ? (readRupees(value) ?? null) : value),
    z
      .number({ error: 'validation.startingPriceInvalid' })
      .int({ error: 'validation.startingPriceInvalid' })
      .min(0, { error: 'validation.startingPriceInvalid' })
      .max(STARTING_PRICE_MAX_RUPEES, { error: 'validation.startingPriceInvalid' })
      .nullish()
      .transform((value) => value ?? null),
  ),
  workLanguages: z
    .array(z.enum(WORK_LANGUAGES, { error: 'validation.invalid' }), { error: 'validation.invalid' })
    .max(WORK_LANGUAGES.length)
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type CreatorProfileEditInput = z.input<typeof creatorProfileEditSchema>;

export const enterpriseProfileEditSchema = z.object({
  name: nameField,
  companyName: singleLineText(SHORT_TEXT_MAX_LENGTH, 'validation.companyNameRequired'),
  industry: z.enum(INDUSTRIES, { error: 'validation.industrySelect' }),
  description: clearableText(LONG_TEXT_MAX_LENGTH),
  location: clearableLine(SHORT_TEXT_MAX_LENGTH),
  website: optionalUrlField.transform((value) => value ?? null),
});
export type EnterpriseProfileEditInput = z.input<typeof enterpriseProfileEditSchema>;

export const CREATOR_EDITABLE_FIELDS = Object.keys(creatorProfileEditSchema.shape) as Array<
  keyof typeof creatorProfileEditSchema.shape
>;
export const ENTERPRISE_EDITABLE_FIELDS = Object.keys(enterpriseProfileEditSchema.shape) as Array<
  keyof typeof enterpriseProfileEditSchema.shape
>;

/**
 * `PATCH /api/profiles/:id`: any subset of either form's fields. The server keeps only the fields of the target
 * profile's role; anything else (role, isVerified, rating…) is dropped by the schema.
 */
export const profileEditRequestSchema = creatorProfileEditSchema
  .partial()
  .extend(enterpriseProfileEditSchema.partial().shape);
export type ProfileEditRequest = z.output<typeof profileEditRequestSchema>;

export const logoResponseSchema = z.object({ logoUrl: z.string() });

/** The card's skills line: the first three and how many more there are. */
export function cardSkills(skills: readonly string[], max = CREATOR_CARD_MAX_SKILLS) {
  return { shown: skills.slice(0, max), more: Math.max(0, skills.length - max) };
}

/**
 * What a creator judges a client by (docs/product/profiles.md): its jobs and hires, its rating, and the payments it
 * made through the platform: how many, the total, the share the creator confirmed without a dispute, and the median
 * days from a part's approval to its payment.
 */
export const enterpriseRecordSchema = z.object({
  jobCount: z.number().int(),
  hireCount: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  payments: z.object({
    count: z.number().int(),
    totalPaise: z.number().int(),
    /** 0–1; null before any payment. */
    confirmedShare: z.number().min(0).max(1).nullable(),
    /** One decimal; null before any payment of an approved part. */
    medianDaysToPay: z.number().nullable(),
  }),
});
export type EnterpriseRecord = z.infer<typeof enterpriseRecordSchema>;
export const enterpriseRecordResponseSchema = z.object({ record: enterpriseRecordSchema });
