import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';

/**
 * What the plain-address page tells a phone: where the secure address is, and the shop CA's
 * certificate to trust first. Absent when the server serves no HTTPS (HTTPS_PORT off, or a host
 * other devices cannot reach).
 */
export type PhoneAccess = {
  /** The HTTPS port phones use. */
  httpsPort: number;
  /** The shop CA's certificate (PEM); never its key. */
  caCertPem: string;
  /** The LAN addresses and host names the server certificate names (start order: LAN IPs first). */
  addresses: string[];
};

/** The page a phone opens on the plain address; the Ready line and the terminal name it. */
export const PHONE_PAGE_PATH = '/phone';
/** The CA certificate a phone downloads and trusts. */
export const CA_DOWNLOAD_PATH = '/shop-ca.crt';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The secure address for whoever asks: the host the phone already reached this page at, when the
 * certificate names it; otherwise this machine's first LAN address (the page read on the machine itself).
 */
export function secureAddressFor(requestHost: string, access: PhoneAccess): string | undefined {
  const host = requestHost.toLowerCase();
  const lan = access.addresses.filter((a) => !LOOPBACK.has(a));
  const chosen = lan.includes(host) ? host : lan[0];
  return chosen ? `https://${urlHost(chosen)}:${access.httpsPort}/` : undefined;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0 auto; padding: 16px; max-width: 40rem; line-height: 1.5; color: #1a1a1a; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 1.5rem; }
.qr { width: 240px; max-width: 70vw; display: block; margin: 8px 0; }
.address { font-size: 1.2rem; font-weight: 600; word-break: break-all; }
.button { display: inline-block; padding: 10px 16px; background: #1565c0; color: #fff; border-radius: 6px; text-decoration: none; font-weight: 600; }
li { margin-bottom: 6px; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

async function phonePage(req: FastifyRequest, access: PhoneAccess | undefined): Promise<string> {
  const secure = access ? secureAddressFor(req.hostname, access) : undefined;
  if (!access || !secure) {
    return page(
      'Use this shop on a phone',
      `<h1>Use this shop on a phone</h1>
<p>This server has no secure (https) address for phones on its network: it listens only on this
machine, or <code>HTTPS_PORT</code> is off. The camera scanner and selling offline need a secure address.
Start the server with <code>HOST=0.0.0.0</code> (the default) and without <code>HTTPS_PORT=off</code>, then open this page again.</p>`,
    );
  }
  const qr = await QRCode.toString(secure, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const others = access.addresses
    .filter((a) => !LOOPBACK.has(a) && secure !== `https://${urlHost(a)}:${access.httpsPort}/`)
    .map((a) => `<li><code>https://${escapeHtml(urlHost(a))}:${access.httpsPort}/</code></li>`)
    .join('');
  return page(
    'Use this shop on a phone',
    `<h1>Use this shop on a phone</h1>
<p>The camera scanner and selling offline work only on the shop's secure address:</p>
<p class="address"><a href="${escapeHtml(secure)}">${escapeHtml(secure)}</a></p>
<figure aria-label="QR code of ${escapeHtml(secure)}" role="img" style="margin:0">
<div class="qr">${qr}</div>
</figure>
${others ? `<p>Other addresses of this machine:</p><ul>${others}</ul>` : ''}
<p>The address uses the shop's own certificate authority, made by this server. Trust it once on each
phone (on the shop's Wi-Fi, on this page), then scan the code or open the address above.</p>
<p><a class="button" href="${CA_DOWNLOAD_PATH}" download="shop-ca.crt">Download the shop's certificate</a></p>

<h2>Android (Chrome)</h2>
<ol>
<li>Tap <strong>Download the shop's certificate</strong> above.</li>
<li>Open <strong>Settings › Security and privacy › More security settings › Encryption and credentials › Install a certificate › CA certificate</strong>
(on some phones: Settings › Security › Install from storage), tap <strong>Install anyway</strong> and choose <code>shop-ca.crt</code>.
The phone may ask for its screen lock first.</li>
<li>Scan the code above with the camera, or open <strong>${escapeHtml(secure)}</strong> in Chrome, and sign in.</li>
</ol>

<h2>iPhone and iPad (Safari)</h2>
<ol>
<li>Open this page in <strong>Safari</strong>, tap <strong>Download the shop's certificate</strong> and then <strong>Allow</strong>.</li>
<li>Open <strong>Settings › General › VPN and Device Management</strong>, tap the shop's certificate under Downloaded Profile, and tap <strong>Install</strong>.</li>
<li>Open <strong>Settings › General › About › Certificate Trust Settings</strong> and turn on full trust for the shop's certificate authority.</li>
<li>Scan the code above with the camera, or open <strong>${escapeHtml(secure)}</strong> in Safari, and sign in.</li>
</ol>

<p>A phone that has not trusted the certificate sees a warning on the secure address: go back to these steps
rather than past the warning. The certificate holds no secret: its key stays on the shop's computer, in the
server's data folder, and whoever can read that folder should be trusted like the owner.</p>`,
  );
}

/** The CERTIFICATE blocks of a PEM text and nothing else: whatever is passed in, no key leaves this way. */
export function certificatesOnly(pem: string): string {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => `${block.trim()}\n`).join('');
}

/** GET /phone and GET /shop-ca.crt on every host, outside the shops and sign-in; nothing secret is in either. */
export function registerPhonePage(app: FastifyInstance, accessNow: () => PhoneAccess | undefined): void {
  const hidden = { schema: { hide: true } };
  app.get(PHONE_PAGE_PATH, hidden, async (req, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await phonePage(req, accessNow())),
  );
  app.get(CA_DOWNLOAD_PATH, hidden, async (_req, reply) => {
    const access = accessNow();
    if (!access) return reply.code(404).send({ message: 'This server serves no secure address for phones (HTTPS_PORT is off).' });
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Disposition', 'attachment; filename="shop-ca.crt"')
      .type('application/x-x509-ca-cert')
      .send(certificatesOnly(access.caCertPem));
  });
}
