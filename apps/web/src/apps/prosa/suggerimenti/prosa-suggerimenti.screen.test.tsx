import {
  prosaSuggerimentiRoutes,
  type Suggerimento,
  suggerimentoMessages,
} from '@halo/contract/prosa/suggerimenti';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { fillPath } from '../../../lib/call-route.ts';
import { errorBody, json, on, type Route, stubFetch } from '../../../test/fetch-stub.ts';
import { renderInLayout } from '../account/prosa-account.test-utils.tsx';
import { expectNotFound } from '../prosa.test-utils.tsx';
import { ProsaSuggerimenti } from './prosa-suggerimenti.screen.tsx';
import {
  commonReads,
  daRispondere,
  fontanelle,
  mioInviato,
  mioPrivato,
  pageOf,
  type Reader,
  senzaConsenso,
  sessionOf,
} from './suggerimenti.test-utils.tsx';

const LIST = prosaSuggerimentiRoutes.suggerimenti.url;
const ADD = prosaSuggerimentiRoutes.inviaSuggerimento.url;
const ANSWER = prosaSuggerimentiRoutes.rispondi.url;
const byId = (id: number) => fillPath(prosaSuggerimentiRoutes.suggerimento.url, { id });

function api(reader: Reader, items: Suggerimento[], ...first: Route[]) {
  return stubFetch(
    ...first,
    on('GET', LIST, () => json(pageOf(items))),
    ...commonReads(reader),
  );
}

function render(reader: Reader, url = '/prosa/suggerimenti') {
  return renderInLayout({ suggerimenti: <ProsaSuggerimenti /> }, url, sessionOf[reader]);
}

