/**
 * Where the API is, derived from the host the app is opened on (spec 1): a central or local host
 * uses the API domain; a shop's subdomain uses that shop's own API host, plain http in development
 * and https otherwise. In this product's own deployment the API is served from the same origin as
 * the app, so no API domain is configured and every shop simply calls its own origin's /api.
 */
export type ApiHostConfig = {
  /** The central domain shops are subdomains of (BASE_DOMAIN on the server). */
  centralDomain: string;
  /** A separate API domain; unset means "same origin as the page". */
  apiDomain?: string;
  development: boolean;
};

export class InvalidTenantDomainError extends Error {
  constructor() {
    super('Invalid tenant domain');
    this.name = 'InvalidTenantDomainError';
  }
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function isCentralHost(hostname: string, centralDomain: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || IPV4.test(host) || host.includes(':') || host === centralDomain || host === `www.${centralDomain}`;
}

/** The shop named by a host, or null for a central/local host. Throws for a host that names no shop. */
export function tenantOfHost(hostname: string, centralDomain: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (isCentralHost(host, centralDomain)) return null;
  for (const base of [centralDomain, 'localhost']) {
    if (host.endsWith(`.${base}`)) {
      const slug = host.slice(0, -(base.length + 1));
      if (/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(slug)) return slug;
    }
  }
  throw new InvalidTenantDomainError();
}

/** The API base URL for a page location. */
export function apiBaseFor(location: Pick<Location, 'protocol' | 'hostname' | 'port'>, config: ApiHostConfig): string {
  const tenant = tenantOfHost(location.hostname, config.centralDomain);
  if (!config.apiDomain) return '/api';
  const port = location.port ? `:${location.port}` : '';
  if (tenant === null) return `${location.protocol}//${config.apiDomain}${port}/api`;
  const scheme = config.development ? 'http:' : 'https:';
  return `${scheme}//${tenant}.${config.apiDomain}${port}/api`;
}

/** The central app address, where the user is sent when the shop's domain cannot be used. */
export function centralAppUrl(location: Pick<Location, 'protocol' | 'port'>, config: ApiHostConfig): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${config.centralDomain}${port}/`;
}

/** The meta tag in which the server serving index.html names its BASE_DOMAIN (apps/api web-app.ts). */
export const BASE_DOMAIN_META = 'oim-base-domain';

type BuildSettings = { VITE_CENTRAL_DOMAIN?: string; VITE_API_DOMAIN?: string; DEV?: boolean };

/**
 * The configuration of a running app. The central domain is a run-time setting of the server
 * (BASE_DOMAIN), so the page it served is asked first; the build-time VITE_CENTRAL_DOMAIN only
 * counts where no server put it there (the Vite dev server), and localhost after that.
 */
export function readApiHostConfig(page: Pick<ParentNode, 'querySelector'> | undefined, build: BuildSettings): ApiHostConfig {
  const served = page?.querySelector<HTMLMetaElement>(`meta[name="${BASE_DOMAIN_META}"]`)?.content.trim().toLowerCase();
  return {
    centralDomain: served || build.VITE_CENTRAL_DOMAIN || 'localhost',
    ...(build.VITE_API_DOMAIN ? { apiDomain: build.VITE_API_DOMAIN } : {}),
    development: build.DEV ?? false,
  };
}

export const apiHostConfig: ApiHostConfig = readApiHostConfig(
  typeof document === 'undefined' ? undefined : document,
  import.meta.env as BuildSettings,
);
