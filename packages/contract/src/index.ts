export * from './admin.ts';
export * from './audit.ts';
export * from './authorization.ts';
export * from './authorization-admin.ts';
export * from './catalogues.ts';
export * from './components.ts';
export * from './csv.ts';
export * from './health.ts';
export * from './http.ts';
export * from './identity.ts';
export * from './manifest.ts';
export * from './manifests.ts';
export * from './menu.ts';
export * from './menu-admin.ts';
export * from './operations.ts';
export * from './paging.ts';
export * from './permissions.ts';
export * from './platform.ts';
export * from './platform-admin.ts';
export * from './regional.ts';
export * from './roles.ts';
export * from './stroke.ts';

// The stroke features register their schemas as they load, and the OpenAPI document lists the schemas in that
// order: these imports load them here, in the order they always had (an import for its effect keeps its place).
import './stroke/medici.ts';
import './stroke/pazienti.ts';
import './stroke/caregivers.ts';
import './stroke/accessi.ts';
import './stroke/profilo.ts';
import './stroke/inviti.ts';

// What the package's root has always exported of them.
export * from './stroke/accessi.ts';
export * from './stroke/caregivers.ts';
export * from './stroke/inviti.ts';
export * from './stroke/medici.ts';
export * from './stroke/pazienti.ts';
export * from './stroke/profilo.ts';
export * from './structures.ts';
export * from './validation-messages.ts';
