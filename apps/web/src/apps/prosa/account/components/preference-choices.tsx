import type { Tematica } from '@halo/contract/prosa';
import type { CittadinoProfilo } from '@halo/contract/prosa/profiles';
import { useTranslation } from 'react-i18next';
import { Check } from '../../../../lib/ui/form-fields.tsx';
import { LoadingState } from '../../../../lib/ui/states.tsx';
import { useSubtematiche, useTematiche } from '../prosa-account.queries.ts';

/**
 * A citizen's choices (SPEC.md §3: tematichePref, sottoTematichePrefer, preferenze), as the welcome path asks
 * them one at a time and the profile's form all at once. The sub-themes offered are those of the chosen themes.
 */

export interface Choices {
  tematichePref: number[];
  sottoTematichePrefer: number[];
  preferenze: CittadinoProfilo['preferenze'];
}

export function choicesOf(profile: CittadinoProfilo): Choices {
  return {
    tematichePref: profile.tematichePref,
    sottoTematichePrefer: profile.sottoTematichePrefer,
    preferenze: profile.preferenze,
  };
}

const toggle = (list: number[], id: number, on: boolean) =>
  on ? [...new Set([...list, id])] : list.filter((x) => x !== id);

/** The theme tree as far as the choices need it: the themes, and the sub-themes of those chosen. */
export function useChoiceData(chosen: readonly number[]) {
  const tematiche = useTematiche();
  const subQueries = useSubtematiche(chosen);
  const groups = chosen
    .map((id, index) => ({
      tema: tematiche.data?.find((t) => t.id === id),
      subs: subQueries[index]?.data ?? [],
    }))
    .filter((g): g is { tema: Tematica; subs: Tematica[] } => Boolean(g.tema) && g.subs.length > 0);
  const loading = tematiche.isPending || subQueries.some((q) => q.isPending);
  const allowed = new Set(groups.flatMap((g) => g.subs.map((s) => s.id)));
  return { tematiche: tematiche.data ?? [], groups, loading, allowed };
}

/** What is sent: only the sub-themes of the themes still chosen. */
export function toSend(choices: Choices, allowed: ReadonlySet<number>): Choices {
  return { ...choices, sottoTematichePrefer: choices.sottoTematichePrefer.filter((id) => allowed.has(id)) };
}

export function ThemeChoices({
  tematiche,
  value,
  onChange,
  loading,
}: {
  tematiche: readonly Tematica[];
  value: Choices;
  onChange: (next: Choices) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('prosaAccount');
  if (loading && tematiche.length === 0) return <LoadingState />;
  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('choices.themes')}</legend>
      {tematiche.map((tema) => (
        <Check
          className="form-check mb-3"
          key={tema.id}
          label={tema.nome}
          help={tema.descrizione || undefined}
          checked={value.tematichePref.includes(tema.id)}
          onChange={(on) => onChange({ ...value, tematichePref: toggle(value.tematichePref, tema.id, on) })}
        />
      ))}
    </fieldset>
  );
}

export function SubthemeChoices({
  groups,
  value,
  onChange,
  loading,
}: {
  groups: readonly { tema: Tematica; subs: Tematica[] }[];
  value: Choices;
  onChange: (next: Choices) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('prosaAccount');
  if (loading) return <LoadingState />;
  if (groups.length === 0) return <p>{t('choices.noSubthemes')}</p>;
  return (
    <>
      {groups.map(({ tema, subs }) => (
        <fieldset className="mb-4" key={tema.id}>
          <legend className="h6">{t('choices.subthemesOf', { theme: tema.nome })}</legend>
          {subs.map((sub) => (
            <Check
              className="form-check mb-3"
              key={sub.id}
              label={sub.nome}
              checked={value.sottoTematichePrefer.includes(sub.id)}
              onChange={(on) =>
                onChange({ ...value, sottoTematichePrefer: toggle(value.sottoTematichePrefer, sub.id, on) })
              }
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}

export function PreferenceChoices({
  value,
  onChange,
}: {
  value: Choices;
  onChange: (next: Choices) => void;
}) {
  const { t } = useTranslation('prosaAccount');
  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('choices.contact')}</legend>
      <Check
        className="form-check mb-3"
        label={t('choices.newsletter')}
        help={t('choices.newsletterHelp')}
        checked={value.preferenze.newsletter}
        onChange={(on) => onChange({ ...value, preferenze: { ...value.preferenze, newsletter: on } })}
      />
      <Check
        className="form-check mb-3"
        label={t('choices.promemoria')}
        help={t('choices.promemoriaHelp')}
        checked={value.preferenze.promemoria}
        onChange={(on) => onChange({ ...value, preferenze: { ...value.preferenze, promemoria: on } })}
      />
    </fieldset>
  );
}
