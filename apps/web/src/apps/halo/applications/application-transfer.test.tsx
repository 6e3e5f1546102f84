import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderAdmin } from '../halo.test-utils.tsx';
import { ImportDialog } from './application-transfer.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ImportDialog in English', () => {
  it('explains the import and refuses a file that is not JSON, in English', async () => {
    stubFetch();
    await setLanguage('en');
    renderAdmin(<ImportDialog isOpen onClose={() => {}} onImported={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: "Import an application's configuration" });
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.upload(
      within(dialog).getByLabelText('JSON file'),
      new File(['not json'], 'halo.json', { type: 'application/json' }),
    );
    expect(await within(dialog).findByText('The file is not a valid configuration:')).toBeInTheDocument();
    expect(within(dialog).getByText('The file does not contain valid JSON.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Importa|Scegliere un file|Annulla/)).not.toBeInTheDocument();
  });
});
