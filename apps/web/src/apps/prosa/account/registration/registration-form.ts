import { refIdSchema } from '@halo/contract';
import {
  type CittadinoRegistra,
  cittadinoRegistraSchema,
  type EnteRegistra,
  enteRegistraSchema,
  PRIVACY_NOTICE_VERSION,
} from '@halo/contract/prosa/registration';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver } from '../../../../lib/ui/form-dialog.tsx';

/**
 * The registration form's values (strings of the inputs, plus the territory's choices that only narrow the next
 * list), the body each kind of registration sends, and the steps the fields are on.
 */

export type RegistrationKind = 'cittadino' | 'ente';

export interface RegistrationValues {
  tipo: RegistrationKind;
  username: string;
  email: string;
  password: string;
  nome: string;
  cognome: string;
  dataNascita: string;
  sesso: '' | 'F' | 'M';
  codiceFiscale: string;
  nomeEnte: string;
  localita: string;
  codRegione: string;
  siglaProvincia: string;
  comuneId: string;
  aslId: string;
  consenso: { accettato: boolean };
  /** The honeypot: people never see it, so it stays empty. */
  sitoWeb: string;
}

export const emptyRegistration: RegistrationValues = {
  tipo: 'cittadino',
  username: '',
  email: '',
  password: '',
  nome: '',
  cognome: '',
  dataNascita: '',
  sesso: '',
  codiceFiscale: '',
  nomeEnte: '',
  localita: '',
  codRegione: '',
  siglaProvincia: '',
  comuneId: '',
  aslId: '',
  consenso: { accettato: false },
  sitoWeb: '',
};

export const steps = ['account', 'person', 'territory', 'privacy'] as const;
export type Step = (typeof steps)[number];

/** The fields each step checks before the next one opens. */
export function stepFields(step: Step, tipo: RegistrationKind, needsAsl: boolean): string[] {
  switch (step) {
    case 'account':
      return ['tipo', 'username', 'email', 'password'];
    case 'person':
      return tipo === 'cittadino'
        ? ['nome', 'cognome', 'dataNascita', 'sesso', 'codiceFiscale']
        : ['nome', 'cognome', 'nomeEnte', 'localita'];
    case 'territory':
      return needsAsl ? ['comuneId', 'aslId'] : ['comuneId'];
    case 'privacy':
      return ['consenso.accettato'];
  }
}

/** The step a field is on (a server's message about it opens that step). */
export function stepOf(field: string): Step {
  for (const step of steps) {
    if (
      stepFields(step, 'cittadino', true).includes(field) ||
      stepFields(step, 'ente', true).includes(field)
    ) {
      return step;
    }
  }
  return 'privacy';
}

/**
 * The input a detail of the server's 400 or 409 goes under (`body.consenso.versione` → the consent's checkbox);
 * null for one about no input (the challenge's header), which the form's alert shows.
 */
export function fieldOfPath(path: string, tipo: RegistrationKind): string | null {
  const match = /^body\.(.+)$/.exec(path);
  if (!match?.[1]) return null;
  const name = match[1];
  if (name.startsWith('consenso')) return 'consenso.accettato';
  const all = steps.flatMap((step) => stepFields(step, tipo, true));
  return all.includes(name) ? name : null;
}

/** The body of the registration: only what the contract takes (the territory's filters stay behind). */
export function toBody(values: RegistrationValues, needsAsl: boolean): CittadinoRegistra | EnteRegistra {
  const text = (value: string) => value.trim();
  const common = {
    username: text(values.username),
    email: text(values.email),
    password: values.password,
    nome: text(values.nome),
    cognome: text(values.cognome),
    comuneId: values.comuneId ? Number(values.comuneId) : (undefined as unknown as number),
    aslId: needsAsl && values.aslId ? Number(values.aslId) : undefined,
    consenso: { versione: PRIVACY_NOTICE_VERSION, accettato: values.consenso.accettato },
    sitoWeb: values.sitoWeb || undefined,
  } as EnteRegistra;
  if (values.tipo === 'ente') {
    return { ...common, nomeEnte: text(values.nomeEnte), localita: text(values.localita) };
  }
  return {
    ...common,
    dataNascita: values.dataNascita,
    sesso: (values.sesso || undefined) as CittadinoRegistra['sesso'],
    codiceFiscale: text(values.codiceFiscale) || undefined,
  } as CittadinoRegistra;
}

/** What the form says about a choice left empty (the contract's own message is about an id). */
export interface ChoiceMessages {
  comune: string;
  asl: string;
}

/**
 * The contract's schema of the kind chosen, so the form says what the server would before sending; the comune
 * and, when the server asked for it, the authority are required with a message about choosing them.
 */
export function registrationResolver(
  needsAsl: () => boolean,
  messages: () => ChoiceMessages,
): Resolver<RegistrationValues, unknown, CittadinoRegistra | EnteRegistra> {
  return (values, context, options) => {
    const { comune, asl } = messages();
    const territory = {
      comuneId: z.number({ error: comune }).pipe(refIdSchema),
      aslId: needsAsl() ? z.number({ error: asl }).pipe(refIdSchema) : z.optional(refIdSchema),
    };
    const schema: z.ZodType<CittadinoRegistra | EnteRegistra> =
      values.tipo === 'ente'
        ? enteRegistraSchema.extend(territory)
        : cittadinoRegistraSchema.extend(territory);
    return contractResolver<RegistrationValues, CittadinoRegistra | EnteRegistra>(schema, (v) =>
      toBody(v, needsAsl()),
    )(values, context, options);
  };
}
