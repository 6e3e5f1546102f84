import type { AccountAction } from '../modules/authorization/identity/identity.port.ts';
import type { MailMessage } from '../modules/mail/mail.service.ts';
import { escapeHtml } from './login-page.ts';

const dateFormat = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Rome',
});

/** The Italian verify-email / set-password message with its one-time link. */
export function accountMailMessage(input: {
  to: string;
  user: { firstName: string; username: string };
  link: string;
  actions: AccountAction[];
  expiresAt: Date;
}): MailMessage {
  const { to, user, link, actions, expiresAt } = input;
  const setsPassword = actions.includes('UPDATE_PASSWORD');
  const what = setsPassword
    ? "verificare l'indirizzo e-mail e impostare la password"
    : "verificare l'indirizzo e-mail";
  const name = user.firstName || user.username;
  const until = dateFormat.format(expiresAt);
  const text = [
    `Gentile ${name},`,
    '',
    `per accedere a Halo come "${user.username}" occorre ${what}.`,
    `Apri questo link entro il ${until}:`,
    link,
    '',
    'Se non hai chiesto tu questo messaggio, puoi ignorarlo.',
  ].join('\n');
  const html = `<p>Gentile ${escapeHtml(name)},</p><p>per accedere a Halo come <strong>${escapeHtml(user.username)}</strong> occorre ${what}.</p><p><a href="${escapeHtml(link)}">Apri questo link</a> entro il ${escapeHtml(until)}.</p><p>Se non hai chiesto tu questo messaggio, puoi ignorarlo.</p>`;
  return {
    to,
    subject: setsPassword
      ? 'Halo: imposta la password del tuo account'
      : 'Halo: verifica il tuo indirizzo e-mail',
    text,
    html,
    link,
    kind: setsPassword ? 'set-password' : 'verify-email',
  };
}

/** The Italian "choose a new password" message of "Password dimenticata?", with its one-time link. */
export function passwordResetMessage(input: {
  to: string;
  user: { firstName: string; username: string };
  link: string;
  expiresAt: Date;
}): MailMessage {
  const { to, user, link, expiresAt } = input;
  const name = user.firstName || user.username;
  const until = dateFormat.format(expiresAt);
  const text = [
    `Gentile ${name},`,
    '',
    `è stato chiesto di reimpostare la password dell'account Halo "${user.username}".`,
    `Per sceglierne una nuova apri questo link entro il ${until} (vale una sola volta):`,
    link,
    '',
    'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
  ].join('\n');
  const html = `<p>Gentile ${escapeHtml(name)},</p><p>è stato chiesto di reimpostare la password dell'account Halo <strong>${escapeHtml(user.username)}</strong>.</p><p><a href="${escapeHtml(link)}">Scegli una nuova password</a> entro il ${escapeHtml(until)} (il link vale una sola volta).</p><p>Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.</p>`;
  return {
    to,
    subject: 'Halo: reimposta la password del tuo account',
    text,
    html,
    link,
    kind: 'password-reset',
  };
}
