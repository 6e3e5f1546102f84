import { regionalRoutes as api, regionalPublicRoutes as pub } from '@halo/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { writeContext } from '../../http/write-context.ts';
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
  route(app, api.regioneCreate, async (request, reply) => {
    reply.status(201);
    return service.createRegione(request.body, writeContext(request));
  });
  route(app, api.regioneUpdate, async (request) =>
    service.updateRegione(request.params.id, request.body, writeContext(request)),
  );
  route(app, api.regioneDelete, async (request) =>
    service.deleteRegione(request.params.id, writeContext(request)),
  );

  // provinces
  route(app, api.province, async (request) => service.listProvince(request.query.codRegione));
  route(app, api.provinciaBySigla, async (request) => service.getProvinciaBySigla(request.params.sigla));
  route(app, api.provinciaByDenominazione, async (request) =>
    service.getProvinciaByDenominazione(request.params.name),
  );
  route(app, api.provinciaCreate, async (request, reply) => {
    reply.status(201);
    return service.createProvincia(request.body, writeContext(request));
  });
  route(app, api.provinciaUpdate, async (request) =>
    service.updateProvincia(request.params.id, request.body, writeContext(request)),
  );
  route(app, api.provinciaDelete, async (request) =>
    service.deleteProvincia(request.params.id, writeContext(request)),
  );

  // comuni
  route(app, api.comuni, async (request) =>
    service.listComuni({ siglaProvincia: request.query.siglaProvincia }),
  );
  route(app, api.comuneByCodiceCatastale, async (request) =>
    service.getComuneByCodiceCatastale(request.params.code),
  );
  route(app, api.comuneById, async (request) => service.getComune(request.params.id));
  route(app, api.comuneCreate, async (request, reply) => {
    reply.status(201);
    return service.createComune(request.body, writeContext(request));
  });
  route(app, api.comuneUpdate, async (request) =>
    service.updateComune(request.params.id, request.body, writeContext(request)),
  );
  route(app, api.comuneDelete, async (request) =>
    service.deleteComune(request.params.id, writeContext(request)),
  );

  // neighbourhoods
  route(app, api.quartieri, async () => service.listQuartieri());
  route(app, api.quartieriByComune, async (request) => service.listQuartieri(request.query.comune));
  route(app, api.quartiereById, async (request) => service.getQuartiere(request.params.id));
  route(app, api.quartiereCreate, async (request, reply) => {
    reply.status(201);
    return service.createQuartiere(request.body, writeContext(request));
  });
  route(app, api.quartiereUpdate, async (request) =>
    service.updateQuartiere(request.params.id, request.body, writeContext(request)),
  );
  route(app, api.quartiereDelete, async (request) =>
    service.deleteQuartiere(request.params.id, writeContext(request)),
  );

  // health authorities
  route(app, api.aslByCodiceRegione, async (request) =>
    service.listAsl({ codRegione: request.query.codRegione }),
  );
  route(app, api.aslByCodes, async (request) => service.listAsl(request.query));
  route(app, api.aslById, async (request) => service.getAsl(request.params.id));
  route(app, api.aslCreate, async (request, reply) => {
    reply.status(201);
    return service.createAsl(request.body, writeContext(request));
  });
  route(app, api.aslUpdate, async (request) =>
    service.updateAsl(request.params.id, request.body, writeContext(request)),
  );
  route(app, api.aslDelete, async (request) => service.deleteAsl(request.params.id, writeContext(request)));

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
  route(app, api.distrettoCreate, async (request, reply) => {
    reply.status(201);
    return service.createDistretto(request.body, writeContext(request));
  });
  route(app, api.distrettoUpdate, async (request) =>
    service.updateDistretto(request.params.id, request.body, writeContext(request)),
  );
  route(app, api.distrettoDelete, async (request) =>
    service.deleteDistretto(request.params.id, writeContext(request)),
  );

  // departments
  route(app, api.dipartimenti, async (request) => service.listDipartimenti(request.query));
  route(app, api.dipartimentoById, async (request) => service.getDipartimento(request.params.id));
  route(app, api.dipartimentoCreate, async (request, reply) => {
    reply.status(201);
    return service.createDipartimento(request.body, writeContext(request));
  });
  route(app, api.dipartimentoUpdate, async (request) =>
    service.updateDipartimento(request.params.id, request.body, writeContext(request)),
  );
  route(app, api.dipartimentoDelete, async (request) =>
    service.deleteDipartimento(request.params.id, writeContext(request)),
  );

  // hospital sites
  route(app, api.presidiOspedalieri, async (request) => service.listPresidi(request.query));
  route(app, api.presidioOspedalieroById, async (request) => service.getPresidio(request.params.id));
  route(app, api.presidioOspedalieroCreate, async (request, reply) => {
    reply.status(201);
    return service.createPresidio(request.body, writeContext(request));
  });
  route(app, api.presidioOspedalieroUpdate, async (request) =>
    service.updatePresidio(request.params.id, request.body, writeContext(request)),
  );
  route(app, api.presidioOspedalieroDelete, async (request) =>
    service.deletePresidio(request.params.id, writeContext(request)),
  );

  // operating units
  route(app, api.unitaOperative, async (request) => service.listUnita(request.query));
  route(app, api.unitaOperativaById, async (request) => service.getUnita(request.params.id));
  route(app, api.unitaOperativaCreate, async (request, reply) => {
    reply.status(201);
    return service.createUnita(request.body, writeContext(request));
  });
  route(app, api.unitaOperativaUpdate, async (request) =>
    service.updateUnita(request.params.id, request.body, writeContext(request)),
  );
  route(app, api.unitaOperativaDelete, async (request) =>
    service.deleteUnita(request.params.id, writeContext(request)),
  );
}
