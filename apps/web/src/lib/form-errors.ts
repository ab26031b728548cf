import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field messages (already translated) on the matching form fields. `rename` maps a server
 * field to a form field (the API says `newPassword` where the form says `password`). Returns whether any
 * field got a message, so the caller can fall back to a toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Record<string, Path<T>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [serverField, message] of Object.entries(error.fields)) {
    const field = rename[serverField] ?? (serverField as Path<T>);
    if (!fields.includes(field)) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
