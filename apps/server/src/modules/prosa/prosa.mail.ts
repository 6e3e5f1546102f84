import { escapeHtml } from '../../idp/login-page.ts';
import type { MailMessage } from '../mail/mail.service.ts';

/** A short Italian notice of the portal to one person: what changed, and the link that opens it. */
export function noticeMail(input: {
  to: string;
  nome: string;
  subject: string;
  lines: string[];
  link: string;
  linkLabel: string;
  kind: string;
}): MailMessage {
  const { to, nome, subject, lines, link, linkLabel, kind } = input;
  return {
    to,
    subject,
    text: [`Gentile ${nome},`, '', ...lines, '', `${linkLabel}: ${link}`].join('\n'),
    html: [
      `<p>Gentile ${escapeHtml(nome)},</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
    ].join(''),
    link,
    kind,
  };
}
