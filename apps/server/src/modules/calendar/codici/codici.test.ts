import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { API, calendarSuite, expectStatus } from '../calendar.test-suite.ts';
import { ROME } from '../calendar.test-utils.ts';

describe.each(testDatabases())('calendar catalogues on $name', (kind) => {
  const bed = calendarSuite(kind);
  const { as } = bed;

  describe('catalogues', () => {
    it('answers the configuration defaults, configuration types, calendar types and booking states', async () => {
      const conf = expectStatus(await as.cittadino.get(`${API}/conf`), 200);
      expect(conf.fusoOrario).toBe(ROME);
      expect(conf.predefinita.tipo).toBe('slot');
      expect(conf.tipiAccesso.map((t: { codice: string }) => t.codice)).toEqual([
        'pubblico',
        'riservato',
        'interno',
      ]);
      expect(conf.tipiTitolare).toEqual(['asl', 'struttura', 'unita-operativa', 'persona']);
      const confTypes = expectStatus(await as.cittadino.get(`${API}/conf/types`), 200);
      expect(confTypes.map((t: { codice: string }) => t.codice)).toEqual(['slot', 'evento']);
      const types = expectStatus(await as.cittadino.get(`${API}/types`), 200);
      expect(types.map((t: { codice: string }) => t.codice)).toEqual(
        expect.arrayContaining(['ambulatorio', 'vaccinazioni', 'screening', 'consultorio', 'evento']),
      );
      const states = expectStatus(await as.cittadino.get(`${API}/events/states`), 200);
      expect(states.find((s: { codice: string }) => s.codice === 'prenotato').transizioni).toContain(
        'arrivato',
      );
      expect(states.find((s: { codice: string }) => s.codice === 'completato').transizioni).toEqual([]);
    });

    it('answers 401 without a token on every call', async () => {
      for (const [method, url] of [
        ['get', `${API}/conf`],
        ['get', `${API}/conf/types`],
        ['get', `${API}/types`],
        ['get', `${API}/events/states`],
        ['get', `${API}/events`],
        ['post', `${API}/events`],
        ['put', `${API}/events`],
        ['del', `${API}/events/delete/1`],
        ['get', API],
        ['get', `${API}/1`],
        ['post', API],
        ['put', API],
        ['del', `${API}/delete/1`],
      ] as const) {
        expect((await bed.anonymous[method](url)).status, `${method} ${url}`).toBe(401);
      }
    });
  });
});
