import { createAslService } from './regional.asl.service.ts';
import type { RegionalDeps } from './regional.edits.ts';
import { createPresidiService } from './regional.presidi.service.ts';
import { createTerritorioService } from './regional.territorio.service.ts';

/**
 * The rules of the regional data (issue 5): codes in the right format (the contract's schemas), no duplicates,
 * no child without its parent, no parent deleted under its children, no update over someone else's, and an audit
 * row in the same transaction as every write. One service for the other modules, made of the territory, the health
 * authorities and the hospitals (regional.territorio/asl/presidi.service.ts), which write the records of
 * regional.entities.ts through the machinery of regional.edits.ts.
 */
export function createRegionalService(deps: RegionalDeps) {
  const territorio = createTerritorioService(deps);
  const asl = createAslService(deps);
  const presidi = createPresidiService(deps);
  return {
    ...territorio,
    ...asl,
    ...presidi,
    writes: { ...territorio.writes, ...asl.writes, ...presidi.writes },
  };
}

export type RegionalService = ReturnType<typeof createRegionalService>;
