import { describe, expect, it } from 'vitest';
import { newWebhookSecret, REPLAY_WINDOW_SECONDS, signWebhook, verifyWebhook } from './webhook-signature.ts';

const AT = new Date('2026-11-29T10:00:00Z');
const BODY = '{"specversion":"1.0","id":"e-1","type":"it.halo.test"}';

describe('webhook signatures', () => {
  it('matches the Standard Webhooks example (secret, id, timestamp, body → signature)', () => {
    // The example of the specification's reference libraries.
    const headers = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      '{"test": 2432232314}',
      new Date(1614265330 * 1000),
    );
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('is valid for the receiver with the same secret, body and a clock within the window', () => {
    const secret = newWebhookSecret();
    const headers = signWebhook(secret, 'e-1', BODY, AT);
    expect(verifyWebhook(secret, headers, BODY, AT)).toBe('valid');
    expect(verifyWebhook(secret, headers, BODY, new Date(AT.getTime() + REPLAY_WINDOW_SECONDS * 1000))).toBe(
      'valid',
    );
  });

  it('refuses another body, another secret, a replay after the window and missing headers', () => {
    const secret = newWebhookSecret();
    const headers = signWebhook(secret, 'e-1', BODY, AT);
    expect(verifyWebhook(secret, headers, `${BODY} `, AT)).toBe('bad-signature');
    expect(verifyWebhook(newWebhookSecret(), headers, BODY, AT)).toBe('bad-signature');
    expect(verifyWebhook(secret, { ...headers, 'webhook-id': 'e-2' }, BODY, AT)).toBe('bad-signature');
    const late = new Date(AT.getTime() + (REPLAY_WINDOW_SECONDS + 1) * 1000);
    expect(verifyWebhook(secret, headers, BODY, late)).toBe('expired');
    expect(verifyWebhook(secret, { 'webhook-id': 'e-1' }, BODY, AT)).toBe('missing-headers');
  });

  it('accepts any of several signatures, as during a rotation of the secret', () => {
    const [oldSecret, newSecret] = [newWebhookSecret(), newWebhookSecret()];
    const signedOld = signWebhook(oldSecret, 'e-1', BODY, AT)['webhook-signature'];
    const signedNew = signWebhook(newSecret, 'e-1', BODY, AT)['webhook-signature'];
    const headers = {
      ...signWebhook(newSecret, 'e-1', BODY, AT),
      'webhook-signature': `${signedOld} ${signedNew}`,
    };
    expect(verifyWebhook(oldSecret, headers, BODY, AT)).toBe('valid');
    expect(verifyWebhook(newSecret, headers, BODY, AT)).toBe('valid');
  });
});
