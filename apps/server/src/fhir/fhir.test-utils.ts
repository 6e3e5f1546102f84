import type { Bundle, CapabilityStatement, FhirResource, OperationOutcome } from 'fhir/r4.js';
import { expect, it } from 'vitest';
import { type ApiClient, type ApiResponse, apiClient } from '../../test/api.ts';
import type { startServer, TestServer } from '../../test/servers.ts';
import { demoToken, withServer } from '../../test/suite.ts';
import { FHIR_PREFIX } from './fhir.plugin.ts';

type ServerOptions = Parameters<typeof startServer>[0];

/** The FHIR callers of a suite: each demo user signed in once, searching and reading under /fhir/r4. */
export interface FhirCallers {
  /** The server of the enclosing `describe`, once its hook has started it. */
  server(): TestServer;
  caller(user: string): Promise<ApiClient>;
  /** A search that must answer 200, its Bundle. */
  search(user: string, query: string): Promise<Bundle>;
  read<R = FhirResource>(user: string, path: string): Promise<ApiResponse<R>>;
  /** A read by a caller without a token. */
  anonymous<R = OperationOutcome>(path: string): Promise<ApiResponse<R>>;
}

/**
 * Starts a server for the enclosing `describe` (with these options, if any). The hook only starts it: under load,
 * the sign-ins would outlast it, so each user signs in when first used.
 */
export function withFhirServer(options: ServerOptions = {}): FhirCallers {
  let server: TestServer | undefined;
  const signedIn = new Map<string, Promise<ApiClient>>();
  withServer(options, (started) => {
    server = started;
  });
  const started = () => {
    if (!server) throw new Error('the FHIR suite’s server is not started yet');
    return server;
  };
  function caller(user: string): Promise<ApiClient> {
    const known = signedIn.get(user);
    if (known) return known;
    const client = demoToken(started(), user).then((token) => apiClient(started().app, token));
    signedIn.set(user, client);
    return client;
  }
  return {
    server: started,
    caller,
    async search(user, query) {
      const answer = await (await caller(user)).get<Bundle>(`${FHIR_PREFIX}/${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    },
    read: async <R = FhirResource>(user: string, path: string) =>
      (await caller(user)).get<R>(`${FHIR_PREFIX}/${path}`),
    anonymous: <R = OperationOutcome>(path: string) =>
      apiClient(started().app).get<R>(`${FHIR_PREFIX}/${path}`),
  };
}

/** A reference-data suite's callers: a citizen (any signed-in caller reads reference data) and its resource type. */
export function withReferenceData<R extends FhirResource>(options: ServerOptions) {
  const fhir = withFhirServer(options);
  return {
    fhir,
    search: (query: string) => fhir.search('cittadino', query),
    read: <T = R>(path: string) => fhir.read<T>('cittadino', path),
    resources: (bundle: Bundle) => resourcesOf<R>(bundle),
  };
}

/** The URL of a Bundle's link with this relation (`next`, `previous`...), if it has one. */
export const linkOf = (bundle: Bundle, relation: string) =>
  bundle.link?.find((l) => l.relation === relation)?.url;

/** A search's pages: the first one, then each `next` link searched again, until a page has none. */
export async function* pagesFrom(
  first: Bundle,
  search: (query: string) => Promise<Bundle>,
): AsyncGenerator<Bundle> {
  for (let page: Bundle | undefined = first; page; ) {
    yield page;
    const next = linkOf(page, 'next');
    page = next ? await search(next.slice(next.indexOf(FHIR_PREFIX) + FHIR_PREFIX.length + 1)) : undefined;
  }
}

/** The resources of a Bundle's entries. */
export const resourcesOf = <R extends FhirResource>(bundle: Bundle): R[] =>
  (bundle.entry ?? []).map((entry) => entry.resource as R);

/** Each unknown resource (`Type/id`) answers `user` a 404 not-found, each path a caller without a token a 401. */
async function expectRefusals(fhir: FhirCallers, user: string, unknown: string[], guarded: string[]) {
  for (const path of unknown) {
    const refused = await fhir.read<OperationOutcome>(user, path);
    expect([path, refused.status, refused.body.issue?.[0]?.code]).toEqual([path, 404, 'not-found']);
  }
  for (const path of guarded) {
    const anonymous = await fhir.anonymous(path);
    expect([path, anonymous.status, anonymous.body.issue?.[0]?.code]).toEqual([path, 401, 'login']);
  }
}

/** The search parameters (name and type) and the interactions the CapabilityStatement lists for a resource type. */
async function capabilityOf(fhir: FhirCallers, type: string) {
  const resource = (await fhir.anonymous<CapabilityStatement>('metadata')).body.rest?.[0]?.resource?.find(
    (r) => r.type === type,
  );
  return {
    searchParams: resource?.searchParam?.map((p) => [p.name, p.type]),
    interactions: resource?.interaction?.map((i) => i.code),
  };
}

/**
 * The two tests a read-only resource type shares: an unknown id (`Type/id`) answers 404 to `user` and a caller
 * without a token gets a 401 on each `guarded` path; the CapabilityStatement lists its search parameters, in order,
 * with read and search as its only interactions.
 */
export function itRefusesAndDeclares(
  fhir: FhirCallers,
  declared: { type: string; user: string; unknown: string[]; guarded: string[]; searchParams: string[][] },
) {
  it('answers an unknown id with a 404 OperationOutcome, and a caller without a token with a 401', async () => {
    await expectRefusals(fhir, declared.user, declared.unknown, declared.guarded);
  });

  it(`lists ${declared.type} and its parameters in the CapabilityStatement`, async () => {
    const served = await capabilityOf(fhir, declared.type);
    expect(served.searchParams).toEqual(declared.searchParams);
    expect(served.interactions).toEqual(['read', 'search-type']);
  });
}
