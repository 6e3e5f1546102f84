import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastLink, setPassword } from '../../test/api.ts';
import { capturedLogStream } from '../../test/log-capture.ts';
import { BrowserLike, openLoginPage, signIn } from '../../test/oidc-client.ts';
import type { TestServer } from '../../test/servers.ts';
import { withServer } from '../../test/suite.ts';
import type { Mailer, MailMessage } from '../modules/mail/mail.service.ts';
import { outbox } from '../modules/mail/mail.tables.ts';
import { createActionTokens } from './action-tokens.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { users } from './idp.tables.ts';
import { createPasswordReset, RESET_LINK_LIFESPAN_SECONDS } from './password-reset.ts';

describe('Password dimenticata?', () => {
  let server: TestServer;
  // The log is read here too (and still left for the run's scan of every log): the outcome of a reset asked is
  // logged once it is done, after the answer, so a test can wait for it instead of for a while.
  const logged: string[] = [];
  const scanned = capturedLogStream();
  const logStream = {
    write(line: string) {
      logged.push(line);
      scanned?.write(line);
    },
  };
  withServer({ env: { LOG_LEVEL: 'info' }, overrides: { logStream } }, (started) => {
    server = started;
  });
  const resetOutcomes = () =>
    logged
      .map((line) => JSON.parse(line) as { event?: string; outcome?: string })
      .filter((entry) => entry.event === 'password_reset')
      .map((entry) => entry.outcome);

  const mailsTo = async (to: string) =>
    (await server.database.db.select().from(outbox).where(eq(outbox.to, to))).filter(
      (m) => m.kind === 'password-reset',
    );

  /** The sign-in page, then its "Password dimenticata?" link, then the form sent with `identifier`. */
  async function askReset(browser: BrowserLike, identifier: string) {
    const { html } = await openLoginPage(browser);
    const link = /<a href="([^"]+\/reset\?lang=it)">Password dimenticata\?<\/a>/.exec(html)?.[1];
    expect(link, 'link on the sign-in page').toBeTruthy();
    const form = await (await browser.request(link ?? '')).text();
    expect(form).toMatch(/<label for="identificativo"[^>]*>Nome utente o e-mail<\/label>/);
    const action = /<form method="post" action="([^"]+)"/.exec(form)?.[1] ?? '';
    const answer = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ identifier }),
    });
    return { status: answer.status, html: await answer.text() };
  }

  it('mails a single-use link that sets a new password, and the old one stops working', async () => {
    const answer = await askReset(new BrowserLike(server.baseUrl), 'cittadino@example.org');
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Se esiste un account con questo nome utente o indirizzo');
    // Sent after the answer (the same answer for an unknown account): asked until it is there.
    await expect.poll(async () => (await mailsTo('cittadino@example.org')).length, { timeout: 5000 }).toBe(1);
    const mails = await mailsTo('cittadino@example.org');
    expect(mails[0]?.subject).toBe('Halo: reimposta la password del tuo account');

    const link = await lastLink(server.database, 'cittadino@example.org');
    expect((await setPassword(server.baseUrl, link, 'nuova-password-1')).status).toBe(200);
    await expect(signIn(server.baseUrl, 'cittadino', 'nuova-password-1')).resolves.toBeTruthy();
    await expect(signIn(server.baseUrl, 'cittadino', DEMO_PASSWORD)).rejects.toThrow(/sign-in failed/);
    // Single use: the link now opens the "no longer valid" page.
    expect((await new BrowserLike(server.baseUrl).request(link)).status).toBe(400);
  });

  it('answers the same for an unknown account and sends nothing; one message a minute per account', async () => {
    const browser = new BrowserLike(server.baseUrl);
    const unknown = await askReset(browser, 'nessuno@example.org');
    const known = await askReset(browser, 'ente');
    expect(unknown.status).toBe(known.status);
    const normalise = (html: string) => html.replace(/interaction\/[^/"]+/g, 'interaction/UID');
    expect(normalise(unknown.html)).toBe(normalise(known.html));
    await expect
      .poll(async () => (await mailsTo('ente@example.org')).length, { timeout: 5000 })
      .toBeGreaterThan(0);
    const asked = resetOutcomes().length;
    await askReset(browser, 'ente@example.org');
    await expect.poll(() => resetOutcomes().length).toBe(asked + 1);
    expect(resetOutcomes().at(-1)).toBe('skipped');
    expect(await mailsTo('ente@example.org')).toHaveLength(1);
    expect(await mailsTo('nessuno@example.org')).toHaveLength(0);
  });

  it('is refused quietly for a disabled account, and its link expires', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const clock = () => now;
    const sent: string[] = [];
    const reset = createPasswordReset({
      db: server.database.db,
      mailer: {
        send: async (message: MailMessage) => void sent.push(message.link ?? ''),
      } as unknown as Mailer,
      issuer: server.config.oidc.issuer,
      clock,
    });
    expect(await reset.request('medico')).toBe('sent');
    const key = new URL(sent[0] ?? '').searchParams.get('key') ?? '';
    const tokens = createActionTokens(server.database.db, clock);
    expect(await tokens.find(key)).toMatchObject({ username: 'medico' });
    now = new Date(now.getTime() + (RESET_LINK_LIFESPAN_SECONDS + 1) * 1000);
    expect(await tokens.find(key)).toBeUndefined();
    expect(await reset.request('')).toBe('skipped');
    await server.database.db.update(users).set({ enabled: false }).where(eq(users.username, 'paziente'));
    expect(await reset.request('paziente')).toBe('skipped');
  });
});
