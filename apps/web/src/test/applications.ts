import type { Application } from '@halo/contract';

/** An application as the platform lists it: its client id is its name in lower case, no public home unless told. */
export function testApplication(id: number, nome: string, more: Partial<Application> = {}): Application {
  return {
    id,
    nome,
    clientId: nome.toLowerCase(),
    description: '',
    icon: 'it-pa',
    hasHomePublic: false,
    ...more,
  };
}
