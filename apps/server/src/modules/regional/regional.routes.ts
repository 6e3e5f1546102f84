import { regionalRoutes as api, regionalPublicRoutes as pub } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { entityWriteRoutes } from './regional.entity-routes.ts';
import type { RegionalService } from './regional.service.ts';

/**
 * Reference data changes seldom and only through the authenticated calls: anonymous readers may keep it for an
 * hour and then revalidate with the ETag (304 without a body).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=3600';

/** The tables the public reads answer from: a change to any of them, on any replica, drops their kept answers. */
const REFERENCE = {
  reference: {
    cacheControl: PUBLIC_CACHE_CONTROL,
    tables: [
      'regional.nazioni',
      'regional.regioni',
      'regional.regioni_codici_ministeriali',
      'regional.province',
      'regional.comuni',
      'regional.quartieri',
      'regional.asl',
      'regional.distretti',
      'regional.distretti_comuni',
    ],
  },
};

export async function regionalRoutes(app: FastifyInstance, deps: { service: RegionalService }) {
  const { service } = deps;

  // Public reads. Each is a reference answer (http/reference-body.ts): serialised and compressed once, with a
  // strong entity tag per encoding, and PUBLIC_CACHE_CONTROL on a 200 or 304 only.
  route(app, pub.nazioni, async () => service.listNazioni(), REFERENCE);
  route(app, pub.regioni, async () => service.listRegioni(), REFERENCE);
  route(
    app,
    pub.provinceByCodiceRegione,
    async (request) => service.listProvince(request.query.codRegione),
    REFERENCE,
  );
  route(
    app,
    pub.comuniBySigla,
    async (request) => service.listComuni({ siglaProvincia: request.query.sigla }),
    REFERENCE,
  );
  route(
    app,
    pub.comuniSearch,
    async (request) => service.searchComuni(request.query.q, request.query.limit),
    REFERENCE,
  );
  route(
    app,
    pub.quartieriByComune,
    async (request) => service.listQuartieri(request.query.comune),
    REFERENCE,
  );
  route(
    app,
    pub.aslByCodes,
    async (request) => service.listAsl({ codRegione: request.query.codRegione }),
    REFERENCE,
  );
  route(
    app,
    pub.distrettiByCodiceAsl,
    async (request) => service.listDistretti(request.query.codiceAsl),
    REFERENCE,
  );

  // countries and regions
  route(app, api.nazioni, async () => service.listNazioni());
  route(app, api.regioni, async () => service.listRegioni());
  route(app, api.regioneById, async (request) => service.getRegione(request.params.id));
  entityWriteRoutes(app, api, 'regione', service.writes.regione);

  // provinces
  route(app, api.province, async (request) => service.listProvince(request.query.codRegione));
  route(app, api.provinciaBySigla, async (request) => service.getProvinciaBySigla(request.params.sigla));
  route(app, api.provinciaByDenominazione, async (request) =>
    service.getProvinciaByDenominazione(request.params.name),
  );
  entityWriteRoutes(app, api, 'provincia', service.writes.provincia);

  // comuni
  route(app, api.comuni, async (request) =>
    service.listComuni({ siglaProvincia: request.query.siglaProvincia }),
  );
  route(app, api.comuneByCodiceCatastale, async (request) =>
    service.getComuneByCodiceCatastale(request.params.code),
  );
  route(app, api.comuneById, async (request) => service.getComune(request.params.id));
  entityWriteRoutes(app, api, 'comune', service.writes.comune);

  // neighbourhoods
  route(app, api.quartieri, async () => service.listQuartieri());
  route(app, api.quartieriByComune, async (request) => service.listQuartieri(request.query.comune));
  route(app, api.quartiereById, async (request) => service.getQuartiere(request.params.id));
  entityWriteRoutes(app, api, 'quartiere', service.writes.quartiere);

  // health authorities
  route(app, api.aslByCodiceRegione, async (request) =>
    service.listAsl({ codRegione: request.query.codRegione }),
  );
  route(app, api.aslByCodes, async (request) => service.listAsl(request.query));
  route(app, api.aslById, async (request) => service.getAsl(request.params.id));
  entityWriteRoutes(app, api, 'asl', service.writes.asl);

  // districts
  route(app, api.distretti, async () => service.listDistretti());
  route(app, api.distrettiByCodiceAsl, async (request) => service.listDistretti(request.query.codiceAsl));
  route(app, api.distrettiByProvincia, async (request) =>
    service.listDistrettiByProvincia(request.query.siglaProvincia),
  );
  route(app, api.distrettiByComuneAnnesso, async (request) =>
    service.listDistrettiByComune(request.params.id),
  );
  route(app, api.distrettoById, async (request) => service.getDistretto(request.params.id));
  entityWriteRoutes(app, api, 'distretto', service.writes.distretto);

  // departments
  route(app, api.dipartimenti, async (request) => service.listDipartimenti(request.query));
  route(app, api.dipartimentoById, async (request) => service.getDipartimento(request.params.id));
  entityWriteRoutes(app, api, 'dipartimento', service.writes.dipartimento);

  // hospital sites
  route(app, api.presidiOspedalieri, async (request) => service.listPresidi(request.query));
  route(app, api.presidioOspedalieroById, async (request) => service.getPresidio(request.params.id));
  entityWriteRoutes(app, api, 'presidioOspedaliero', service.writes.presidioOspedaliero);

  // operating units
  route(app, api.unitaOperative, async (request) => service.listUnita(request.query));
  route(app, api.unitaOperativaById, async (request) => service.getUnita(request.params.id));
  entityWriteRoutes(app, api, 'unitaOperativa', service.writes.unitaOperativa);
}
