import { z } from 'zod/mini';
import { nStr, nTimestamp } from './common.ts';

/** Health report of `GET /health`. A `status` other than `ok` is shown as degraded. */
export const healthReportSchema = z.object({
  status: z.string(),
  version: nStr(),
  service: nStr(),
  environment: nStr(),
  message: nStr(),
  timestamp: nTimestamp(),
});
export type HealthReport = z.output<typeof healthReportSchema>;

export const HEALTH_OK = 'ok';
