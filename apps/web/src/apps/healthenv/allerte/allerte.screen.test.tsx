import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { errorBody, json, on, stubFetch } from '../../../test/fetch-stub.ts';
import {
  alertRows,
  allertaPm10,
  allertaSilenzio,
  bodyRows,
  ospiteSession,
  paths,
  renderHealthenv,
} from '../postazione/analisi.test-utils.tsx';

/** The server: the alerts (only the silent station is still open), and the reader's subscription. */
function alertReads(iscritto = false) {
  return [
    on('GET', paths.allerte, (url) =>
      json(
        [allertaSilenzio, allertaPm10].filter(
          (a) =>
            (url.searchParams.get('inCorso') !== 'true' || a.chiusa === null) &&
            (!url.searchParams.has('postazioneId') ||
              String(a.postazioneId) === url.searchParams.get('postazioneId')),
        ),
      ),
    ),
    on('GET', paths.iscrizione, () => json({ iscritto })),
  ];
}

const table = () => screen.findByRole('table', { name: 'Allerte, le più recenti prima' });

describe('HealthenvAllerte', () => {
  it('lists the alerts, most recent first, a silent station in words', async () => {
    stubFetch(...alertReads());
    renderHealthenv('/healthenv/allerte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Allerte' })).toBeInTheDocument();
    expect(bodyRows(await table())).toEqual(alertRows({ withStation: true }));
    expect(screen.getByRole('link', { name: 'Milano - Senato' })).toHaveAttribute(
      'href',
      '/healthenv/postazioni/4',
    );
  });

  it('shows only the ongoing alerts on request, and says when there are none', async () => {
    const fetch = stubFetch(
      on('GET', paths.allerte, (url) =>
        json(url.searchParams.get('inCorso') === 'true' ? [] : [allertaPm10]),
      ),
      on('GET', paths.iscrizione, () => json({ iscritto: false })),
    );
    const { router } = renderHealthenv('/healthenv/allerte');
    await table();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo le allerte in corso' }));
    expect(await screen.findByText('Nessuna allerta in corso.')).toBeInTheDocument();
    expect(fetch.urls()).toContain('/api/healthenv/allerte?inCorso=true');
    expect(router.state.location.search).toBe('?inCorso=true');
  });

  it('shows one station’s alerts when the station’s page leads here', async () => {
    const fetch = stubFetch(...alertReads());
    renderHealthenv('/healthenv/allerte?postazione=4');
    const rows = bodyRows(await table());
    expect(fetch.urls()).toContain('/api/healthenv/allerte?postazioneId=4');
    expect(rows).toHaveLength(1);
    // The station is the page's subject: no column of its own.
    expect(rows[0]?.[1]).toBe('PM10');
    expect(screen.getByText('Allerte della postazione Milano - Senato.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mostra tutte le postazioni' })).toHaveAttribute(
      'href',
      '/healthenv/allerte',
    );
  });

  it('subscribes the operator to the alerts’ e-mails and shows a refusal beside the switch', async () => {
    let fail = false;
    const fetch = stubFetch(
      on('PUT', paths.iscrizione, (_, body) =>
        fail ? errorBody(503, 'Servizio di posta non disponibile.') : json(body as { iscritto: boolean }),
      ),
      ...alertReads(false),
    );
    renderHealthenv('/healthenv/allerte');
    const toggle = await screen.findByRole('switch', { name: 'Ricevi le allerte per posta' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Non ricevi le allerte per posta.')).toBeInTheDocument();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByText('Ricevi per posta ogni nuova allerta.')).toBeInTheDocument();
    expect(fetch.bodies('PUT', paths.iscrizione)).toEqual([{ iscritto: true }]);

    fail = true;
    await userEvent.click(toggle);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Servizio di posta non disponibile.');
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Servizio di posta non disponibile\./);
  });

  it('offers no subscription to a role the server would refuse', async () => {
    const fetch = stubFetch(...alertReads());
    renderHealthenv('/healthenv/allerte', ospiteSession);
    await table();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Notifiche per posta' })).not.toBeInTheDocument();
    expect(fetch.urls()).not.toContain(paths.iscrizione);
  });

  it('says when there are no alerts', async () => {
    stubFetch(
      on('GET', paths.allerte, () => json([])),
      on('GET', paths.iscrizione, () => json({ iscritto: true })),
    );
    renderHealthenv('/healthenv/allerte');
    expect(await screen.findByText('Nessuna allerta.')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Ricevi le allerte per posta' })).toBeChecked();
  });

  it('speaks English', async () => {
    await setLanguage('en');
    stubFetch(...alertReads());
    renderHealthenv('/healthenv/allerte');
    const alerts = await screen.findByRole('table', { name: 'Alerts, most recent first' });
    expect(within(alerts).getByText('Silent station: no data since 20/11/2026, 10:00')).toBeInTheDocument();
    expect(within(alerts).getByText('Ongoing')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Receive the alerts by e-mail' })).toBeInTheDocument();
  });
});
