import { describe, expect, it } from 'vitest';
import { apiBaseFor, centralAppUrl, InvalidTenantDomainError, tenantOfHost } from './api-host';

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
