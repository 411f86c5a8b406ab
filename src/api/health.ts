import { callRoute } from './client';
import type { ReadOptions } from './client';
import { HEALTH_ROUTES } from './contract/health';
import { HEALTH_OK } from './schemas/health';
import type { HealthReport } from './schemas/health';

/** The health check (sent without the key: the route is not authenticated). */
export function getHealth(opts: ReadOptions = {}): Promise<HealthReport> {
  return callRoute(HEALTH_ROUTES.health, { signal: opts.signal });
}

/** A `status` other than `ok` is shown as degraded. */
export function isHealthy(report: HealthReport): boolean {
  return report.status === HEALTH_OK;
}
