import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { renderScreen } from '../../test/render-shell.tsx';
import { piemonte, roma } from '../../test/territory.ts';
import { ComunePicker } from './comune-picker.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PUBLIC = '/api/v1/public/gestioneregionale';
const regioni = [
  {
    id: 12,
    codiceRegione: '120',
    codiceIstat: '12',
    denominazioneRegione: 'Lazio',
    codiciMinisteriali: ['120'],
    version: 1,
  },
  piemonte,
];
const province = [
  { id: 58, sigla: 'RM', codiceIstat: '058', denominazione: 'Roma', codiceRegione: '120', version: 1 },
  { id: 56, sigla: 'VT', codiceIstat: '056', denominazione: 'Viterbo', codiceRegione: '120', version: 1 },
];
const fiumicino = {
  ...roma,
  id: 5300,
  codiceIstat: '058120',
  denominazione: 'Fiumicino',
  codiceCatastale: 'M297',
};

function publicApi() {
  return stubFetch((url) => {
    if (url.pathname === `${PUBLIC}/regioni`) return json(regioni);
    if (
      url.pathname === `${PUBLIC}/province/bycodiceregione` &&
      url.searchParams.get('codRegione') === '120'
    ) {
      return json(province);
    }
    if (url.pathname === `${PUBLIC}/comuni/bysigla` && url.searchParams.get('sigla') === 'RM') {
      return json([roma, fiumicino]);
    }
    return undefined;
  });
}

describe('ComunePicker (public calls only)', () => {
  it('narrows region → province → comune and hands the comune over', async () => {
    const fetch = publicApi();
    const onChange = vi.fn();
    renderScreen(<ComunePicker legend="Il tuo comune" onChange={onChange} />);
    const regione = screen.getByLabelText('Regione');
    const provincia = screen.getByLabelText('Provincia');
    const comune = screen.getByLabelText('Comune');
    expect(provincia).toBeDisabled();
    expect(comune).toBeDisabled();

    await screen.findByRole('option', { name: 'Lazio' });
    await userEvent.selectOptions(regione, 'Lazio');
    await screen.findByRole('option', { name: 'Viterbo' });
    expect(provincia).toBeEnabled();
    await userEvent.selectOptions(provincia, 'Roma');
    await screen.findByRole('option', { name: 'Fiumicino' });
    // Sorted by name, as people look for them.
    expect([...(comune as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Scegli il comune',
      'Fiumicino',
      'Roma',
    ]);
    await userEvent.selectOptions(comune, 'Roma');

    expect(onChange).toHaveBeenLastCalledWith(roma);
    expect(fetch.urls()).toEqual([
      `${PUBLIC}/regioni`,
      `${PUBLIC}/province/bycodiceregione?codRegione=120`,
      `${PUBLIC}/comuni/bysigla?sigla=RM`,
    ]);
  });

  it('changing the region clears province and comune', async () => {
    publicApi();
    const onChange = vi.fn();
    renderScreen(<ComunePicker onChange={onChange} />);
    await screen.findByRole('option', { name: 'Lazio' });
    await userEvent.selectOptions(screen.getByLabelText('Regione'), 'Lazio');
    await screen.findByRole('option', { name: 'Roma' });
    await userEvent.selectOptions(screen.getByLabelText('Provincia'), 'Roma');
    await waitFor(() => expect(screen.getByLabelText('Comune')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Regione'), 'Piemonte');
    expect(screen.getByLabelText('Provincia')).toHaveValue('');
    expect(screen.getByLabelText('Comune')).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
