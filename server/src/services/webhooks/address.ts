import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import { WEBHOOK_MSG } from '@trilha/sdk/contract';
import ipaddr from 'ipaddr.js';
import { BadRequestError } from '../../errors';
import { runtime } from '../../runtime';

const lookupAll = promisify(dnsLookup);

/** Only ordinary public addresses: never loopback, private, link-local (cloud metadata), multicast... */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

const allowPrivate = () => runtime().config.webhooksAllowPrivate;

/**
 * Checks an endpoint before it is saved (SSRF): https, no credentials, and every address its name
 * resolves to public, unless WEBHOOKS_ALLOW_PRIVATE (tests, intranets), which also allows http.
 * Deliveries check the address again as they connect (`guardedLookup`): a name that later
 * resolves inward is refused then.
 */
export async function checkWebhookUrl(raw: string): Promise<URL> {
  const url = new URL(raw);
  if (url.username || url.password) throw BadRequestError(WEBHOOK_MSG.credentials);
  if (url.protocol !== 'https:' && !allowPrivate()) throw BadRequestError(WEBHOOK_MSG.https);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookupAll(host, { all: true });
  } catch {
    throw BadRequestError(WEBHOOK_MSG.unresolvable);
  }
  if (!allowPrivate() && addresses.some((a) => !isPublicAddress(a.address))) {
    throw BadRequestError(WEBHOOK_MSG.privateAddress);
  }
  return url;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The `lookup` of a delivery's socket: resolves as usual, then refuses an inward address. */
export function guardedLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as LookupAddress[];
    const refused = allowPrivate() ? undefined : list.find((a) => !isPublicAddress(a.address));
    if (refused) {
      return callback(Object.assign(new Error(WEBHOOK_MSG.privateAddress), { code: 'EPRIVATE' }), []);
    }
    if ((options as { all?: boolean }).all) return callback(null, list);
    const first = list[0];
    if (!first) return callback(Object.assign(new Error(WEBHOOK_MSG.unresolvable), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}
