import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

/** /service/...: the pages of the navigation's Service group (spec 2.2). */
export const serviceRoutes: RouteObject = {
  path: 'service',
  children: [areaIndex('/service/service-orders'), notAvailablePage('service-orders', 'Service Orders', ['Service', 'Service Orders'])],
};