describe('ProsaSuggerimenti: what a citizen or an organisation reads', () => {
  it('lists the publicly answered suggestions and their own, each answer marked public or private', async () => {
    api('cittadino', [fontanelle, mioPrivato, mioInviato]);
    render('cittadino');
    const publicOne = await screen.findByRole('article', { name: 'Fontanelle nei parchi' });
    expect(within(publicOne).getByRole('link', { name: 'Fontanelle nei parchi' })).toHaveAttribute(
      'href',
      '/prosa/suggerimenti?id=41',
    );
    expect(publicOne).toHaveTextContent(
      'ASL TO3 · Tematica: Alimentazione · Inviato il 20/11/26 · Da: Istituto comprensivo di Collegno',
    );
    expect(within(publicOne).getByRole('heading', { name: 'Risposta pubblica' })).toBeInTheDocument();
    expect(publicOne).toHaveTextContent('Risposta del 22/11/26');
    expect(publicOne).toHaveTextContent('Grazie: ne parleremo con i Comuni del distretto.');
    expect(within(publicOne).getByText('Con risposta')).toHaveTextContent('Stato: Con risposta');

    const privateOne = screen.getByRole('article', { name: 'Orari dello screening' });
    expect(privateOne).toHaveTextContent('Il tuo suggerimento');
    expect(privateOne).toHaveTextContent('Non hai acconsentito a pubblicarlo: la risposta la leggi solo tu.');
    expect(within(privateOne).getByRole('heading', { name: 'Risposta privata' })).toBeInTheDocument();

    const waiting = screen.getByRole('article', { name: 'Corsi per smettere di fumare' });
    expect(waiting).toHaveTextContent('Hai acconsentito a pubblicarlo con la risposta.');
    expect(waiting).toHaveTextContent("In attesa della risposta dell'azienda sanitaria.");
    expect(within(waiting).getByText('In attesa di risposta')).toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('3 suggerimenti trovati.');
    // Nobody answers here but staff.
    expect(screen.queryByRole('button', { name: /^Rispondi/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Solo quelli da rispondere' })).not.toBeInTheDocument();
  });

  it('searches as the user types, by theme and among their own only, keeping it all in the address', async () => {
    const fetch = api('cittadino', [fontanelle]);
    const { router } = render('cittadino');
    await screen.findByRole('article', { name: 'Fontanelle nei parchi' });
    expect(fetch.urlsTo(LIST)).toEqual([`${LIST}?page=1&size=10`]);

    await userEvent.type(screen.getByRole('searchbox', { name: /^Cerca nei suggerimenti/ }), 'acqua parchi');
    await waitFor(() => expect(fetch.urlsTo(LIST)).toContain(`${LIST}?q=acqua+parchi&page=1&size=10`));
    // One call once typing stops, not one per key.
    expect(fetch.urlsTo(LIST)).toHaveLength(2);

    const tema = screen.getByRole('combobox', { name: 'Tematica' });
    await within(tema).findByRole('option', { name: 'Alimentazione' });
    await userEvent.selectOptions(tema, 'Alimentazione');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo i miei suggerimenti' }));
    await waitFor(() =>
      expect(fetch.urlsTo(LIST)).toContain(`${LIST}?q=acqua+parchi&tema=1&mie=true&page=1&size=10`),
    );
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('q=acqua+parchi&tema=1&mie=1');

    await userEvent.click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mie=1'));
    expect(screen.getByRole('checkbox', { name: 'Solo i miei suggerimenti' })).toBeChecked();
  });

  it('says when a search finds nothing, and when the reader has sent nothing yet', async () => {
    api('cittadino', []);
    const { router } = render('cittadino', '/prosa/suggerimenti?mie=1');
    expect(await screen.findByText('Non hai ancora inviato suggerimenti.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 suggerimenti trovati.');
    await router.navigate('/prosa/suggerimenti?q=cammino');
    expect(
      await screen.findByText(
        'Nessun suggerimento corrisponde alla ricerca: provare con altre parole o meno filtri.',
      ),
    ).toBeInTheDocument();
  });

  it('raises the global alert with the message and the status when the list cannot be read', async () => {
    stubFetch(
      on('GET', LIST, () => errorBody(503, 'Servizio non disponibile.')),
      ...commonReads('cittadino'),
    );
    render('cittadino');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Servizio non disponibile.');
    expect(alert).toHaveTextContent('Codice HTTP 503');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Non è stato possibile leggere i suggerimenti.'),
    );
  });
});

describe('ProsaSuggerimenti: proposing a suggestion', () => {
  it('checks what is missing, explains the consent, and sends title, text, theme and consent', async () => {
    const fetch = api(
      'ente',
      [fontanelle],
      on('POST', ADD, (_url, body) =>
        json({ ...mioInviato, ...(body as object), id: 50, tematica: { id: 1, nome: 'Alimentazione' } }, 201),
      ),
    );
    render('ente');
    await userEvent.click(await screen.findByRole('button', { name: 'Proponi un suggerimento' }));
    const form = screen.getByRole('form', { name: 'Il tuo suggerimento' });
    expect(screen.getByRole('heading', { name: 'Proponi un suggerimento' })).toHaveFocus();
    expect(form.parentElement).toHaveTextContent(
      'Il suggerimento va a ASL TO3 (Distretto dimostrativo Collegno-Grugliasco).',
    );
    // An organisation's name goes with a public answer: the explanation says so.
    const consent = within(form).getByRole('checkbox', {
      name: 'Acconsento alla pubblicazione con la risposta',
    });
    expect(consent).not.toBeChecked();
    expect(within(form).getByRole('group', { name: 'Pubblicazione' })).toHaveAccessibleDescription(
      /con il nome del tuo ente/,
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Invia il suggerimento' }));
    expect(await within(form).findByLabelText('Titolo *')).toHaveAccessibleDescription(
      /^Indicare un titolo\./,
    );
    expect(within(form).getByLabelText('Suggerimento *')).toHaveAccessibleDescription(
      /^Scrivere il suggerimento\./,
    );
    expect(fetch.bodies('POST', ADD)).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Titolo *'), 'Orti scolastici');
    await userEvent.type(within(form).getByLabelText('Suggerimento *'), 'Un orto in ogni scuola primaria.');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tematica' }), 'Alimentazione');
    await userEvent.click(consent);
    await userEvent.click(within(form).getByRole('button', { name: 'Invia il suggerimento' }));

    expect(await screen.findByText('Suggerimento «Orti scolastici» inviato a ASL TO3.')).toBeInTheDocument();
    expect(fetch.bodies('POST', ADD)).toEqual([
      {
        titolo: 'Orti scolastici',
        testo: 'Un orto in ogni scuola primaria.',
        tematica: 1,
        pubblicabile: true,
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Il tuo suggerimento' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proponi un suggerimento' })).toHaveFocus();
    // The list is read again, with the new suggestion.
    await waitFor(() => expect(fetch.urlsTo(LIST)).toHaveLength(2));
  });

  it('tells a citizen their name is never published, and puts the server’s 400 under its field', async () => {
    const fetch = api(
      'cittadino',
      [],
      on('POST', ADD, () =>
        errorBody(400, 'Dati non validi.', [
          { path: 'body.tematica', message: suggerimentoMessages.themeUnknown },
        ]),
      ),
    );
    render('cittadino');
    await userEvent.click(await screen.findByRole('button', { name: 'Proponi un suggerimento' }));
    const form = screen.getByRole('form', { name: 'Il tuo suggerimento' });
    expect(within(form).getByRole('group', { name: 'Pubblicazione' })).toHaveAccessibleDescription(
      /senza il tuo nome/,
    );
    await userEvent.type(within(form).getByLabelText('Titolo *'), 'Cammini');
    await userEvent.type(within(form).getByLabelText('Suggerimento *'), 'Gruppi di cammino la sera.');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Tematica' }),
      'Fumo di tabacco',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Invia il suggerimento' }));
    expect(await within(form).findByRole('combobox', { name: 'Tematica' })).toHaveAccessibleDescription(
      'Tematica sconosciuta.',
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Dati non validi.');
    expect(fetch.bodies('POST', ADD)).toEqual([
      { titolo: 'Cammini', testo: 'Gruppi di cammino la sera.', tematica: 12, pubblicabile: false },
    ]);
  });
});

describe('ProsaSuggerimenti: staff answer the suggestions of their scope', () => {
  it('filters those awaiting an answer and names who sent them', async () => {
    const fetch = api('operatore', [daRispondere, senzaConsenso]);
    const { router } = render('operatore');
    const item = await screen.findByRole('article', { name: 'Merende a scuola' });
    expect(item).toHaveTextContent('Da: Chiara Cittadina');
    expect(
      screen.getByRole('heading', { level: 2, name: 'I suggerimenti del tuo ambito' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proponi un suggerimento' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Ambulatorio vaccinale' })).getByText(
        'Chi lo ha inviato non ha acconsentito alla pubblicazione: si risponde solo in privato.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo quelli da rispondere' }));
    await waitFor(() => expect(fetch.urlsTo(LIST)).toContain(`${LIST}?stato=inviato&page=1&size=10`));
    expect(router.state.location.search).toBe('?stato=inviato');
  });

  it('answers privately when the proposer did not consent: the public choice is disabled and says why', async () => {
    const fetch = api(
      'operatore',
      [senzaConsenso],
      on('PUT', ANSWER, (_url, body) => {
        const { risposta, pubblica } = body as { risposta: string; pubblica: boolean };
        return json({
          ...senzaConsenso,
          stato: 'risposto',
          risposta,
          rispostaPubblica: pubblica,
          version: 2,
        });
      }),
    );
    render('operatore');
    await userEvent.click(await screen.findByRole('button', { name: 'Rispondi a «Ambulatorio vaccinale»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rispondi a «Ambulatorio vaccinale»' });
    expect(dialog).toHaveTextContent('Un corso serale per chi lavora.');
    const pubblica = within(dialog).getByRole('radio', { name: /^Pubblica/ });
    expect(pubblica).toBeDisabled();
    expect(pubblica).toHaveAccessibleDescription(
      'Chi ha inviato il suggerimento non ha acconsentito alla pubblicazione: si può rispondere solo in privato.',
    );
    expect(within(dialog).getByRole('radio', { name: /^Privata/ })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia la risposta' }));
    expect(await within(dialog).findByLabelText('Risposta *')).toHaveAccessibleDescription(
      'Scrivere la risposta.',
    );
    await userEvent.type(within(dialog).getByLabelText('Risposta *'), 'Apriremo un secondo ambulatorio.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia la risposta' }));
    expect(
      await screen.findByText('Risposta privata a «Ambulatorio vaccinale» inviata.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.bodies('PUT', ANSWER)).toEqual([
      { id: 45, version: 1, risposta: 'Apriremo un secondo ambulatorio.', pubblica: false },
    ]);
  });

  it('answers publicly by default when the proposer consented, and shows the server’s refusal in the dialog', async () => {
    const fetch = api(
      'operatore',
      [daRispondere],
      on('PUT', ANSWER, () => errorBody(409, suggerimentoMessages.notPublishable)),
    );
    render('operatore');
    await userEvent.click(await screen.findByRole('button', { name: 'Rispondi a «Merende a scuola»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rispondi a «Merende a scuola»' });
    expect(within(dialog).getByRole('radio', { name: /^Pubblica/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /^Pubblica/ })).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText('Risposta *'), 'Ne parleremo con le scuole.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia la risposta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(suggerimentoMessages.notPublishable);
    // Not a stale record: nothing to reload.
    expect(within(dialog).queryByRole('button', { name: 'Ricarica i dati' })).not.toBeInTheDocument();
    expect(fetch.bodies('PUT', ANSWER)).toEqual([
      { id: 44, version: 1, risposta: 'Ne parleremo con le scuole.', pubblica: true },
    ]);
  });

  it('tells when someone answered meanwhile and reloads the suggestion into the form', async () => {
    const answered: Suggerimento = {
      ...daRispondere,
      stato: 'risposto',
      risposta: 'Risposta di un collega.',
      rispostaPubblica: false,
      version: 2,
    };
    const fetch = api(
      'operatore',
      [daRispondere],
      on('PUT', ANSWER, () =>
        errorBody(409, 'Il record è stato modificato da un altro utente.', [
          { path: 'body.version', message: 'Il record è stato modificato da un altro utente.' },
        ]),
      ),
      on('GET', byId(44), () => json(answered)),
    );
    render('operatore');
    await userEvent.click(await screen.findByRole('button', { name: 'Rispondi a «Merende a scuola»' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rispondi a «Merende a scuola»' });
    await userEvent.type(within(dialog).getByLabelText('Risposta *'), 'La mia risposta.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia la risposta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Il record è stato modificato da un altro utente.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ricarica i dati' }));
    dialog = await screen.findByRole('dialog', { name: 'Correggi la risposta a «Merende a scuola»' });
    expect(within(dialog).getByLabelText('Risposta *')).toHaveValue('Risposta di un collega.');
    expect(within(dialog).getByRole('radio', { name: /^Privata/ })).toBeChecked();
    expect(fetch.urls()).toContain(byId(44));
    // The list is read again too.
    await waitFor(() => expect(fetch.urlsTo(LIST)).toHaveLength(2));
  });
});

describe('ProsaSuggerimenti: one suggestion (?id=, the link of the answer’s mail)', () => {
  it('opens the suggestion with its answer and the way back to the list', async () => {
    stubFetch(
      on('GET', byId(42), () => json(mioPrivato)),
      ...commonReads('cittadino'),
    );
    render('cittadino', '/prosa/suggerimenti?mie=1&id=42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orari dello screening' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Risposta privata' })).toBeInTheDocument();
    expect(
      screen.getByText('Dal mese prossimo saranno aperti il primo sabato del mese.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna ai suggerimenti' })).toHaveAttribute(
      'href',
      '/prosa/suggerimenti?mie=1',
    );
  });

  it('lets staff answer from the suggestion’s page', async () => {
    stubFetch(
      on('GET', byId(44), () => json(daRispondere)),
      ...commonReads('operatore'),
    );
    render('operatore', '/prosa/suggerimenti?id=44');
    await userEvent.click(await screen.findByRole('button', { name: 'Rispondi a «Merende a scuola»' }));
    expect(await screen.findByRole('dialog', { name: 'Rispondi a «Merende a scuola»' })).toBeInTheDocument();
  });

  it('says when the suggestion does not exist or cannot be seen, without an alert', async () => {
    stubFetch(
      on('GET', byId(99), () => errorBody(404, suggerimentoMessages.notFound)),
      ...commonReads('cittadino'),
    );
    render('cittadino', '/prosa/suggerimenti?id=99');
    await expectNotFound('Suggerimento non trovato', 'Torna ai suggerimenti', '/prosa/suggerimenti');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ProsaSuggerimenti in English', () => {
  it('speaks English to an English user', async () => {
    await setLanguage('en');
    api('cittadino', [fontanelle]);
    render('cittadino');
    const item = await screen.findByRole('article', { name: 'Fontanelle nei parchi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeInTheDocument();
    expect(within(item).getByRole('heading', { name: 'Public answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a suggestion' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Only my suggestions' })).toBeInTheDocument();
  });
});
