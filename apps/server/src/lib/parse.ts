import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses a body the router could not (a catch-all or a multipart field) with the same refusal shape as the router. */
export function parseOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest('errors.validation', fields);
}
