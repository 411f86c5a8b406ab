import type { TFunction } from 'i18next';
import { isApiError } from '../api/errors';

/** A person-facing sentence for any error, in the current language. Never includes the key. */
export function describeError(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.code === 'network_error') return t('errors.network');
  if (error.code === 'timeout') return t('errors.timeout');
  if (error.code === 'invalid_response') return t('errors.invalidResponse');
  if (error.status === 429) return t('errors.rateLimited');
  if (error.status >= 500) return t('errors.server', { status: error.status });
  if (error.message) return error.message;
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 409) return t('errors.conflict');
  if (error.status === 422) return t('errors.validation');
  return t('errors.unknown');
}
