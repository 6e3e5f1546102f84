import type { ChatConversazione, ChatMessaggio } from '@halo/contract/chat';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { sessionStore } from '../shell/auth/session.store.ts';
import { json, on, type Route, stubFetch } from '../test/fetch-stub.ts';
import { ChatWidgetOf } from './chat-widget.tsx';

const API = '/api/v1/chat';

function conversation(overrides: Partial<ChatConversazione> = {}): ChatConversazione {
  return {
    id: 7,
    ambito: 'stroke',
    con: { nome: 'Roberto Medico', ruolo: 'medico' },
    ultimo: { id: 12, testo: 'La aspetto giovedì', inviatoIl: '2026-01-10T09:00:00Z', mio: false },
    nonLetti: 1,
    lettoDaMe: 11,
    lettoDallAltro: 11,
    ...overrides,
  };
}

function message(id: number, overrides: Partial<ChatMessaggio> = {}): ChatMessaggio {
  return {
    id,
    conversazioneId: 7,
    clientId: `c-${id}`,
    autore: 'Roberto Medico',
    mio: false,
    scrittoDaMe: false,
    testo: `Messaggio ${id}`,
    inviatoIl: '2026-01-10T09:00:00Z',
    ...overrides,
  };
}

/** The server's event stream, fed by the test; each connection is a new one. */
function eventStreams() {
  const opened: { lastEventId: string | null; push(text: string): void; end(): void }[] = [];
  const encoder = new TextEncoder();
  const route: Route = (url, init) => {
    if (url.pathname !== `${API}/eventi`) return undefined;
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const headers = new Headers(init?.headers);
    opened.push({
      lastEventId: headers.get('Last-Event-ID'),
      push: (text) => controller?.enqueue(encoder.encode(text)),
      end: () => controller?.close(),
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  return { opened, route };
}

const sse = (name: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

function setup(
  options: {
    conversations?: ChatConversazione[];
    contacts?: unknown[];
    /** What `GET /stato` answers (unanswered, as a 404, when not given). */
    partecipa?: boolean;
    routes?: Route[];
  } = {},
) {
  sessionStore.update({ logged: true, userID: 'u-1', bearerToken: 'token' });
  const streams = eventStreams();
  const fetch = stubFetch(
    ...(options.routes ?? []),
    streams.route,
    ...(options.partecipa === undefined
      ? []
      : [on('GET', `${API}/stato`, () => json({ partecipa: options.partecipa }))]),
    on('GET', `${API}/conversazioni`, () => json(options.conversations ?? [conversation()])),
    on('GET', `${API}/contatti`, () =>
      json(
        options.contacts ?? [
          {
            contatto: 'stroke:m-1',
            ambito: 'stroke',
            nome: 'Roberto Medico',
            ruolo: 'medico',
            conversazioneId: 7,
          },
        ],
      ),
    ),
    on('GET', `${API}/conversazioni/7/messaggi`, () =>
      json({
        messaggi: [
          message(11, { mio: true, scrittoDaMe: true, autore: 'Franco Paziente', testo: 'Grazie' }),
          message(12),
        ],
        altri: false,
      }),
    ),
    on('PUT', `${API}/conversazioni/7/letto`, (_url, body) =>
      json({ lettoDaMe: (body as { fino: number }).fino }),
    ),
  );
  render(<ChatWidgetOf userId="u-1" />);
  return { fetch, streams };
}

const toggle = (name: string | RegExp = /^Messaggi/) => screen.findByRole('button', { name });

describe('the chat widget', () => {
  it('shows nothing to someone with no conversations and nobody to write to', async () => {
    const { fetch } = setup({ conversations: [], contacts: [], partecipa: false });
    await waitFor(() => expect(fetch.calls()).toContain(`GET ${API}/contatti`));
    expect(screen.queryByRole('button', { name: /Messaggi/ })).toBeNull();
    // Nor does it open a stream for nothing.
    expect(fetch.calls()).not.toContain(`GET ${API}/eventi`);
  });

  it('shows an office’s operator the widget before any conversation, and the first message as it arrives', async () => {
    let conversations: ChatConversazione[] = [];
    const { fetch, streams } = setup({
      contacts: [],
      partecipa: true,
      routes: [on('GET', `${API}/conversazioni`, () => json(conversations))],
    });
    const button = await toggle('Messaggi');
    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Messaggi' });
    expect(panel).toHaveTextContent('Nessuna conversazione. I messaggi che le scrivono arrivano qui.');
    // An operator answers; they do not start a conversation.
    expect(within(panel).queryByRole('button', { name: 'Nuova conversazione' })).toBeNull();
    await waitFor(() => expect(streams.opened).toHaveLength(1));

    // A citizen writes to the office for the first time: the list is read again and shows it.
    const first = conversation({
      id: 9,
      ambito: 'prosa',
      con: { nome: 'Chiara Cittadina', ruolo: 'cittadino' },
      ultimo: { id: 30, testo: 'Buongiorno', inviatoIl: '2026-01-10T09:00:00Z', mio: false },
      nonLetti: 1,
      lettoDaMe: 0,
      lettoDallAltro: 0,
    });
    conversations = [first];
    act(() =>
      streams.opened[0]?.push(
        sse(
          'messaggio',
          message(30, { conversazioneId: 9, autore: 'Chiara Cittadina', testo: 'Buongiorno' }),
          30,
        ),
      ),
    );
    expect(await within(panel).findByRole('button', { name: /Chiara Cittadina/ })).toHaveTextContent(
      '1 non letto',
    );
    expect(fetch.calls().filter((call) => call === `GET ${API}/conversazioni`)).toHaveLength(2);
  });

  it('shows the unread count, opens on the conversations, and Escape gives the focus back', async () => {
    setup();
    const button = await toggle('Messaggi 1 non letto');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Messaggi' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('heading', { name: 'Messaggi' })).toHaveFocus();
    const item = within(panel).getByRole('button', { name: /Roberto Medico \(Medico\)/ });
    expect(item).toHaveTextContent('1 non letto');
    expect(item).toHaveTextContent('La aspetto giovedì');

    fireEvent.keyDown(item, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opens a conversation, marks it read, shows the receipt, and sends', async () => {
    const { fetch } = setup({
      conversations: [conversation()],
      routes: [
        on('POST', `${API}/conversazioni/7/messaggi`, (_url, body) => {
          const sent = body as { clientId: string; testo: string };
          return json(message(13, { mio: true, scrittoDaMe: true, autore: 'Franco Paziente', ...sent }), 201);
        }),
      ],
    });
    fireEvent.click(await toggle());
    fireEvent.click(screen.getByRole('button', { name: /Roberto Medico/ }));
    const panel = screen.getByRole('dialog', { name: 'Conversazione con Roberto Medico' });
    expect(within(panel).getByRole('heading')).toHaveFocus();
    const list = await within(panel).findByRole('list', { name: 'Messaggi' });
    await within(list).findByText('Messaggio 12');
    // Read as far as the last message shown: the badge goes.
    await waitFor(() => expect(fetch.bodies('PUT', `${API}/conversazioni/7/letto`)).toEqual([{ fino: 12 }]));
    expect(await toggle('Messaggi')).toBeInTheDocument();
    // The other side read the user's message 11.
    expect(within(list).getByText('Grazie').closest('li')).toHaveTextContent('Letto');

    const field = within(panel).getByRole('textbox', { name: 'Messaggio' });
    fireEvent.change(field, { target: { value: '  A giovedì, <b>grazie</b>\r\n ' } });
    expect(within(panel).getByText('28 di 2000 caratteri')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Invia' }));
    await within(list).findByText('A giovedì, <b>grazie</b>');
    const [sent] = fetch.bodies('POST', `${API}/conversazioni/7/messaggi`) as {
      clientId: string;
      testo: string;
    }[];
    expect(sent?.testo).toBe('A giovedì, <b>grazie</b>');
    expect(sent?.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(field).toHaveValue('');
  });

  it('shows messages as they arrive, announces them, and counts them while closed', async () => {
    const { streams } = setup();
    await toggle('Messaggi 1 non letto');
    await waitFor(() => expect(streams.opened).toHaveLength(1));
    // The stream starts after the newest message the list knows.
    expect(streams.opened[0]?.lastEventId).toBe('12');
    act(() => streams.opened[0]?.push(sse('messaggio', message(14, { testo: 'Tutto bene?' }), 14)));
    expect(await toggle('Messaggi 2 non letti')).toBeInTheDocument();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('Nuovo messaggio da Roberto Medico');

    fireEvent.click(await toggle('Messaggi 2 non letti'));
    expect(screen.getByRole('button', { name: /Roberto Medico/ })).toHaveTextContent('Tutto bene?');
    // A read receipt of the other side, then the user's own read on another device.
    act(() => streams.opened[0]?.push(sse('letto', { conversazioneId: 7, mio: true, fino: 14 })));
    expect(await toggle('Messaggi')).toBeInTheDocument();
  });

  it('reconnects after the stream ends, resuming after the last event received', async () => {
    const { streams } = setup();
    await waitFor(() => expect(streams.opened).toHaveLength(1));
    act(() => {
      streams.opened[0]?.push('retry: 5\n\n');
      streams.opened[0]?.push(sse('messaggio', message(15), 15));
      streams.opened[0]?.end();
    });
    await waitFor(() => expect(streams.opened).toHaveLength(2));
    expect(streams.opened[1]?.lastEventId).toBe('15');
  });

  it('queues what is written offline and sends it once, when the connection is back', async () => {
    let online = false;
    const { fetch } = setup({
      routes: [
        on('POST', `${API}/conversazioni/7/messaggi`, (_url, body) => {
          if (!online) throw new TypeError('Failed to fetch');
          const sent = body as { clientId: string; testo: string };
          return json(message(20, { mio: true, scrittoDaMe: true, autore: 'Franco Paziente', ...sent }), 201);
        }),
      ],
    });
    fireEvent.click(await toggle());
    fireEvent.click(screen.getByRole('button', { name: /Roberto Medico/ }));
    const panel = screen.getByRole('dialog');
    await within(panel).findByText('Messaggio 12');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Messaggio' }), {
      target: { value: 'Scritto senza rete' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Invia' }));
    const pending = await within(panel).findByText('Scritto senza rete');
    await waitFor(() => expect(fetch.bodies('POST', `${API}/conversazioni/7/messaggi`)).toHaveLength(1));
    expect(pending.closest('li')).toHaveClass('chat-pending');
    // Kept in the browser too, for a reload.
    const stored = JSON.parse(localStorage.getItem('halo.chat.outbox.u-1') ?? '[]');
    expect(stored).toMatchObject([{ conversazioneId: 7, testo: 'Scritto senza rete' }]);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(within(panel).getByText('Scritto senza rete').closest('li')).not.toHaveClass('chat-pending'),
    );
    const attempts = fetch.bodies('POST', `${API}/conversazioni/7/messaggi`) as { clientId: string }[];
    expect(attempts).toHaveLength(2);
    // The same message both times: the server writes it once.
    expect(attempts[1]?.clientId).toBe(attempts[0]?.clientId);
    expect(within(panel).getAllByText('Scritto senza rete')).toHaveLength(1);
    expect(localStorage.getItem('halo.chat.outbox.u-1')).toBeNull();
  });

  it('sends after a reload what an earlier page had queued', async () => {
    localStorage.setItem(
      'halo.chat.outbox.u-1',
      JSON.stringify([
        {
          conversazioneId: 7,
          clientId: 'rimasto-1234',
          testo: 'Dalla pagina prima',
          creatoIl: '2026-01-10T09:00:00Z',
        },
      ]),
    );
    const { fetch } = setup({
      routes: [
        on('POST', `${API}/conversazioni/7/messaggi`, () =>
          json(message(21, { mio: true, scrittoDaMe: true, clientId: 'rimasto-1234' }), 201),
        ),
      ],
    });
    await waitFor(() =>
      expect(fetch.bodies('POST', `${API}/conversazioni/7/messaggi`)).toEqual([
        { clientId: 'rimasto-1234', testo: 'Dalla pagina prima' },
      ]),
    );
    await waitFor(() => expect(localStorage.getItem('halo.chat.outbox.u-1')).toBeNull());
  });

  it('starts a conversation with a contact', async () => {
    const opened = conversation({
      id: 9,
      con: { nome: 'Elena Caregiver', ruolo: 'caregiver' },
      ultimo: null,
      nonLetti: 0,
    });
    const { fetch } = setup({
      conversations: [conversation()],
      contacts: [
        {
          contatto: 'stroke:c-1',
          ambito: 'stroke',
          nome: 'Elena Caregiver',
          ruolo: 'caregiver',
          conversazioneId: null,
        },
      ],
      routes: [
        on('POST', `${API}/conversazioni`, () => json(opened, 201)),
        on('GET', `${API}/conversazioni/9/messaggi`, () => json({ messaggi: [], altri: false })),
      ],
    });
    fireEvent.click(await toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Nuova conversazione' }));
    expect(screen.getByRole('heading', { name: 'A chi scrivere' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Elena Caregiver (Caregiver)' }));
    expect(await screen.findByRole('heading', { name: 'Conversazione con Elena Caregiver' })).toHaveFocus();
    expect(fetch.bodies('POST', `${API}/conversazioni`)).toEqual([{ contatto: 'stroke:c-1' }]);
    expect(await screen.findByText('Nessun messaggio: scriva il primo.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Torna alle conversazioni/ }));
    expect(screen.getByRole('button', { name: /Elena Caregiver/ })).toHaveFocus();
  });

  it('names an ASL’s Pro.Sa. office, in Italian and in English', async () => {
    const office = conversation({ ambito: 'prosa', con: { nome: 'TO3', ruolo: 'ufficio' } });
    setup({
      conversations: [office],
      contacts: [
        { contatto: 'prosa:asl:1', ambito: 'prosa', nome: 'TO3', ruolo: 'ufficio', conversazioneId: 7 },
      ],
    });
    fireEvent.click(await toggle());
    expect(screen.getByRole('button', { name: /^Ufficio Pro\.Sa\. – TO3/ })).toHaveTextContent(
      'La aspetto giovedì',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Nuova conversazione' }));
    expect(screen.getByRole('button', { name: 'Ufficio Pro.Sa. – TO3' })).toBeInTheDocument();
    try {
      await act(() => i18n.changeLanguage('en'));
      fireEvent.click(screen.getByRole('button', { name: /Back to conversations/ }));
      fireEvent.click(screen.getByRole('button', { name: /^Pro\.Sa\. office – TO3/ }));
      expect(
        await screen.findByRole('heading', { name: 'Conversation with Pro.Sa. office – TO3' }),
      ).toHaveFocus();
    } finally {
      await act(() => i18n.changeLanguage('it'));
    }
  });

  it('shows an office’s operator the citizen by name, and a colleague’s answer under the colleague’s name', async () => {
    const citizen = conversation({ ambito: 'prosa', con: { nome: 'Chiara Cittadina', ruolo: 'cittadino' } });
    setup({
      conversations: [citizen],
      contacts: [],
      routes: [
        on('GET', `${API}/conversazioni/7/messaggi`, () =>
          json({
            messaggi: [
              message(11, { autore: 'Chiara Cittadina', testo: 'Come mi iscrivo?' }),
              message(12, {
                mio: true,
                scrittoDaMe: false,
                autore: 'Giulia Sanitaria',
                testo: 'Dal portale.',
              }),
              message(13, { mio: true, scrittoDaMe: true, autore: 'Anna Responsabile', testo: 'Confermo.' }),
            ],
            altri: false,
          }),
        ),
      ],
    });
    fireEvent.click(await toggle());
    // Operators write no new conversation: they answer those there are.
    expect(screen.queryByRole('button', { name: 'Nuova conversazione' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Chiara Cittadina \(Cittadino\)/ }));
    const list = await screen.findByRole('list', { name: 'Messaggi' });
    expect((await within(list).findByText('Dal portale.')).closest('li')).toHaveTextContent(
      /^Giulia Sanitaria,/,
    );
    expect(within(list).getByText('Dal portale.').closest('li')).toHaveClass('chat-mine');
    expect(within(list).getByText('Confermo.').closest('li')).toHaveTextContent(/^Lei,/);
  });
});
