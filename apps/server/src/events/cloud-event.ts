import { randomUUID } from 'node:crypto';
import type { EventType } from '@halo/contract/integration';

/*
 * Halo's domain events as CloudEvents 1.0 in the JSON format (https://github.com/cloudevents/spec, v1.0.2):
 * what the outbox stores and a subscription receives (docs/adr/0047-event-subscriptions.md). Their types are one
 * list, `eventTypes` of the contract (packages/contract/src/integration.ts), with the names people read: the
 * subscriptions' API offers and checks the same types the envelope carries.
 */

export interface CloudEvent<D extends Record<string, unknown> = Record<string, unknown>> {
  specversion: '1.0';
  id: string;
  /** Where it happened: the application's path on this Halo (`/calendar`, `/stroke`…), a URI-reference. */
  source: string;
  type: EventType;
  /** What it is about, in the source (`prenotazioni/42`): deliveries of one subject go out in order. */
  subject: string;
  time: string;
  datacontenttype: 'application/json';
  /** Ids and states only, unless the subscription holds the scope for more (docs/adr/0047). */
  data: D;
}

export function cloudEvent<D extends Record<string, unknown>>(event: {
  type: EventType;
  source: string;
  subject: string;
  data: D;
  time: Date;
  id?: string;
}): CloudEvent<D> {
  return {
    specversion: '1.0',
    id: event.id ?? randomUUID(),
    source: event.source,
    type: event.type,
    subject: event.subject,
    time: event.time.toISOString(),
    datacontenttype: 'application/json',
    data: event.data,
  };
}

/** How a subscription retries: doubling from `firstDelaySeconds` up to `maxDelaySeconds`, parked after `giveUpAfterHours`. */
export interface RetryPolicy {
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  giveUpAfterHours: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  firstDelaySeconds: 30,
  maxDelaySeconds: 3600,
  giveUpAfterHours: 24,
};

/**
 * When a failed delivery is tried again, or `parked` once the next try would fall after the policy's period from
 * the first attempt (the dead letter: an administrator replays it). `attempts` counts those made, the failed one
 * included; `jitter` in [0, 1) spreads the retries of many deliveries that failed together (±10%).
 */
export function nextAttempt(
  policy: RetryPolicy,
  attempts: number,
  firstAttemptAt: Date,
  now: Date,
  jitter: number,
): Date | 'parked' {
  const base = Math.min(policy.firstDelaySeconds * 2 ** Math.max(0, attempts - 1), policy.maxDelaySeconds);
  const delay = base * (0.9 + 0.2 * jitter);
  const at = new Date(now.getTime() + Math.round(delay * 1000));
  const deadline = firstAttemptAt.getTime() + policy.giveUpAfterHours * 3600 * 1000;
  return at.getTime() > deadline ? 'parked' : at;
}
