/** What can run one SQL statement with parameters: PGlite, a pg pool or client. */
interface Queryable {
  query(text: string, values: unknown[]): Promise<unknown>;
}

/**
 * Moves a user's revocation one second back, as if the change had come a second earlier. Token times are whole
 * seconds and a token of the revocation's own second is refused (revocations.ts), so a test that signs the user in
 * again right after a change, to check the new token's rights, would otherwise wait for the next second. The row's
 * change is notified like any other: every replica drops the instant it kept.
 */
export async function backdateRevocation(database: Queryable, userId: string): Promise<void> {
  await database.query(
    `UPDATE authz.revocations SET not_before = not_before - interval '1 second' WHERE user_id = $1`,
    [userId],
  );
}
