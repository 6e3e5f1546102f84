import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.ts';
import { oidcPayloads } from './idp.tables.ts';

/**
 * oidc-provider's storage on PostgreSQL: sessions, grants, codes, refresh tokens and interactions live in
 * `idp.oidc_payloads`, so they survive restarts and are shared by replicas.
 */
export class PostgresAdapter implements Adapter {
  readonly #db: Db;
  readonly #model: string;

  constructor(db: Db, model: string) {
    this.#db = db;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      model: this.#model,
      id,
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.#db
      .insert(oidcPayloads)
      .values(row)
      .onConflictDoUpdate({
        target: [oidcPayloads.model, oidcPayloads.id],
        set: {
          payload: row.payload,
          grantId: row.grantId,
          userCode: row.userCode,
          uid: row.uid,
          expiresAt: row.expiresAt,
        },
      });
  }

  find(id: string) {
    return this.#findBy(eq(oidcPayloads.id, id));
  }

  findByUserCode(userCode: string) {
    return this.#findBy(eq(oidcPayloads.userCode, userCode));
  }

  findByUid(uid: string) {
    return this.#findBy(eq(oidcPayloads.uid, uid));
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.#db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.#model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }

  async #findBy(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.#db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.#model), condition))
      .limit(1);
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
  const now = new Date();
  await db.delete(oidcPayloads).where(or(lt(oidcPayloads.expiresAt, now)));
}
