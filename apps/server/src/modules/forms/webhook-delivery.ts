import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { FormMessage } from '@sitecraft/shared/forms';

const TIMEOUT_MS = 5_000;

/** Loopback, private, link-local, carrier-grade NAT and unspecified addresses: a webhook must not reach into our network. */
const privateAddresses = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) privateAddresses.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10]] as const) privateAddresses.addSubnet(network, prefix, 'ipv6');

/** BlockList matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 ranges too. */
function isPrivate(address: string): boolean {
  return privateAddresses.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** dns.lookup that refuses private addresses: checked on the address connected to, so a name cannot rebind past it. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((entry) => !isPrivate(entry.address));
    if (allowed.length === 0) return callback(Object.assign(new Error(`${hostname} has no public address`), { code: 'EPRIVATE' }), '', 0);
    if (options.all) return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};

/** A new Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** POSTs a body once, without following redirects; resolves with the status, rejects on a network error or after 5 s. */
function post(url: URL, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<number> {
  // An address written as such is connected to without a lookup.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(literal) && isPrivate(literal)) return Promise.reject(new Error(`${url.hostname} is a private address`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, timeout: TIMEOUT_MS, ...(allowPrivate ? {} : { lookup: publicLookup }) }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Tells a site's webhook of a new inbox message, signed by Standard Webhooks (webhook-id, webhook-timestamp,
 * webhook-signature): one attempt, its failure logged. Loopback and private addresses are refused unless
 * FORM_WEBHOOK_PRIVATE_ADDRESSES is on.
 */
export async function deliverWebhook(
  deps: { log: FastifyBaseLogger; allowPrivate: boolean },
  hook: { url: string; secret: string; formId: string; host: string },
  message: FormMessage,
): Promise<void> {
  // The receiver checks the timestamp against its own clock: the real time, whatever clock the services run on.
  const sentAt = new Date();
  const id = `msg_${hook.formId}_${message.id}`;
  const body = JSON.stringify({ type: 'form.message', timestamp: sentAt.toISOString(), data: { site: hook.host, message } });
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'SiteCraft-Webhooks',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(hook.secret).sign(id, sentAt, body),
  };
  try {
    const status = await post(new URL(hook.url), headers, body, deps.allowPrivate);
    if (status < 200 || status >= 300) deps.log.warn({ webhookId: id, status }, 'a form webhook answered with an error');
  } catch (error) {
    deps.log.warn({ err: error, webhookId: id }, 'a form webhook could not be delivered');
  }
}
