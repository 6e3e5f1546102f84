/**
 * How an authority's name starts when it already says what kind of authority it is: «ASL CITTA' DI TORINO»,
 * «AZIENDA ULSS N. 1 DOLOMITI», «ATS DI BERGAMO», «A.S.P. DI PALERMO», «AST1» (the regional data's names).
 */
const NAMED_AUTHORITY =
  /^(?:AZIENDA|ASL|A\.S\.L\.|ASP|A\.S\.P\.|ASU|AS|ATS|ASST|AUSL|USL|ULSS|AST\d*|ASREM|APSS)(?=[\s.]|$)/i;

/**
 * A health authority (ASL) by its full name, the same way everywhere: the regional data names some by their bare
 * code or place («TO3», «AL», «ROMA 1», «IMPERIESE»), read «ASL TO3», «ASL AL», «ASL ROMA 1»; the others already
 * name the authority and stay as they are.
 */
export function aslName(denominazione: string): string {
  const name = denominazione.trim();
  return name === '' || NAMED_AUTHORITY.test(name) ? name : `ASL ${name}`;
}
