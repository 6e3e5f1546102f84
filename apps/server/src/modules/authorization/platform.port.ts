/**
 * What authorization needs to know of the platform's applications and routes, given by the platform module
 * (app.ts passes its lookup in): authorization never reads the platform's tables.
 */
export interface PlatformLookup {
  findApplication(id: number): Promise<{ id: number; nome: string; clientId: string } | undefined>;
  findApplicationByClientId(
    clientId: string,
  ): Promise<{ id: number; nome: string; clientId: string } | undefined>;
  routesUsingRole(applicationId: number, role: string): Promise<{ id: number; path: string }[]>;
  routesUsingSection(section: string): Promise<{ id: number; path: string }[]>;
  applicationsWithAuthority(authority: string): Promise<{ id: number; nome: string; clientId: string }[]>;
}
