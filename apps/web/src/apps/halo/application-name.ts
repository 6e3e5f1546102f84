import type { Application } from '@halo/contract';
import { useApplicationTitle } from '../../lib/application-title.ts';

/**
 * How the administration names an application wherever it shows one: the title people read ("Pro.Sa.", "Ambiente
 * e salute", "Cura dell'ictus"), never the routing `nome` ("Prosa", "Healthenv", "Stroke") beside it. `ofClientId`
 * names one known only by its client id (a group's, a section's): by the applications listed when given, else by
 * the manifest, else the client id itself.
 */
export function useApplicationName(): {
  of(application: Pick<Application, 'nome' | 'clientId'>): string;
  ofClientId(clientId: string, applications?: readonly Pick<Application, 'nome' | 'clientId'>[]): string;
} {
  const title = useApplicationTitle();
  const of = (application: Pick<Application, 'nome' | 'clientId'>) => title(application) ?? application.nome;
  return {
    of,
    ofClientId: (clientId, applications = []) =>
      of(applications.find((a) => a.clientId === clientId) ?? { nome: clientId, clientId }),
  };
}
