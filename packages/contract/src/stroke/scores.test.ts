import { describe, expect, it } from 'vitest';
import {
  calcolaPunteggiSchema,
  cha2ds2va,
  cha2ds2vasc,
  framingham,
  framinghamInputSchema,
  hasbled,
  hasbledInputSchema,
  nihss,
  nihssInputSchema,
} from './scores.ts';

const none = {
  scompensoCardiaco: false,
  ipertensione: false,
  diabete: false,
  pregressoIctusTiaTromboembolia: false,
  malattiaVascolare: false,
};

describe('CHA2DS2-VASc and CHA2DS2-VA (Lip 2010; Friberg 2012)', () => {
  it('scores every item as the table says, up to 9, with Friberg’s annual risks', () => {
    expect(cha2ds2vasc({ sesso: 'M', eta: 50, ...none })).toEqual({
      punteggio: 0,
      rischioIctusIschemicoAnnuoPct: 0.2,
      rischioIctusTiaEmboliaAnnuoPct: 0.3,
    });
    // A woman of 78 with hypertension and diabetes: A2 2 + Sc 1 + H 1 + D 1 = 5.
    expect(cha2ds2vasc({ sesso: 'F', eta: 78, ...none, ipertensione: true, diabete: true })).toEqual({
      punteggio: 5,
      rischioIctusIschemicoAnnuoPct: 7.2,
      rischioIctusTiaEmboliaAnnuoPct: 10.0,
    });
    const everything = {
      scompensoCardiaco: true,
      ipertensione: true,
      diabete: true,
      pregressoIctusTiaTromboembolia: true,
      malattiaVascolare: true,
    };
    expect(cha2ds2vasc({ sesso: 'F', eta: 80, ...everything })).toEqual({
      punteggio: 9,
      rischioIctusIschemicoAnnuoPct: 12.2,
      rischioIctusTiaEmboliaAnnuoPct: 17.4,
    });
    expect(cha2ds2va({ eta: 80, ...everything })).toEqual({ punteggio: 8 });
  });

  it('counts age 65–74 as 1 and 75 and over as 2, at the boundaries', () => {
    const at = (eta: number) => cha2ds2vasc({ sesso: 'M', eta, ...none }).punteggio;
    expect([at(64), at(65), at(74), at(75)]).toEqual([0, 1, 1, 2]);
    // CHA2DS2-VA leaves the sex out: a woman and a man of the same profile score the same.
    expect(cha2ds2va({ eta: 70, ...none, ipertensione: true })).toEqual({ punteggio: 2 });
    expect(cha2ds2vasc({ sesso: 'F', eta: 70, ...none, ipertensione: true }).punteggio).toBe(3);
  });
});

describe('HAS-BLED (Pisters 2010)', () => {
  const base = hasbledInputSchema.parse({ eta: 60 });

  it('counts elderly only above 65, and calls 3 or more high risk', () => {
    expect(hasbled({ ...base, eta: 65 }).punteggio).toBe(0);
    expect(hasbled({ ...base, eta: 66 }).punteggio).toBe(1);
    expect(hasbled({ ...base, eta: 70, farmaci: true, alcol: true })).toEqual({
      punteggio: 3,
      altoRischio: true,
      sanguinamentiPer100PazientiAnno: 3.72,
    });
    expect(hasbled({ ...base, ipertensioneNonControllata: true, inrLabile: true })).toEqual({
      punteggio: 2,
      altoRischio: false,
      sanguinamentiPer100PazientiAnno: 1.88,
    });
  });

  it('gives no bleeding rate above 5 (too few patients in the cohort)', () => {
    const six = {
      ...base,
      eta: 70,
      ipertensioneNonControllata: true,
      funzioneRenaleAlterata: true,
      funzioneEpaticaAlterata: true,
      pregressoIctus: true,
      sanguinamento: true,
    };
    expect(hasbled({ ...six, sanguinamento: false }).sanguinamentiPer100PazientiAnno).toBe(12.5);
    expect(hasbled(six)).toEqual({ punteggio: 6, altoRischio: true, sanguinamentiPer100PazientiAnno: null });
    expect(hasbled({ ...six, inrLabile: true, farmaci: true, alcol: true }).punteggio).toBe(9);
  });
});

