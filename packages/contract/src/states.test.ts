import { describe, expect, it } from 'vitest';
import { bookingStates } from './calendar.ts';
import { statiCampagna } from './prosa/campagne.ts';
import { statiProgetto } from './prosa/progetti.ts';
import { statiRichiesta } from './prosa/richieste.ts';
import { defineStates } from './states.ts';

describe('defineStates', () => {
  const table = defineStates([
    { codice: 'bozza', descrizione: 'Bozza', transizioni: ['pubblicata'] },
    { codice: 'pubblicata', descrizione: 'Pubblicata', transizioni: ['chiusa', 'bozza'] },
    { codice: 'chiusa', descrizione: 'Chiusa', transizioni: [] },
  ]);

  it('says which states may follow, and none after a final or unknown state', () => {
    expect(table.codes).toEqual(['bozza', 'pubblicata', 'chiusa']);
    expect(table.next('pubblicata')).toEqual(['chiusa', 'bozza']);
    expect(table.next('chiusa')).toEqual([]);
    expect(table.next('perduta')).toEqual([]);
    expect(table.may('bozza', 'pubblicata')).toBe(true);
    expect(table.may('bozza', 'chiusa')).toBe(false);
    expect(table.may('chiusa', 'bozza')).toBe(false);
  });

  it('stays the list it declares (served as before)', () => {
    expect(JSON.parse(JSON.stringify(table))).toEqual([
      { codice: 'bozza', descrizione: 'Bozza', transizioni: ['pubblicata'] },
      { codice: 'pubblicata', descrizione: 'Pubblicata', transizioni: ['chiusa', 'bozza'] },
      { codice: 'chiusa', descrizione: 'Chiusa', transizioni: [] },
    ]);
  });

  it('refuses a transition to a state it does not declare', () => {
    expect(() => defineStates([{ codice: 'a', descrizione: 'A', transizioni: ['b'] }])).toThrow(
      'Stato non dichiarato: a → b',
    );
  });

  it('declares every workflow of the platform', () => {
    for (const states of [statiProgetto, statiCampagna, statiRichiesta, bookingStates]) {
      expect(states.codes.length).toBeGreaterThan(1);
      // Some state leads nowhere: the workflow ends.
      expect(states.some((s) => s.transizioni.length === 0)).toBe(true);
    }
  });
});
