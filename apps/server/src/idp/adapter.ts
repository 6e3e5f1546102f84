import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.ts';
import {
  createOidcPayloadsRepository,
  deleteExpiredPayloads,
  type OidcPayloadsRepository,
  type PayloadRow,
} from './oidc-payloads.repository.ts';

/**
 * oidc-provider's storage on PostgreSQL: sessions, grants, codes, refresh tokens and interactions live in
 * `idp.oidc_payloads`, so they survive restarts and are shared by replicas.
 */
export class PostgresAdapter implements Adapter {
  readonly #rows: OidcPayloadsRepository;

  constructor(db: Db, model: string) {
    this.#rows = createOidcPayloadsRepository(db, model);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    await this.#rows.upsert({
      id,
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    });
  }

  async find(id: string) {
    return this.#payloadOf(await this.#rows.findById(id));
  }

  async findByUserCode(userCode: string) {
    return this.#payloadOf(await this.#rows.findByUserCode(userCode));
  }

  async findByUid(uid: string) {
    return this.#payloadOf(await this.#rows.findByUid(uid));
  }

  async consume(id: string): Promise<void> {
    await this.#rows.consume(id, new Date());
  }

  async destroy(id: string): Promise<void> {
    await this.#rows.destroy(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#rows.deleteGrant(grantId);
  }

  /** What oidc-provider gets of a stored row: nothing once it expired; `consumed` when it was used. */
  #payloadOf(row: PayloadRow | undefined): AdapterPayload | undefined {
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) {
      return undefined;
    }
    return {
      ...(row.payload as AdapterPayload),
      ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
    };
  }
}

/** Removes expired protocol state; run at start and then periodically. */
export async function purgeExpired(db: Db): Promise<void> {
  await deleteExpiredPayloads(db, new Date());
}
