import { catalogGlanceQuery } from '../queries/catalogGlance';
import type { RouteReadContext } from '../queries/routeRead';

/** The first read of the home page: the catalog's figures. */
export function readHome({ queryClient }: RouteReadContext): void {
  void queryClient.prefetchQuery(catalogGlanceQuery());
}
