import { permissionFlags } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  createAndSignIn,
  createGroup,
  type TestGroup,
  userUpdateBody,
} from '../../../test/api.ts';
import { signIn } from '../../../test/oidc-client.ts';
import { withDemoToken } from '../../../test/suite.ts';
import { backdateRevocation } from './revocations.test-utils.ts';

const REVOKED = 'Accesso revocato: accedere di nuovo.';

/**
 * Revoking access takes effect on the next call, not after the access token's lifetime (issue 11): a user
 * disabled, deleted, or taken out of a group. (Logout: oidc-flow.test.ts.)
 */
describe('revoked access is refused at once', () => {
  let readers: TestGroup;

  const t = withDemoToken('superadmin', async ({ server, token: superadmin }) => {
    readers = await createGroup(
      server,
      superadmin,
      { name: 'lettori-log-revoca', description: 'Leggono il log' },
      { 'halo.log': permissionFlags.READ | permissionFlags.LIST },
    );
  });

  const as = (token: string) => apiClient(t.server.app, token);

  it('refuses the token of a user an administrator has just disabled', async () => {
    const { user, tokens } = await createAndSignIn(t.server, t.token, { username: 'revoca.disabilitato' });
    expect((await as(tokens.access_token).get('/api/v1/halo/app')).status).toBe(200);
    const disabled = await as(t.token).put('/api/v1/authorization/user/update', {
      ...(await userUpdateBody(as(t.token), user.id)),
      enabled: false,
    });
    expect(disabled.status).toBe(200);
    const next = await as(tokens.access_token).get('/api/v1/halo/app');
    expect(next.status).toBe(401);
    expect(next.body.message).toBe(REVOKED);
  });

  it('refuses the token of a deleted user', async () => {
    const { user, tokens } = await createAndSignIn(t.server, t.token, { username: 'revoca.eliminato' });
    expect((await as(tokens.access_token).get('/api/v1/halo/app')).status).toBe(200);
    expect((await as(t.token).del(`/api/v1/authorization/user/delete/${user.id}`)).status).toBe(200);
    expect((await as(tokens.access_token).get('/api/v1/halo/app')).status).toBe(401);
  });

  it("takes a group's flags away on the next call, and a new token carries the rights of now", async () => {
    const { user, tokens } = await createAndSignIn(t.server, t.token, {
      username: 'revoca.gruppo',
      groups: [readers.id],
    });
    expect((await as(tokens.access_token).get('/api/v1/logs')).status).toBe(200);
    const removed = await as(t.token).put('/api/v1/authorization/gruppo/removeuser', {
      idGruppo: readers.id,
      idUser: user.id,
    });
    expect(removed.status).toBe(200);
    const next = await as(tokens.access_token).get('/api/v1/logs');
    expect(next.status).toBe(401);
    expect(next.body.message).toBe(REVOKED);

    // A sign-in after the change (its second backdated, not waited for): the new token works, without the flags.
    const driver = t.server.database.driver;
    await backdateRevocation(driver.kind === 'pglite' ? driver.client : driver.pool, user.id);
    const again = await signIn(t.server.baseUrl, 'revoca.gruppo', 'password-di-prova');
    expect((await as(again.tokens.access_token).get('/api/v1/halo/app')).status).toBe(200);
    expect((await as(again.tokens.access_token).get('/api/v1/logs')).status).toBe(403);
  });

  it('leaves the tokens of everyone else alone', async () => {
    expect((await as(t.token).get('/api/v1/logs')).status).toBe(200);
  });
});
