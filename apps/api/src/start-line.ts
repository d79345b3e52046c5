import { networkInterfaces } from 'node:os';
import { DEMO_ADMIN_PASSWORD, type Config } from './config';

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** This machine's IPv4 addresses that other devices on its network reach it at (a phone on the shop's Wi-Fi). */
export function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => address!.address);
}

const urlOf = (host: string, port: number, scheme = 'http') => `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * The one line a person reads when the server has started: the address to open (and, when it
 * listens on every interface, the addresses other devices use, and with HTTPS on the secure
 * addresses for phones and the page that sets a phone up) and the account to sign in with.
 * The demo password is named only when no ADMIN_PASSWORD was given, since then it is the documented default.
 */
export function startLine(
  config: Pick<Config, 'host' | 'port' | 'adminEmail' | 'adminPassword'>,
  lanAddresses: string[],
  secure: { httpsPort?: number } = {},
): string {
  const everywhere = ALL_INTERFACES.has(config.host);
  const local = everywhere || LOOPBACK.has(config.host) ? 'localhost' : config.host;
  const reachable = everywhere ? lanAddresses : LOOPBACK.has(config.host) ? [] : [config.host];
  const plain =
    everywhere && lanAddresses.length > 0 ? `from another device: ${lanAddresses.map((a) => urlOf(a, config.port)).join(', ')}` : '';
  // Phones go to the secure address (camera, offline selling) after trusting the shop's certificate on the page.
  const phones =
    secure.httpsPort !== undefined && reachable.length > 0
      ? `phones: ${reachable.map((a) => urlOf(a, secure.httpsPort!, 'https')).join(', ')}, after trusting the shop's certificate at ${urlOf(reachable[0]!, config.port)}/phone`
      : '';
  const others = plain || phones ? ` (${[plain, phones].filter(Boolean).join('; ')})` : '';
  const password = config.adminPassword
    ? 'the password given in ADMIN_PASSWORD'
    : `the password ${DEMO_ADMIN_PASSWORD} (until you change it)`;
  return `Ready: open ${urlOf(local, config.port)}${others} and sign in as ${config.adminEmail} with ${password}.`;
}
