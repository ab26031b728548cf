import { z } from 'zod';
import { DB_INTEGER_MAX } from './limits';

/** Every refusal has this shape. `message` is already translated into the request's language; `code` is stable for programs. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The refusals a route may answer, for its `response` map: `errorResponses(400, 401, 404)`. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number], typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    Codes[number],
    typeof errorResponseSchema
  >;
}

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
});

export const idParamSchema = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
export const numericIdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'validation.idInvalid' })
    .int()
    .positive()
    .max(DB_INTEGER_MAX, { error: 'validation.idInvalid' }),
});

/** How many a list holds in all, from its counts by status (a paged list's total, for its pager). */
export const countsTotal = (counts: Record<string, number>): number =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);

/** `?page=N` of a list shown a page at a time; past the last page the list is empty. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(10_000).default(1),
});
