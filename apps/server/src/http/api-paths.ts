const API_PATH = /^\/(api|v1)(\/|\?|$)/;
/** The OpenAPI document and its viewer, public by design: the folder itself, not every path sharing its prefix. */
const DOCS_PATH = /^\/api\/docs(\/|\?|$)/;

/**
 * Whether a path (a route's template, or a request's address with its query) is one of the API's calls: under
 * `/api` or `/v1`, the OpenAPI document and its viewer aside. Access control requires a rule of these routes; the
 * security headers give their answers an API's set.
 */
export function isApiPath(url: string): boolean {
  return API_PATH.test(url) && !DOCS_PATH.test(url);
}

const FHIR_PATH = /^\/fhir(\/|\?|$)/;

/**
 * Whether a request is one of the FHIR API's (docs/adr/0046-fhir.md): answers, not pages, like the API's, but
 * outside the OpenAPI document of the SPEC's calls; its routes declare their access all the same.
 */
export function isFhirPath(url: string): boolean {
  return FHIR_PATH.test(url);
}
