import { request } from './client';
import type { ReadOptions } from './client';
import { HEALTH_OK, healthReportSchema } from './schemas/health';
import type { HealthReport } from './schemas/health';

/** GET /health, without the key. */
export function getHealth(opts: ReadOptions = {}): Promise<HealthReport> {
  return request({ path: '/health', schema: healthReportSchema, signal: opts.signal });
}

/** A `status` other than `ok` is shown as degraded. */
export function isHealthy(report: HealthReport): boolean {
  return report.status === HEALTH_OK;
}
