import { type Principal, SUPERADMIN_REALM_ROLE } from '@halo/contract';
import type { FastifyRequest } from 'fastify';
import type { FhirResource } from 'fhir/r4.js';
import type { FhirRegistry } from './provider.ts';

/**
 * Halo itself as a reader of its FHIR API: the FHIR adapter (docs/adr/0048-fhir-adapter.md) reads the resources it
 * pushes to other systems through the same providers as `/fhir/r4`, so what it sends is what the API serves. It
 * holds the platform's superadmin role, so every provider's rule lets it see every resource, and a module that
 * records reads (stroke) records them under this name: the patient's access list says the adapter read them.
 */
export const FHIR_SYSTEM_PRINCIPAL: Principal = {
  userId: 'halo-fhir-adapter',
  username: 'halo-fhir-adapter',
  email: null,
  name: 'Adattatore FHIR di Halo',
  realmRoles: [SUPERADMIN_REALM_ROLE],
  clientRoles: {},
  groups: [],
};

/**
 * Reads `type/id` as the system: undefined when no provider serves the type or none has the resource. `requestId`
 * names the read in the audit log (the message it is sent with). A provider reads the caller from the request
 * only (`principalOf`, `writeContext`), so the request is the principal and an id.
 */
export function readAsSystem(
  registry: FhirRegistry,
  type: string,
  id: string,
  requestId: string,
): Promise<FhirResource | undefined> {
  const provider = registry.providerOf(type);
  if (!provider) return Promise.resolve(undefined);
  const request = { principal: FHIR_SYSTEM_PRINCIPAL, id: requestId } as unknown as FastifyRequest;
  return provider.read(request, id);
}