describe('NIH Stroke Scale (Brott 1989)', () => {
  it('adds the items (left out: 0) and bands the total', () => {
    const band = (totale: number) => {
      // Spread the total over the items, within each one's maximum.
      const maxima = {
        '1a': 3,
        '5a': 4,
        '5b': 4,
        '6a': 4,
        '6b': 4,
        '9': 3,
        '3': 3,
        '4': 3,
        '1b': 2,
        '1c': 2,
        '2': 2,
        '7': 2,
        '8': 2,
        '10': 2,
        '11': 2,
      };
      const items: Record<string, number> = {};
      let left = totale;
      for (const [code, max] of Object.entries(maxima)) {
        items[code] = Math.min(max, left);
        left -= items[code] ?? 0;
      }
      return nihss(nihssInputSchema.parse(items));
    };
    expect(nihss({})).toEqual({ totale: 0, gravita: 'nessun sintomo' });
    expect([1, 4, 5, 15, 16, 20, 21, 42].map((n) => band(n).gravita)).toEqual([
      'lieve',
      'lieve',
      'moderato',
      'moderato',
      'moderato-grave',
      'moderato-grave',
      'grave',
      'grave',
    ]);
    expect(band(42).totale).toBe(42);
  });

  it('refuses an item beyond its range', () => {
    expect(nihssInputSchema.safeParse({ '1a': 4 }).success).toBe(false);
    expect(nihssInputSchema.safeParse({ '5a': -1 }).success).toBe(false);
    expect(nihssInputSchema.safeParse({ '12': 1 }).success).toBe(false);
  });
});

describe('Framingham Stroke Risk Profile (D’Agostino 1994, Synthea’s tables)', () => {
  const man = framinghamInputSchema.parse({ sesso: 'M', eta: 70, pressioneSistolica: 140 });

  it('adds the points of a man away from the bin edges, and reads his 10-year risk', () => {
    // Age 70 (69–72): 5; untreated SBP 140 (136–145): 4; diabetes 2; smoking 3 → 14 → 17 %.
    expect(framingham({ ...man, diabete: true, fumo: true })).toEqual({
      punti: 14,
      rischioIctus10AnniPct: 17,
    });
    // Treated SBP 140 (136–142): 6; atrial fibrillation 4 → 15 → 20 %.
    expect(framingham({ ...man, terapiaAntipertensiva: true, fibrillazioneAtriale: true })).toEqual({
      punti: 15,
      rischioIctus10AnniPct: 20,
    });
  });

  it('puts a value on an edge in the bin it opens, and keeps totals within the table', () => {
    expect(framingham({ ...man, eta: 54, pressioneSistolica: 105 }).punti).toBe(0);
    expect(framingham({ ...man, eta: 57, pressioneSistolica: 106 }).punti).toBe(2);
    expect(framingham({ ...man, eta: 54, pressioneSistolica: 100 }).rischioIctus10AnniPct).toBe(3);
    const worst = framingham({
      sesso: 'M',
      eta: 90,
      pressioneSistolica: 250,
      terapiaAntipertensiva: true,
      diabete: true,
      fumo: true,
      malattiaCardiovascolare: true,
      fibrillazioneAtriale: true,
      ipertrofiaVentricolareSinistra: true,
    });
    expect(worst).toEqual({ punti: 38, rischioIctus10AnniPct: 88 });
  });

  it('scores women with their own tables, and refuses ages below the profile’s', () => {
    // Age 70 (68–70): 5; untreated SBP 140 (131–143): 4; atrial fibrillation 6 → 15 → 16 %.
    expect(framingham({ ...man, sesso: 'F', fibrillazioneAtriale: true })).toEqual({
      punti: 15,
      rischioIctus10AnniPct: 16,
    });
    expect(framinghamInputSchema.safeParse({ sesso: 'F', eta: 50, pressioneSistolica: 120 }).success).toBe(
      false,
    );
  });
});

describe('the calculator body', () => {
  it('needs at least one block, and nothing it does not know', () => {
    expect(calcolaPunteggiSchema.safeParse({}).success).toBe(false);
    expect(calcolaPunteggiSchema.safeParse({ nihss: {} }).success).toBe(true);
    expect(calcolaPunteggiSchema.safeParse({ nihss: {}, apgar: {} }).success).toBe(false);
  });
});
