import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

/** /service/... (spec 2.2 Service). */
export const serviceRoutes: RouteObject = {
  path: 'service',
  children: [areaIndex('/service/service-orders'), notAvailablePage('service-orders', 'Service Orders', ['Service', 'Service Orders'])],
};
