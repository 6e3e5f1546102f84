import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { WriteResult } from '../call-route.ts';
import { TextAreaField } from './form-fields.tsx';
import { WorkflowPanel } from './workflow-panel.tsx';

type State = 'revisione' | 'pubblicato' | 'chiuso';

function panel(request: (state: State) => Promise<WriteResult<{ stato: State }>>, onReload = vi.fn()) {
  const onDone = vi.fn();
  render(
    <WorkflowPanel<State, { stato: State }>
      title="Stato"
      status={<span>Bozza</span>}
      help="Una bozza: la vede solo chi la scrive."
      moves={[
        { state: 'revisione', label: 'Manda in revisione' },
        { state: 'chiuso', label: 'Chiudi', tone: 'danger' },
      ]}
      confirm={{ state: 'chiuso', title: 'Chiudere?', body: <p>Non si riapre.</p> }}
      request={request}
      onDone={onDone}
      onReload={onReload}
      reloadedText="Riletto: decidi di nuovo."
    />,
  );
  return { onDone, onReload };
}

describe('the workflow panel of the kit', () => {
  it('sends a move at once and then puts the focus on the new state', async () => {
    const request = vi.fn(async (state: State) => ({ ok: true as const, data: { stato: state } }));
    const { onDone } = panel(request);
    await userEvent.click(screen.getByRole('button', { name: 'Manda in revisione' }));
    expect(request).toHaveBeenCalledWith('revisione');
    expect(onDone).toHaveBeenCalledWith({ stato: 'revisione' });
    expect(screen.getByText('Una bozza: la vede solo chi la scrive.').parentElement).toHaveFocus();
  });

  it('asks before a move that cannot be undone', async () => {
    const request = vi.fn(async (state: State) => ({ ok: true as const, data: { stato: state } }));
    const { onDone } = panel(request);
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(request).not.toHaveBeenCalled();
    expect(await screen.findByText('Non si riapre.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Chiudi' }).at(-1) as HTMLElement);
    expect(request).toHaveBeenCalledWith('chiuso');
    expect(onDone).toHaveBeenCalledWith({ stato: 'chiuso' });
  });

  it('shows a refusal, and reads again a record changed meanwhile', async () => {
    const request = vi.fn(async () => ({
      ok: false as const,
      status: 409,
      message: 'Il progetto è stato modificato da un altro utente.',
      details: [{ path: 'body.version', message: 'Versione superata' }],
    }));
    const { onReload } = panel(request);
    await userEvent.click(screen.getByRole('button', { name: 'Manda in revisione' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Il progetto è stato modificato da un altro utente.');
    expect(alert).toHaveTextContent('Riletto: decidi di nuovo.');
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('asks every move in a dialog with a note when the screen wants one', async () => {
    const submit = vi.fn(async (body: { stato: State; nota: string }) => ({
      ok: true as const,
      data: { stato: body.stato },
    }));
    const onDone = vi.fn();
    render(
      <WorkflowPanel<State, { stato: State }, { nota: string }, { stato: State; nota: string }>
        title="Stato"
        status={<span>Inviata</span>}
        help="Aspetta chi la prende in carico."
        moves={[{ state: 'revisione', label: 'Prendi in carico' }]}
        ask={{
          title: () => 'Prendere in carico?',
          schema: z.object({ stato: z.enum(['revisione', 'pubblicato', 'chiuso']), nota: z.string() }),
          defaultValues: { nota: '' },
          toBody: (stato, values) => ({ stato, nota: values.nota }),
          submit,
          formKey: '1',
          fields: () => <TextAreaField name="nota" label="Nota" />,
        }}
        onDone={onDone}
        onReload={vi.fn()}
        reloadedText="Riletto: decidi di nuovo."
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Prendi in carico' }));
    const dialog = screen.getByRole('dialog', { name: 'Prendere in carico?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nota' }), 'Vi chiamiamo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prendi in carico' }));
    expect(submit).toHaveBeenCalledWith({ stato: 'revisione', nota: 'Vi chiamiamo.' });
    expect(onDone).toHaveBeenCalledWith({ stato: 'revisione' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Aspetta chi la prende in carico.').parentElement).toHaveFocus();
  });
});
