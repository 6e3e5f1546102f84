import type { OperationOutcome, OperationOutcomeIssue } from 'fhir/r4.js';
import { AppError } from '../errors.ts';

/** The issue types of R4's `IssueType` value set that Halo answers with. */
export type IssueCode =
  | 'invalid'
  | 'not-found'
  | 'forbidden'
  | 'login'
  | 'not-supported'
  | 'throttled'
  | 'too-costly'
  | 'exception'
  | 'transient'
  | 'processing';

/**
 * A refusal of the FHIR API, answered as an OperationOutcome (docs/adr/0046-fhir.md). The text is Italian and
 * safe to show: it names parameters and types, never the data of a resource.
 */
export class FhirError extends Error {
  readonly status: number;
  readonly code: IssueCode;
  /** Where the problem is, as R4 says it: a search parameter's name, or a FHIRPath. */
  readonly expression: string[];

  constructor(status: number, code: IssueCode, text: string, expression: string[] = []) {
    super(text);
    this.name = 'FhirError';
    this.status = status;
    this.code = code;
    this.expression = expression;
  }
}

export const invalidParameter = (name: string, text: string) => new FhirError(400, 'invalid', text, [name]);

export function outcomeOf(issues: OperationOutcomeIssue[]): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: issues };
}

const ISSUE_OF_STATUS: Record<number, IssueCode> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  406: 'not-supported',
  409: 'processing',
  413: 'too-costly',
  414: 'too-costly',
  415: 'not-supported',
  429: 'throttled',
  503: 'transient',
};

/**
 * Any error a FHIR route can meet, as its status and OperationOutcome: ours (FhirError), the server's
 * (AppError: 401, 403, 404, 429… with their Italian texts and field paths), or a framework refusal by status.
 * An unexpected error is a 500 whose outcome says nothing of its cause (the log has it, without data).
 */
export function outcomeOfError(error: unknown): { status: number; outcome: OperationOutcome } {
  if (error instanceof FhirError) {
    return {
      status: error.status,
      outcome: outcomeOf([
        {
          severity: 'error',
          code: error.code,
          diagnostics: error.message,
          ...(error.expression.length ? { expression: error.expression } : {}),
        },
      ]),
    };
  }
  if (error instanceof AppError) {
    const code = ISSUE_OF_STATUS[error.status] ?? (error.status >= 500 ? 'exception' : 'invalid');
    const details = error.details.map(
      (detail): OperationOutcomeIssue => ({
        severity: 'error',
        code,
        diagnostics: detail.message,
        ...(detail.path ? { expression: [detail.path] } : {}),
      }),
    );
    return {
      status: error.status,
      outcome: outcomeOf([{ severity: 'error', code, diagnostics: error.message }, ...details]),
    };
  }
  const status = statusOf(error);
  if (status >= 400 && status < 500) {
    return {
      status,
      outcome: outcomeOf([
        {
          severity: 'error',
          code: ISSUE_OF_STATUS[status] ?? 'invalid',
          diagnostics: 'Richiesta non valida.',
        },
      ]),
    };
  }
  return {
    status: status === 503 ? 503 : 500,
    outcome: outcomeOf([
      {
        severity: 'error',
        code: status === 503 ? 'transient' : 'exception',
        diagnostics:
          status === 503 ? 'Servizio momentaneamente non disponibile.' : 'Errore interno del server.',
      },
    ]),
  };
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}
