import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { WriteResult } from '../call-route.ts';
import { contractResolver } from './form-dialog.tsx';
import { TextField } from './form-fields.tsx';
import { PageForm } from './inline-form.tsx';
import { PageSection } from './page.tsx';

const schema = z.object({ titolo: z.string().min(1, 'Il titolo è obbligatorio.') });
type Values = z.infer<typeof schema>;

function Editor({
  submit,
  onSaved = vi.fn(),
  onCancel,
  editing = false,
}: {
  submit: (body: Values) => Promise<WriteResult<Values>>;
  onSaved?: (saved: Values) => void;
  onCancel?: () => void;
  editing?: boolean;
}) {
  const form = useForm<Values, unknown, Values>({
    defaultValues: { titolo: editing ? 'Screening' : '' },
    resolver: contractResolver(schema),
  });
  return (
    <PageSection title="Nuova campagna" focusOnOpen={!editing}>
      <PageForm
        form={form}
        label="Dati della campagna"
        submit={submit}
        onSaved={onSaved}
        submitLabel="Crea"
        onCancel={onCancel}
        focus={editing ? 'titolo' : undefined}
      >
        <TextField name="titolo" label="Titolo" required />
      </PageForm>
    </PageSection>
  );
}

describe('the full-page form of the kit', () => {
  it('opened by a button, puts the focus on its heading; sends the checked body', async () => {
    const submit = vi.fn(async (body: Values) => ({ ok: true as const, data: body }));
    const onSaved = vi.fn();
    render(<Editor submit={submit} onSaved={onSaved} />);
    expect(screen.getByRole('heading', { name: 'Nuova campagna' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Dati della campagna' })).toHaveTextContent(
      'I campi contrassegnati da * sono obbligatori.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crea' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Titolo: Il titolo è obbligatorio.');
    await userEvent.type(screen.getByRole('textbox', { name: /Titolo/ }), 'Screening');
    await userEvent.click(screen.getByRole('button', { name: 'Crea' }));
    expect(submit).toHaveBeenCalledWith({ titolo: 'Screening' });
    expect(onSaved).toHaveBeenCalledWith({ titolo: 'Screening' });
  });

  it("opened in place of a record, puts the focus on its first field; shows the server's refusal", async () => {
    const submit = vi.fn(async () => ({
      ok: false as const,
      status: 400,
      message: 'Dati non validi.',
      details: [{ path: 'body.titolo', message: 'Titolo già usato.' }],
    }));
    const onCancel = vi.fn();
    render(<Editor submit={submit} onCancel={onCancel} editing />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Titolo/ })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Crea' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Dati non validi.');
    expect(screen.getByText('Titolo già usato.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('has no cancel button where there is nothing to go back to', () => {
    render(<Editor submit={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Annulla' })).toBeNull();
  });
});
