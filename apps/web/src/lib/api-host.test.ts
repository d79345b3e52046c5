import { describe, expect, it } from 'vitest';
import { apiBaseFor, centralAppUrl, InvalidTenantDomainError, readApiHostConfig, tenantOfHost } from './api-host';

const loc = (hostname: string, protocol = 'https:', port = '') => ({ hostname, protocol, port });

describe('deriving the API host from the page host', () => {
  it('a central or local host names no shop', () => {
    for (const host of ['localhost', '127.0.0.1', 'shops.ph', 'www.shops.ph', '::1']) expect(tenantOfHost(host, 'shops.ph')).toBeNull();
  });

  it('a subdomain names its shop', () => {
    expect(tenantOfHost('acme.shops.ph', 'shops.ph')).toBe('acme');
    expect(tenantOfHost('acme.localhost', 'shops.ph')).toBe('acme');
  });

  it("fails with 'Invalid tenant domain' for a host that names no shop", () => {
    expect(() => tenantOfHost('evil.example.com', 'shops.ph')).toThrow(InvalidTenantDomainError);
    expect(() => tenantOfHost('a.b.shops.ph', 'shops.ph')).toThrow('Invalid tenant domain');
  });

  it('uses the same origin when no API domain is set (this deployment)', () => {
    expect(apiBaseFor(loc('acme.shops.ph'), { centralDomain: 'shops.ph', development: false })).toBe('/api');
    expect(apiBaseFor(loc('localhost', 'http:', '3000'), { centralDomain: 'localhost', development: true })).toBe('/api');
  });

  it('with an API domain: central hosts use it, shops use their own API host, http in development and https otherwise', () => {
    const config = { centralDomain: 'shops.ph', apiDomain: 'api.shops.ph', development: false };
    expect(apiBaseFor(loc('shops.ph'), config)).toBe('https://api.shops.ph/api');
    expect(apiBaseFor(loc('acme.shops.ph'), config)).toBe('https://acme.api.shops.ph/api');
    expect(apiBaseFor(loc('acme.shops.ph', 'https:'), { ...config, development: true })).toBe('http://acme.api.shops.ph/api');
    expect(() => apiBaseFor(loc('other.net'), config)).toThrow('Invalid tenant domain');
  });

  it('knows the central app address to send the user to', () => {
    expect(centralAppUrl(loc('acme.shops.ph', 'https:'), { centralDomain: 'shops.ph', development: false })).toBe('https://shops.ph/');
    expect(centralAppUrl(loc('x.localhost', 'http:', '3000'), { centralDomain: 'localhost', development: true })).toBe(
      'http://localhost:3000/',
    );
  });
});

/** A page as the server serves it: index.html with its BASE_DOMAIN in a meta tag. */
function servedPage(baseDomain: string | null): Document {
  const meta = baseDomain === null ? '' : `<meta name="oim-base-domain" content="${baseDomain}">`;
  return new DOMParser().parseFromString(`<!doctype html><html><head>${meta}</head><body></body></html>`, 'text/html');
}

describe('the central domain is learnt at run time from the server that served the page', () => {
  it('takes BASE_DOMAIN from the page, over the build-time default', () => {
    const config = readApiHostConfig(servedPage('shops.ph'), { VITE_CENTRAL_DOMAIN: 'localhost', DEV: false });
    expect(config).toEqual({ centralDomain: 'shops.ph', development: false });
  });

  it('with BASE_DOMAIN=shops.ph, both the central host and a shop host reach their API, and other hosts are refused', () => {
    const config = readApiHostConfig(servedPage('shops.ph'), {});
    expect(apiBaseFor(loc('shops.ph'), config)).toBe('/api');
    expect(apiBaseFor(loc('www.shops.ph'), config)).toBe('/api');
    expect(apiBaseFor(loc('acme.shops.ph'), config)).toBe('/api');
    expect(tenantOfHost('acme.shops.ph', config.centralDomain)).toBe('acme');
    expect(() => apiBaseFor(loc('acme.other.ph'), config)).toThrow('Invalid tenant domain');
  });

  it('sends the user to the central address on that domain, not to localhost', () => {
    const config = readApiHostConfig(servedPage('Shops.PH'), {});
    expect(centralAppUrl(loc('nosuch.shops.ph', 'https:'), config)).toBe('https://shops.ph/');
  });

  it('a separate API domain still comes from the build', () => {
    const config = readApiHostConfig(servedPage('shops.ph'), { VITE_API_DOMAIN: 'api.shops.ph' });
    expect(apiBaseFor(loc('acme.shops.ph'), config)).toBe('https://acme.api.shops.ph/api');
  });

  it('without the tag (the Vite dev server) the build-time domain is used, else localhost', () => {
    expect(readApiHostConfig(servedPage(null), { VITE_CENTRAL_DOMAIN: 'dev.test', DEV: true })).toEqual({
      centralDomain: 'dev.test',
      development: true,
    });
    expect(readApiHostConfig(servedPage(''), {}).centralDomain).toBe('localhost');
    expect(readApiHostConfig(undefined, {}).centralDomain).toBe('localhost');
  });
});
