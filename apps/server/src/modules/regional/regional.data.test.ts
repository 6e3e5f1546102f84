import { describe, expect, it } from 'vitest';
import {
  loadAsl,
  loadComuni,
  loadNazioni,
  loadProvince,
  loadRegioni,
  loadStabilimenti,
  loadStrutture,
  loadTipologieStruttura,
  parseCsv,
  searchKey,
} from './regional.data.ts';

describe('reference files', () => {
  const regioni = loadRegioni();
  const province = loadProvince();
  const comuni = loadComuni();
  const asl = loadAsl();

  it('hold 20 regions, 107 provinces, 7,896 comuni and 110 ASL', () => {
    expect(regioni).toHaveLength(20);
    expect(province).toHaveLength(107);
    expect(comuni).toHaveLength(7896);
    expect(asl).toHaveLength(110);
  });

  it('give every code once', () => {
    for (const [name, codes] of [
      ['region codes', regioni.map((r) => r.codiceRegione)],
      ['Ministry codes', regioni.flatMap((r) => r.codiciMinisteriali)],
      ['sigle', province.map((p) => p.sigla)],
      ['ISTAT comune codes', comuni.map((c) => c.codiceIstat)],
      ['codici catastali', comuni.map((c) => c.codiceCatastale)],
      ['ASL codes', asl.map((a) => a.codiceAsl)],
    ] as const) {
      expect(new Set(codes).size, name).toBe(codes.length);
    }
  });

  it('have codes in the formats the schemas require', () => {
    expect(regioni.every((r) => /^\d{3}$/.test(r.codiceRegione) && /^\d{2}$/.test(r.codiceIstat))).toBe(true);
    expect(province.every((p) => /^[A-Z]{2}$/.test(p.sigla) && /^\d{3}$/.test(p.codiceIstat))).toBe(true);
    expect(comuni.filter((c) => !/^[A-Z][0-9]{3}$/.test(c.codiceCatastale))).toEqual([]);
    expect(comuni.filter((c) => !/^\d{6}$/.test(c.codiceIstat))).toEqual([]);
    expect(asl.filter((a) => !/^\d{6}$/.test(a.codiceAsl))).toEqual([]);
  });

  it('know the codici catastali of Roma, Milano and Torino', () => {
    const byName = (name: string) => comuni.find((c) => c.denominazione === name);
    expect(byName('Roma')).toMatchObject({
      codiceCatastale: 'H501',
      codiceIstat: '058091',
      siglaProvincia: 'RM',
    });
    expect(byName('Milano')).toMatchObject({
      codiceCatastale: 'F205',
      codiceIstat: '015146',
      siglaProvincia: 'MI',
    });
    expect(byName('Torino')).toMatchObject({
      codiceCatastale: 'L219',
      codiceIstat: '001272',
      siglaProvincia: 'TO',
    });
  });

  it('put ASL 010203 (TO3) in Piemonte, region 010', () => {
    const to3 = asl.find((a) => a.codiceAsl === '010203');
    expect(to3).toMatchObject({ codiceRegione: '010', denominazioneAzienda: 'TO3' });
    const piemonte = regioni.find((r) => r.codiceRegione === '010');
    expect(piemonte).toMatchObject({
      denominazione: 'Piemonte',
      codiceIstat: '01',
      codiciMinisteriali: ['010'],
    });
  });

  it("start every ASL code with one of its region's Ministry codes", () => {
    for (const a of asl) {
      expect(a.codiceAsl.slice(0, 3), a.codiceAsl).toBe(a.codiceRegione);
      const regione = regioni.find((r) => r.codiciMinisteriali.includes(a.codiceRegione));
      expect(regione, a.codiceAsl).toBeDefined();
    }
    // Every region has at least one ASL.
    for (const r of regioni) {
      expect(
        asl.some((a) => r.codiciMinisteriali.includes(a.codiceRegione)),
        r.denominazione,
      ).toBe(true);
    }
  });

  it('give Trentino-Alto Adige the two Ministry codes of its autonomous provinces', () => {
    const trentino = regioni.find((r) => r.codiceIstat === '04');
    expect(trentino).toMatchObject({ codiceRegione: '040', codiciMinisteriali: ['041', '042'] });
    expect(asl.filter((a) => ['041', '042'].includes(a.codiceRegione)).map((a) => a.codiceAsl)).toEqual([
      '041201',
      '042101',
    ]);
  });

  it('link every province to a region and every comune to a province', () => {
    const istatRegions = new Set(regioni.map((r) => r.codiceIstat));
    expect(province.filter((p) => !istatRegions.has(p.codiceIstatRegione))).toEqual([]);
    const sigle = new Set(province.map((p) => p.sigla));
    expect(comuni.filter((c) => !sigle.has(c.siglaProvincia))).toEqual([]);
  });

  it('link every hospital facility to an ASL, a comune and a type', () => {
    const strutture = loadStrutture();
    expect(strutture).toHaveLength(1135);
    const aslCodes = new Set(asl.map((a) => a.codiceAsl));
    const istat = new Set(comuni.map((c) => c.codiceIstat));
    const types = new Set(loadTipologieStruttura().map((t) => t.codice));
    expect(types.size).toBe(13);
    expect(strutture.filter((s) => !aslCodes.has(s.codiceAsl))).toEqual([]);
    expect(strutture.filter((s) => !istat.has(s.codiceComune))).toEqual([]);
    expect(strutture.filter((s) => !types.has(s.tipologia))).toEqual([]);
    expect(strutture.find((s) => s.codiceStruttura === '010904')?.naturaGiuridica).toBe('Pubblico');
    expect(strutture.find((s) => s.codiceStruttura === '010922')?.naturaGiuridica).toBe(
      'Privato (Equiparato a pubblico), in Lombardia Pubblico',
    );
  });

  it('read the 378 hospital sites with their sub-codes', () => {
    const sites = loadStabilimenti();
    expect(sites).toHaveLength(378);
    expect(sites.find((s) => s.codiceStruttura === '010030' && s.subcodice === '01')?.denominazione).toBe(
      'OSPEDALE CIVILE E.AGNELLI',
    );
    expect(sites.every((s) => /^\d{6}$/.test(s.codiceStruttura) && /^\d{2}$/.test(s.subcodice))).toBe(true);
  });
});

