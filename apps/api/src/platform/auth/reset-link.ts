import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';

/** Whether an IP address is this machine's own (loopback or one of its interfaces). */
function isOwnAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (bare === '::1' || bare.startsWith('127.')) return true;
  return Object.values(networkInterfaces()).some((list) => list?.some((i) => i.address === bare));
}

/**
 * Where the reset link points: the address the request was made to. A host name has already been
 * checked to name this shop (tenancy), but any IP address names the default shop, so an IP is used
 * only when it is this machine's own: a stranger's Host header must never put its server in the link.
 */
export function resetLinkFor(req: FastifyRequest, token: string): string | undefined {
  const hostname = req.hostname;
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0 && !isOwnAddress(hostname)) return undefined;
  return `${req.protocol}://${req.host}/reset-password?token=${encodeURIComponent(token)}`;
}
