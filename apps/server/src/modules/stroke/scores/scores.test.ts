import { describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, paths } from '../../../../test/api.ts';
import { withDemoClients } from '../../../../test/suite.ts';

const API = '/api/stroke/punteggi/calcola';

describe('stroke score calculator', () => {
  const t = withDemoClients(['medico', 'paziente', 'caregiver', 'superadmin', 'cittadino']);
  const { as } = t;

  it('answers the blocks asked, in the shape of the issue', async () => {
    const answer = await as.medico?.post(API, {
      cha2ds2vasc: { sesso: 'F', eta: 78, ipertensione: true, diabete: true },
      hasbled: { eta: 70, farmaci: true, alcol: true },
      nihss: { '1a': 1, '5a': 2, '9': 1 },
      framingham: { sesso: 'M', eta: 70, pressioneSistolica: 140, diabete: true, fumo: true },
    });
    expect(answer?.status).toBe(200);
    expect(answer?.body).toEqual({
      cha2ds2vasc: { punteggio: 5, rischioIctusIschemicoAnnuoPct: 7.2, rischioIctusTiaEmboliaAnnuoPct: 10 },
      cha2ds2va: { punteggio: 4 },
      hasbled: { punteggio: 3, altoRischio: true, sanguinamentiPer100PazientiAnno: 3.72 },
      nihss: { totale: 4, gravita: 'lieve' },
      framingham: { punti: 14, rischioIctus10AnniPct: 17 },
    });
    const one = await as.superadmin?.post(API, { nihss: {} });
    expect(one?.body).toEqual({ nihss: { totale: 0, gravita: 'nessun sintomo' } });
  });

  it('refuses out-of-range input with the field paths, and anyone but doctors and admins', async () => {
    const medico = as.medico as ApiClient;
    expect(paths(await medico.post(API, { nihss: { '1a': 4 } }), 400)).toEqual(['body.nihss.1a']);
    expect(paths(await medico.post(API, { cha2ds2vasc: { sesso: 'X', eta: 200 } }), 400)).toEqual([
      'body.cha2ds2vasc.sesso',
      'body.cha2ds2vasc.eta',
    ]);
    expect(
      paths(await medico.post(API, { framingham: { sesso: 'F', eta: 40, pressioneSistolica: 20 } }), 400),
    ).toEqual(['body.framingham.eta', 'body.framingham.pressioneSistolica']);
    expect((await medico.post(API, {})).status).toBe(400);
    for (const user of ['paziente', 'caregiver', 'cittadino'] as const) {
      expect((await as[user]?.post(API, { nihss: {} }))?.status, user).toBe(403);
    }
    expect((await apiClient(t.server.app).post(API, { nihss: {} })).status).toBe(401);
  });
});
