import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';
import { passwordResetMessage } from './account-mail.ts';
import { createActionTokensRepository } from './action-tokens.repository.ts';
import { ACTION_TOKEN_PATH, hashToken } from './action-tokens.ts';
import { createUsersRepository } from './users.repository.ts';

/** A reset link is valid for 30 minutes (Keycloak's default for its reset-credentials action is 5). */
export const RESET_LINK_LIFESPAN_SECONDS = 30 * 60;
/** One message per account per minute at most, whoever asks. */
const RESEND_AFTER_MS = 60 * 1000;

/**
 * "Password dimenticata?" of the embedded provider: a single-use, expiring link (the same action tokens as the
 * set-password mail) to the account with that user name or e-mail address. The caller answers the same way
 * whether or not anything was sent; the outcome is only for tests.
 */
export function createPasswordReset(deps: { db: Db; mailer: Mailer; issuer: string; clock?: () => Date }) {
  const { db, mailer } = deps;
  const accounts = createUsersRepository(db);
  const clock = deps.clock ?? (() => new Date());
  return {
    async request(identifier: string): Promise<'sent' | 'skipped'> {
      const wanted = identifier.trim();
      if (!wanted) return 'skipped';
      const user = await accounts.findByUsernameOrEmail(wanted);
      // Disabled accounts wait for their administrator; an account without an address cannot be reached.
      if (!user?.enabled || !user.email) return 'skipped';
      const sentAt = clock();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(sentAt.getTime() + RESET_LINK_LIFESPAN_SECONDS * 1000);
      const issued = await inTransaction(db, async (tx) => {
        const tokens = createActionTokensRepository(tx);
        if (await tokens.sentSince(user.id, new Date(sentAt.getTime() - RESEND_AFTER_MS))) return false;
        // Only the latest link works.
        await tokens.consumeAllOf(user.id, sentAt);
        await tokens.insert({
          tokenHash: hashToken(token),
          userId: user.id,
          actions: ['UPDATE_PASSWORD'],
          expiresAt,
          createdAt: sentAt,
        });
        return true;
      });
      if (!issued) return 'skipped';
      const link = `${deps.issuer}${ACTION_TOKEN_PATH}?key=${token}`;
      await mailer.send(passwordResetMessage({ to: user.email, user, link, expiresAt }));
      return 'sent';
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
