/** The contract's health routes (one part of ROUTES, src/api/contract/routes.ts; split so a screen loads only its resource's schemas). */
import { healthReportSchema } from '../schemas/health.ts';
import { route } from './route.ts';

export const HEALTH_ROUTES = {
  health: route({
    method: 'GET',
    path: '/health',
    params: [],
    summary: 'Health check',
    pathSource: 'service-interface',
    request: null,
    response: healthReportSchema,
    successStatus: 200,
    errorStatuses: [500],
    idempotent: false,
    authenticated: false,
    read: true,
  }),
} as const;
