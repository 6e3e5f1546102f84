import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook } from './webhook-signature.ts';

/*
 * docs/receiving-events.md shows receivers how to check Halo's signature in Node.js: this runs that very example,
 * taken from the page, against what Halo's signer sends, so the page cannot drift from the server.
 */

type Verify = (headers: Record<string, string>, body: string, secret: string, now?: number) => boolean;

const DOC = new URL('../../../../docs/receiving-events.md', import.meta.url);

let verifyHaloEvent: Verify;

beforeAll(async () => {
  const page = readFileSync(DOC, 'utf8');
  const example = /```js\n([\s\S]*?)```/.exec(page)?.[1];
  expect(example, 'the page holds a js example').toBeTruthy();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'halo-doc-')), 'verify.mjs');
  writeFileSync(file, example ?? '');
  ({ verifyHaloEvent } = (await import(pathToFileURL(file).href)) as { verifyHaloEvent: Verify });
});

describe('the receivers’ example in docs/receiving-events.md', () => {
  const secret = newWebhookSecret();
  const id = '4f6c1d0e-2b8a-4c57-9a61-0d8f3e2b7c11';
  const body = JSON.stringify({ specversion: '1.0', id, type: 'it.halo.calendar.booking.created' });
  const at = new Date('2026-11-28T10:15:00Z');
  const headers = signWebhook(secret, id, body, at);

  it('accepts what Halo signs', () => {
    expect(verifyHaloEvent({ ...headers }, body, secret, at.getTime())).toBe(true);
    // A secret being replaced: the header carries two signatures, one of them matches.
    const other = signWebhook(newWebhookSecret(), id, body, at)['webhook-signature'];
    expect(
      verifyHaloEvent(
        { ...headers, 'webhook-signature': `${other} ${headers['webhook-signature']}` },
        body,
        secret,
        at.getTime(),
      ),
    ).toBe(true);
  });

  it('refuses a changed body, another secret, another id, a missing header', () => {
    expect(verifyHaloEvent({ ...headers }, body.replace('created', 'cancelled'), secret, at.getTime())).toBe(
      false,
    );
    expect(verifyHaloEvent({ ...headers }, body, newWebhookSecret(), at.getTime())).toBe(false);
    expect(verifyHaloEvent({ ...headers, 'webhook-id': `${id}0` }, body, secret, at.getTime())).toBe(false);
    const { 'webhook-signature': _, ...unsigned } = headers;
    expect(verifyHaloEvent(unsigned, body, secret, at.getTime())).toBe(false);
  });

  it('refuses a timestamp more than five minutes from the clock, either way', () => {
    expect(verifyHaloEvent({ ...headers }, body, secret, at.getTime() + 5 * 60_000)).toBe(true);
    expect(verifyHaloEvent({ ...headers }, body, secret, at.getTime() + 5 * 60_000 + 1000)).toBe(false);
    expect(verifyHaloEvent({ ...headers }, body, secret, at.getTime() - 5 * 60_000 - 1000)).toBe(false);
  });
});
