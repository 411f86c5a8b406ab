import { catalogGlanceQuery } from '../queries/catalogGlance';
import type { RouteReadContext } from '../queries/routeRead';
import { noop } from '@tanstack/react-query';

/** The first read of the home page: the catalog's figures. */
export function readHome({ queryClient }: RouteReadContext): void {
  queryClient.query(catalogGlanceQuery()).catch(noop);
}