describe('countries', () => {
  it('come from ISO 3166 with Italian names and the Belfiore code of foreign states', async () => {
    const nazioni = await loadNazioni();
    expect(nazioni.length).toBeGreaterThan(240);
    const by = (iso: string) => nazioni.find((n) => n.codiceIso2 === iso);
    expect(by('IT')).toMatchObject({ codiceIso3: 'ITA', denominazione: 'Italia', codiceBelfiore: null });
    expect(by('FR')).toMatchObject({ codiceIso3: 'FRA', codiceNumerico: '250', codiceBelfiore: 'Z110' });
    expect(by('DE')?.denominazione).toBe('Germania');
    // The Ministry of the Interior writes UK for GB, and gives Kosovo no ISO code.
    expect(by('GB')?.codiceBelfiore).toBe('Z114');
    expect(by('XK')?.codiceBelfiore).toBe('Z160');
    const belfiore = nazioni.map((n) => n.codiceBelfiore).filter((c) => c !== null);
    expect(new Set(belfiore).size).toBe(belfiore.length);
    expect(belfiore.every((c) => /^Z\d{3}$/.test(c))).toBe(true);
  });
});

describe('csv and search key', () => {
  it('parses quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"multi\nline",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', ''],
    ]);
  });

  it('drops case, accents and punctuation', () => {
    expect(searchKey("Reggio nell'Emilia")).toBe('reggio nell emilia');
    expect(searchKey('Forlì-Cesena')).toBe('forli cesena');
    expect(searchKey('  SANT’ANGELO   Lodigiano ')).toBe('sant angelo lodigiano');
    expect(searchKey('Valle d’Aosta/Vallée d’Aoste')).toBe('valle d aosta vallee d aoste');
  });
});
