import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';

type Method = FindMyWay.HTTPMethod;
const METHODS: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

const routers = new WeakMap<FastifyInstance, FindMyWay.Instance<FindMyWay.HTTPVersion.V1>>();

/**
 * Keeps a second router of every route's path and methods (call it before any route is added), so
 * a request that matches no route can tell a known path asked with the wrong method (405) from an
 * unknown path (404). It matches paths exactly as Fastify's own router does.
 */
export function trackRouteMethods(app: FastifyInstance): void {
  const router = FindMyWay({ maxParamLength: 200 });
  routers.set(app, router);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as Method[]) {
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => undefined);
    }
  });
}

/** The methods a path answers to (none for an unknown path). */
export function allowedMethods(app: FastifyInstance, path: string): Method[] {
  const router = routers.get(app);
  return router ? METHODS.filter((method) => router.find(method, path) !== null) : [];
}
