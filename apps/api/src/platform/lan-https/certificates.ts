import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import forge from 'node-forge';

/**
 * The shop's own certificate authority and this machine's certificate under it, so that a phone
 * on the shop's Wi-Fi gets a secure address (https://<LAN IP>:3443) where the browser offers the
 * camera and the offline service worker. Kept in <DATA_DIR>/tls: the CA is made once and kept;
 * the server certificate is made again when the names it must carry change (a new LAN address)
 * or it nears its end. Only the CA certificate ever leaves the machine (GET /shop-ca.crt).
 */

/** The folder under DATA_DIR that holds the CA and the server certificate. */
export const TLS_FOLDER = 'tls';
const CA_KEY = 'shop-ca.key';
const CA_CERT = 'shop-ca.crt';
const SERVER_KEY = 'server.key';
const SERVER_CERT = 'server.crt';

const DAY_MS = 86_400_000;
/** The CA lives long: every phone that trusts it would have to be set up again for a new one. */
const CA_DAYS = 3650;
/** Apple refuses server certificates valid for more than 825 days (the hour back included). */
const SERVER_DAYS = 824;
/** A server certificate this close to its end is made anew at start-up. */
const RENEW_DAYS = 30;

export type LanNames = {
  /** The machine's non-internal IPv4 addresses (start-line.ts networkAddresses()). */
  addresses: string[];
  /** The machine's host name (os.hostname()). */
  hostname: string;
};

export type LanCertificates = {
  caCertPem: string;
  certPem: string;
  keyPem: string;
  /** The IP addresses and DNS names the server certificate carries. */
  ips: string[];
  dnsNames: string[];
  /** What this call made (false: read back from the folder). */
  created: { ca: boolean; server: boolean };
};

/** The names the server certificate must carry: localhost, the host name, 127.0.0.1 and every LAN address. */
export function wantedNames(names: LanNames): { ips: string[]; dnsNames: string[] } {
  const ips = [...new Set(['127.0.0.1', ...names.addresses.filter((a) => isIP(a) === 4)])].sort();
  const host = names.hostname.trim().toLowerCase();
  const dnsNames = [...new Set(['localhost', ...(host && /^[a-z0-9.-]+$/.test(host) && isIP(host) === 0 ? [host] : [])])].sort();
  return { ips, dnsNames };
}

function newKeyPair(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; keyPem: string } {
  // Node's own generator: forge's pure-JavaScript one takes seconds on a small machine.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  return { privateKey: forgeKey, publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e), keyPem };
}

function serialNumber(): string {
  // Positive (leading bit clear), 16 bytes.
  const bytes = forge.random.getBytesSync(16);
  return `0${forge.util.bytesToHex(bytes).slice(1)}`;
}

function validity(cert: forge.pki.Certificate, now: Date, days: number): void {
  // An hour back: a phone whose clock runs a little behind still accepts it.
  cert.validity.notBefore = new Date(now.getTime() - 3_600_000);
  cert.validity.notAfter = new Date(now.getTime() + days * DAY_MS);
}

function makeCa(now: Date): { certPem: string; keyPem: string } {
  const keys = newKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  validity(cert, now, CA_DAYS);
  const subject = [
    { name: 'commonName', value: `Shop certificate authority (${now.toISOString().slice(0, 10)})` },
    { name: 'organizationName', value: 'Order and Inventory Management' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: keys.keyPem };
}

function makeServerCert(
  ca: { certPem: string; keyPem: string },
  names: { ips: string[]; dnsNames: string[] },
  now: Date,
): { certPem: string; keyPem: string } {
  const caCert = forge.pki.certificateFromPem(ca.certPem);
  const caKey = forge.pki.privateKeyFromPem(ca.keyPem);
  const keys = newKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  validity(cert, now, SERVER_DAYS);
  cert.setSubject([{ name: 'commonName', value: names.ips.find((ip) => ip !== '127.0.0.1') ?? 'localhost' }]);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [...names.dnsNames.map((value) => ({ type: 2, value })), ...names.ips.map((ip) => ({ type: 7, ip }))],
    },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(caKey, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: keys.keyPem };
}

/** The names a certificate carries, read back by Node (as a TLS client would see them). */
export function certificateNames(certPem: string): { ips: string[]; dnsNames: string[] } {
  const san = new X509Certificate(certPem).subjectAltName ?? '';
  const entries = san.split(', ').filter(Boolean);
  return {
    ips: entries
      .filter((e) => e.startsWith('IP Address:'))
      .map((e) => e.slice('IP Address:'.length))
      .sort(),
    dnsNames: entries
      .filter((e) => e.startsWith('DNS:'))
      .map((e) => e.slice('DNS:'.length))
      .sort(),
  };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Whether the kept server certificate still serves: issued by this CA, the same names, not near its end. */
function serverCertStillGood(certPem: string, caCertPem: string, names: { ips: string[]; dnsNames: string[] }, now: Date): boolean {
  try {
    const cert = new X509Certificate(certPem);
    if (!cert.verify(new X509Certificate(caCertPem).publicKey)) return false;
    if (new Date(cert.validTo).getTime() - now.getTime() < RENEW_DAYS * DAY_MS) return false;
    const held = certificateNames(certPem);
    return sameList(held.ips, names.ips) && sameList(held.dnsNames, names.dnsNames);
  } catch {
    return false;
  }
}

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

function writePrivate(path: string, text: string): void {
  writeFileSync(path, text, { mode: 0o600 });
}

/**
 * The CA and the server certificate in <dataDir>/tls, made when missing: the CA once (kept for
 * good), the server certificate whenever the LAN names differ from those it carries.
 */
export function ensureLanCertificates(dataDir: string, names: LanNames, now: Date = new Date()): LanCertificates {
  const dir = join(dataDir, TLS_FOLDER);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const wanted = wantedNames(names);

  let caCertPem = read(join(dir, CA_CERT));
  let caKeyPem = read(join(dir, CA_KEY));
  let caCreated = false;
  if (!caCertPem || !caKeyPem) {
    const ca = makeCa(now);
    caCertPem = ca.certPem;
    caKeyPem = ca.keyPem;
    writePrivate(join(dir, CA_KEY), caKeyPem);
    writeFileSync(join(dir, CA_CERT), caCertPem);
    caCreated = true;
  }

  let certPem = read(join(dir, SERVER_CERT));
  let keyPem = read(join(dir, SERVER_KEY));
  let serverCreated = false;
  if (caCreated || !certPem || !keyPem || !serverCertStillGood(certPem, caCertPem, wanted, now)) {
    const server = makeServerCert({ certPem: caCertPem, keyPem: caKeyPem }, wanted, now);
    certPem = server.certPem;
    keyPem = server.keyPem;
    writePrivate(join(dir, SERVER_KEY), keyPem);
    writeFileSync(join(dir, SERVER_CERT), certPem);
    serverCreated = true;
  }
  return { caCertPem, certPem, keyPem, ...wanted, created: { ca: caCreated, server: serverCreated } };
}
