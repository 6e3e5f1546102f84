import type { Distretto } from '@halo/contract';
import { describe, expect, it } from 'vitest';
import { piemonte, to3, torino } from '../../test/territory.ts';
import {
  healthHref,
  healthTrail,
  readHealthSelection,
  readTerritorialSelection,
  territorialHref,
  territorialTrail,
} from './regional.paths.ts';

const rivoli: Distretto = {
  id: 7,
  codiceDistretto: 'DEMO2',
  distrettoSanitario: 'Distretto Rivoli',
  codiceAsl: '010203',
  comuniAnnessi: [],
  demo: true,
  version: 1,
};

describe('breadcrumb trails', () => {
  it('territorial: every level above the current one links back to it, the current one does not', () => {
    expect(
      territorialTrail({ regione: '010', provincia: 'TO' }, { regione: piemonte, provincia: torino }),
    ).toEqual([
      { label: 'Italia', to: '/regionale/regioni' },
      { label: 'Piemonte', to: '/regionale/regioni?regione=010' },
      { label: 'Provincia di Torino' },
    ]);
  });

  it('shows the codes of levels not read yet, so it never jumps from empty to full', () => {
    expect(territorialTrail({ regione: '010', provincia: 'TO', comune: 12 })).toEqual([
      { label: 'Italia', to: '/regionale/regioni' },
      { label: 'Regione 010', to: '/regionale/regioni?regione=010' },
      { label: 'TO', to: '/regionale/regioni?regione=010&provincia=TO' },
      { label: 'Comune 12' },
    ]);
  });

  it('the entry (the map) is the only crumb at the top', () => {
    expect(territorialTrail({})).toEqual([{ label: 'Italia' }]);
    expect(healthTrail({})).toEqual([{ label: 'Italia' }]);
  });

  it('health: regione, ASL, distretto, dipartimento', () => {
    const trail = healthTrail(
      { regione: '010', asl: '010203', distretto: 7, dipartimento: 9 },
      { regione: piemonte, asl: to3, distretto: rivoli },
    );
    expect(trail).toEqual([
      { label: 'Italia', to: '/regionale/asl' },
      { label: 'Piemonte', to: '/regionale/asl?regione=010' },
      { label: 'ASL TO3', to: '/regionale/asl?regione=010&asl=010203' },
      { label: 'Distretto Rivoli', to: '/regionale/asl?regione=010&asl=010203&distretto=7' },
      { label: 'Dipartimento 9' },
    ]);
  });

  it('health: a hospital site of the ASL, with or without its district', () => {
    expect(
      healthTrail({ regione: '010', asl: '010203', presidio: 4 }, { asl: to3 }).map((c) => c.label),
    ).toEqual(['Italia', 'Regione 010', 'ASL TO3', 'Presidio 4']);
    expect(
      healthTrail({ regione: '010', asl: '010203', distretto: 7, presidio: 4 }, { distretto: rivoli }).map(
        (c) => c.label,
      ),
    ).toEqual(['Italia', 'Regione 010', 'ASL 010203', 'Distretto Rivoli', 'Presidio 4']);
  });
});

describe('levels in the query string', () => {
  it('drops a level whose parent is missing', () => {
    expect(territorialHref({ provincia: 'TO', comune: 3 })).toBe('/regionale/regioni');
    expect(healthHref({ regione: '010', distretto: 7 })).toBe('/regionale/asl?regione=010');
    expect(readTerritorialSelection(new URLSearchParams('provincia=TO&comune=3'))).toEqual({
      regione: null,
      provincia: null,
      comune: null,
    });
  });

  it('reads ids only when they are positive integers, and one leaf at a time', () => {
    expect(readHealthSelection(new URLSearchParams('regione=010&asl=010203&distretto=x&presidio=4'))).toEqual(
      {
        regione: '010',
        asl: '010203',
        distretto: null,
        dipartimento: null,
        presidio: 4,
      },
    );
    expect(
      readHealthSelection(
        new URLSearchParams('regione=010&asl=010203&distretto=7&dipartimento=9&presidio=4'),
      ),
    ).toMatchObject({ distretto: 7, dipartimento: 9, presidio: null });
  });
});
