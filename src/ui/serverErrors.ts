import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/errors';

/**
 * Puts a server's 409/422 `details` on the form's fields (the API's paths use
 * react-hook-form's own dot form, e.g. `items.2.quantity`). `mapPath` translates a path
 * when the form names a field differently, or returns null to leave it unmapped.
 * Returns the messages no field took, for an alert above the form.
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  mapPath: (serverPath: string) => string | null = (p) => p,
): string[] {
  if (!isApiError(error)) return [];
  const unmapped: string[] = [];
  let focused = false;
  for (const d of error.details) {
    const path = d.path ? mapPath(d.path) : null;
    if (path) {
      setError(path as Path<V>, { type: 'server', message: d.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unmapped.push(d.path ? `${d.path}: ${d.message}` : d.message);
    }
  }
  return unmapped;
}
