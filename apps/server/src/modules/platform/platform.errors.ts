import { pgErrorOf } from '../../db/pg-errors.ts';
import { ConflictError, type ErrorDetail } from '../../errors.ts';

/**
 * Turns a constraint violation of the platform's tables into the 409 it stands for. The services check what they
 * can first, with clearer messages; this covers what only the database sees (two writes racing).
 */
export function translatePlatformError(error: unknown): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    const byConstraint: Record<string, ErrorDetail> = {
      applications_nome_key: { path: 'body.nome', message: "Esiste già un'applicazione con questo nome." },
      applications_client_id_unique: {
        path: 'body.clientId',
        message: "Esiste già un'applicazione con questo client id.",
      },
      routes_application_path_key: {
        path: 'body.path',
        message: "L'applicazione ha già una rotta con questo percorso.",
      },
      services_base_path_unique: {
        path: 'body.basePath',
        message: 'Esiste già un servizio con questo percorso base.',
      },
      configurations_application_id_unique: {
        path: 'body.applicationId',
        message: "L'applicazione ha già una configurazione.",
      },
      application_authorities_key: { path: 'body.authority', message: "L'authority è già abilitata." },
    };
    const detail = byConstraint[pg.constraint ?? ''];
    return new ConflictError(
      detail?.message ?? 'Esiste già un record con questi dati.',
      detail ? [detail] : [],
    );
  }
  if (pg?.code === '23503' || pg?.code === '23001') {
    if (pg.constraint === 'routes_section_sections_name_fk') {
      return new ConflictError('La sezione indicata non esiste.', [
        { path: 'body.section', message: 'La sezione indicata non esiste.' },
      ]);
    }
    return new ConflictError('Operazione non possibile: ci sono ancora dati collegati.', [
      { path: pg.table ?? 'dati', message: `Record collegati in ${pg.table ?? 'altri dati'}` },
    ]);
  }
  return error;
}
