import { readFileSync } from 'node:fs';
import { type AppManifest, manifests } from '@halo/contract';
import { describe, expect, it } from 'vitest';

const all: readonly AppManifest[] = manifests;

/** Production's identity provider is configured from the realm export, not from code: it must follow the manifests. */
describe('Keycloak realm export', () => {
  it("are all in the Keycloak realm export, each client with the manifest's roles", () => {
    const realm = JSON.parse(
      readFileSync(new URL('../../../../keycloak/halo-realm.json', import.meta.url), 'utf8'),
    ) as { clients: { clientId: string }[]; roles: { client: Record<string, { name: string }[]> } };
    for (const manifest of all.filter((m) => !m.demoOnly)) {
      expect(realm.clients.map((client) => client.clientId)).toContain(manifest.clientId);
      expect(
        (realm.roles.client[manifest.clientId] ?? []).map((role) => role.name).sort(),
        manifest.clientId,
      ).toEqual([...manifest.roles].sort());
    }
  });
});
