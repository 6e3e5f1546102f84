import type { Prenotazione } from '@halo/contract/calendar/prenotazioni';
import { escapeHtml } from '../../../idp/login-page.ts';
import type { MailMessage } from '../../mail/mail.service.ts';
import { bookingsIcs } from './prenotazioni.ics.ts';

/** What a mail about a booking says: what happened to it, and where it is. */
export type BookingMailKind =
  | 'prenotata'
  | 'in-attesa'
  | 'modificata'
  | 'annullata'
  | 'posto-offerto'
  | 'promemoria';

export interface BookingMailInput {
  kind: BookingMailKind;
  booking: Prenotazione;
  calendar: { nome: string; fusoOrario: string; ownerLabel: string };
  publicUrl: string;
}

function when(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('it-IT', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(
    new Date(iso),
  );
}

/**
 * The Italian mail of a booking's change, to the person it is for: confirmation, change and cancellation carry the
 * booking as an .ics (a cancellation's with METHOD:CANCEL, so calendar applications remove it); a seat offered from
 * the waiting list carries the link that accepts it and until when.
 */
export function bookingMail(input: BookingMailInput): MailMessage | null {
  const { kind, booking, calendar, publicUrl } = input;
  const to = booking.per.email;
  if (!to) return null;
  const what = booking.titolo ? `${booking.titolo} (${calendar.nome})` : calendar.nome;
  const at = when(booking.inizio, calendar.fusoOrario);
  const mine = `${publicUrl}/calendario/prenotazioni`;
  const link = kind === 'posto-offerto' ? `${mine}?offerta=${booking.id}` : mine;
  const offerUntil = booking.offertaScadeIl ? when(booking.offertaScadeIl, calendar.fusoOrario) : '';
  const texts: Record<BookingMailKind, { subject: string; lines: string[] }> = {
    prenotata: {
      subject: `Prenotazione confermata: ${calendar.nome}`,
      lines: [`la sua prenotazione per ${what} è confermata per ${at}, presso ${calendar.ownerLabel}.`],
    },
    'in-attesa': {
      subject: `In lista di attesa: ${calendar.nome}`,
      lines: [
        `per ${what} di ${at} i posti sono esauriti: è in lista di attesa${
          booking.posizioneAttesa ? ` (posizione ${booking.posizioneAttesa})` : ''
        }.`,
        'Se un posto si libera le scriveremo: potrà accettarlo entro il tempo indicato nel messaggio.',
      ],
    },
    modificata: {
      subject: `Prenotazione modificata: ${calendar.nome}`,
      lines: [`la sua prenotazione per ${what} è ora per ${at}, presso ${calendar.ownerLabel}.`],
    },
    annullata: {
      subject: `Prenotazione annullata: ${calendar.nome}`,
      lines: [`la sua prenotazione per ${what} di ${at} è stata annullata.`],
    },
    'posto-offerto': {
      subject: `Si è liberato un posto: ${calendar.nome}`,
      lines: [
        `si è liberato un posto per ${what} di ${at}, e lo teniamo per lei fino a ${offerUntil}.`,
        'Per accettarlo apra questo link e scelga «Accetta il posto»; dopo quell’ora passa alla persona successiva.',
      ],
    },
    promemoria: {
      subject: `Promemoria: ${calendar.nome}, ${at}`,
      lines: [`le ricordiamo la sua prenotazione per ${what} di ${at}, presso ${calendar.ownerLabel}.`],
    },
  };
  const { subject, lines } = texts[kind];
  const name = booking.per.nome;
  const text = [`Gentile ${name},`, '', ...lines, '', `Le sue prenotazioni: ${link}`].join('\n');
  const html = [
    `<p>Gentile ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${kind === 'posto-offerto' ? 'Accetti il posto' : 'Le sue prenotazioni'}</a></p>`,
  ].join('');
  const withFile =
    kind === 'prenotata' || kind === 'modificata' || kind === 'annullata' || kind === 'promemoria';
  return {
    to,
    subject: `Halo: ${subject}`,
    text,
    html,
    link,
    kind: `calendar.${kind}`,
    ...(withFile && {
      attachments: [
        {
          filename: `prenotazione-${booking.id}.ics`,
          contentType: `text/calendar; charset=utf-8; method=${kind === 'annullata' ? 'CANCEL' : 'PUBLISH'}`,
          content: bookingsIcs([{ booking, luogo: calendar.ownerLabel }], {
            nome: calendar.nome,
            publicUrl,
            method: kind === 'annullata' ? 'CANCEL' : 'PUBLISH',
          }),
        },
      ],
    }),
  };
}
