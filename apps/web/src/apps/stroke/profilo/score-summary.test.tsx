import type { FattoriPaziente } from '@halo/contract/stroke/fattori';
import { calcolaPunteggi, nihss } from '@halo/contract/stroke/scores';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-shell.tsx';
import { fattoriVerdi } from './profilo.test-utils.tsx';
import { peopleOutOf, ScoreSummary } from './score-summary.tsx';

describe('peopleOutOf: a rate per 100 as whole people', () => {
  it('rounds to people out of 100, and below one in a hundred counts out of 1,000', () => {
    expect(peopleOutOf(3.2)).toEqual({ count: 3, per: 'per100' });
    expect(peopleOutOf(3.72)).toEqual({ count: 4, per: 'per100' });
    expect(peopleOutOf(1.02)).toEqual({ count: 1, per: 'per100' });
    expect(peopleOutOf(0.6)).toEqual({ count: 6, per: 'per1000' });
    expect(peopleOutOf(0.2)).toEqual({ count: 2, per: 'per1000' });
    // Never «about 0 people»: a rate the studies give is at least one person out of 1,000.
    expect(peopleOutOf(0.01)).toEqual({ count: 1, per: 'per1000' });
  });
});

const base: FattoriPaziente = { clinici: [], rischio: null, punteggi: {}, mrs: null, nonCalcolati: [] };

describe('ScoreSummary', () => {
  it('gives no number where the studies give none (HAS-BLED above 5), and says one person in the singular', () => {
    const punteggi = calcolaPunteggi({
      hasbled: {
        eta: 80,
        ipertensioneNonControllata: true,
        funzioneRenaleAlterata: true,
        funzioneEpaticaAlterata: true,
        pregressoIctus: true,
        sanguinamento: true,
        inrLabile: false,
        farmaci: false,
        alcol: false,
      },
      cha2ds2vasc: {
        sesso: 'M',
        eta: 60,
        scompensoCardiaco: true,
        ipertensione: false,
        diabete: false,
        pregressoIctusTiaTromboembolia: false,
        malattiaVascolare: false,
      },
    });
    renderScreen(<ScoreSummary fattori={{ ...base, punteggi }} sesso="M" />);
    expect(screen.getByRole('region', { name: 'HAS-BLED: 6 Punteggio alto (3 o più)' })).toHaveTextContent(
      'Sopra i 5 punti gli studi hanno osservato troppe poche persone per dare un numero.',
    );
    // CHA2DS2-VASc 1: 0.6 per 100 a year.
    expect(screen.getByRole('region', { name: 'CHA2DS2-VASc: 1' })).toHaveTextContent(
      "su 1.000 persone con fibrillazione atriale che hanno questo punteggio e non prendono anticoagulanti, circa 6 all'anno hanno un ictus ischemico.",
    );
  });

  it('tells the NIHSS band in words', () => {
    const punteggi = { nihss: nihss({ '1a': 1, '5a': 2, '9': 1, '10': 1 }) };
    renderScreen(<ScoreSummary fattori={{ ...base, punteggi }} sesso="F" />);
    expect(screen.getByRole('region', { name: 'NIHSS: 5' })).toHaveTextContent(
      "L'ultimo valore registrato corrisponde a sintomi moderati.",
    );
  });

  it('keeps the compact summary short: no explanation of each score, the caveat in plain words only', () => {
    renderScreen(<ScoreSummary fattori={fattoriVerdi} sesso="F" compact />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/battito irregolare/)).not.toBeInTheDocument();
    expect(screen.queryByText('CHA2DS2-VA: 2')).not.toBeInTheDocument();
    expect(screen.getByText(/nelle donne non sono ancora state verificate/)).toBeInTheDocument();
    expect(screen.queryByText('Le avvertenze tecniche, per il medico')).not.toBeInTheDocument();
    expect(screen.getByText(/Il tuo medico li interpreta/)).toBeInTheDocument();
  });
});
