import { it } from 'zod/locales';
import type { EntityKind, FormValues, Versioned } from './regional.entities.ts';

// The server runs zod in Italian (app.ts): the messages the schemas do not set come out the same here.
const italian = it().localeError;

export type FormMode = 'create' | 'edit';

export type Validation =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; errors: Record<string, string> };

/**
 * Checks a form with the contract's schema, the one the server checks the body with. An update sends the
 * whole record plus the version it was read at (ADR 0003). Errors are keyed by field, first message wins.
 */
export function validateEntityForm<T extends Versioned>(
  kind: EntityKind<T>,
  values: FormValues,
  mode: FormMode,
  version?: number,
): Validation {
  const input = kind.toBody(values);
  const schema = mode === 'edit' ? kind.updateSchema : kind.createSchema;
  const parsed = schema.safeParse(mode === 'edit' ? { ...input, version } : input, { error: italian });
  if (parsed.success) return { ok: true, body: parsed.data as Record<string, unknown> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'root';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
