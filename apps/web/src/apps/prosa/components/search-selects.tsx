import { aslName } from '@halo/contract/asl-name';
import { SelectField } from '../../../lib/ui/search-screen.tsx';
import { useAziende, useTematiche } from '../prosa.queries.ts';

/** The filters Pro.Sa.'s searches share: the portal's themes (first level) and the member authorities. */

export function ThemeSelect({
  label,
  allLabel,
  value,
  onChange,
  className,
}: {
  label: string;
  /** The empty choice: every theme. */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const tematiche = useTematiche();
  return (
    <SelectField label={label} value={value} onChange={onChange} className={className}>
      <option value="">{allLabel}</option>
      {(tematiche.data ?? []).map((tema) => (
        <option key={tema.id} value={tema.id}>
          {tema.nome}
        </option>
      ))}
    </SelectField>
  );
}

export function AslSelect({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  /** The empty choice: every authority. */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const aziende = useAziende({ page: 1, size: 200, sort: 'denominazioneAzienda' });
  return (
    <SelectField label={label} value={value} onChange={onChange}>
      <option value="">{allLabel}</option>
      {(aziende.data?.items ?? []).map((a) => (
        <option key={a.id} value={a.id}>
          {aslName(a.denominazioneAzienda)}
        </option>
      ))}
    </SelectField>
  );
}

/** A filter over a contract's code table: every code first, then each code by its name. */
interface CodeSelectProps<C extends string> {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
  codes: readonly { codice: C }[];
  name: (code: C) => string;
}

export function CodeSelect<C extends string>(props: CodeSelectProps<C>) {
  const { label, allLabel, value, onChange, codes, name } = props;
  return (
    <SelectField label={label} value={value} onChange={onChange}>
      <option value="">{allLabel}</option>
      {codes.map((c) => (
        <option key={c.codice} value={c.codice}>
          {name(c.codice)}
        </option>
      ))}
    </SelectField>
  );
}
