import { type ClientConfig, clientConfigRoute, clientConfigSchema } from '@halo/contract';
import type { HttpClient } from '../../lib/http.ts';

/** Where to sign in, from the server; null (logged) when it cannot be read (SPEC.md §8). */
export async function loadClientConfig(client: HttpClient): Promise<ClientConfig | null> {
  const result = await client.request<unknown>(clientConfigRoute.url);
  const parsed = clientConfigSchema.safeParse(result.data);
  if (!result.ok || !parsed.success) {
    console.error('Configurazione del client non disponibile.', { status: result.status });
    return null;
  }
  return parsed.data;
}
