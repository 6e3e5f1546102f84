import type { CapabilityStatement } from 'fhir/r4.js';
import type { ResourceProvider } from './provider.ts';

/**
 * `GET /fhir/r4/metadata` (R4 §3.1.0.9): what this server does, built from the providers the modules registered,
 * so it cannot claim a type or a parameter it does not serve.
 */
export function capabilityStatement(
  base: string,
  version: string,
  providers: readonly ResourceProvider[],
  published: string,
): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: published,
    publisher: 'Halo',
    kind: 'instance',
    software: { name: 'Halo', version },
    implementation: { description: 'Halo: API FHIR R4 in sola lettura', url: base },
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        security: {
          cors: false,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'OAuth',
                },
              ],
            },
          ],
          description:
            'Token OAuth 2.0 del provider OpenID Connect di Halo (Bearer o DPoP), con gli stessi permessi delle altre API.',
        },
        resource: providers.map((provider) => ({
          type: provider.type,
          profile: provider.profile ?? `http://hl7.org/fhir/StructureDefinition/${provider.type}`,
          documentation: provider.documentation,
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          versioning: 'no-version',
          readHistory: false,
          updateCreate: false,
          searchParam: [
            {
              name: '_id',
              definition: 'http://hl7.org/fhir/SearchParameter/Resource-id',
              type: 'token',
            },
            ...provider.searchParams.map((param) => ({
              name: param.name,
              definition: param.definition,
              type: param.type,
              documentation: param.documentation,
            })),
          ],
        })),
      },
    ],
  };
}
