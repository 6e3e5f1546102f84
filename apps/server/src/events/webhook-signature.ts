import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * How Halo signs what it sends to a subscription's endpoint, and how a receiver checks it: the Standard Webhooks
 * scheme (https://www.standardwebhooks.com), so receivers can use an existing library in their language
 * (docs/adr/0047-event-subscriptions.md). Three headers: `webhook-id` (the delivery's event id, the same on every
 * retry: a receiver drops what it has seen), `webhook-timestamp` (seconds since the epoch, when this attempt was
 * signed) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the secret).
 */

/** How far a timestamp may be from the receiver's clock: older (a replay) or newer (a skew) is refused. */
export const REPLAY_WINDOW_SECONDS = 5 * 60;

const PREFIX = 'whsec_';

/** A new secret for a subscription: 32 random bytes, shown once to the administrator who creates it. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  return createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The headers of one attempt to deliver `body` (the exact bytes sent). */
export function signWebhook(secret: string, id: string, body: string, at: Date): SignedHeaders {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signatureOf(secret, id, timestamp, body)}`,
  };
}

/**
 * The receiver's check: the signature is one of the header's space-separated `v1,…` values (a secret being rotated
 * signs with both) and the timestamp within the window. Compared in constant time.
 */
export function verifyWebhook(
  secret: string,
  headers: Partial<Record<keyof SignedHeaders, string>>,
  body: string,
  now: Date,
): 'valid' | 'bad-signature' | 'expired' | 'missing-headers' {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = headers['webhook-signature'];
  if (!id || !signatures || !Number.isInteger(timestamp)) return 'missing-headers';
  if (Math.abs(now.getTime() / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) return 'expired';
  const expected = Buffer.from(signatureOf(secret, id, timestamp, body));
  for (const value of signatures.split(' ')) {
    const [version, signature] = value.split(',');
    if (version !== 'v1' || !signature) continue;
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return 'valid';
  }
  return 'bad-signature';
}
