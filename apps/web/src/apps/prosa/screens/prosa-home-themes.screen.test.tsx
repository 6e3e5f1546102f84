import { regionalPublicRoutes } from '@halo/contract';
import { prosaRoutes } from '@halo/contract/prosa';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import { json, on, stubFetch } from '../../../test/fetch-stub.ts';
import { publicActivity } from '../eventi/eventi.test-utils.tsx';
import { alimentazione, fumo, renderProsa, sottotematiche } from '../prosa.test-utils.tsx';
import { ProsaHome } from './prosa-home.screen.tsx';

const SUB = prosaRoutes.subtematiche.url;

function api() {
  return stubFetch(
    on('GET', prosaRoutes.tematiche.url, () => json([alimentazione, fumo])),
    on('GET', SUB, (url) => json(sottotematiche[Number(url.searchParams.get('idPadre'))] ?? [])),
    on('GET', regionalPublicRoutes.regioni.url, () => json([])),
    ...publicActivity(),
  );
}

const subCalls = (fetch: ReturnType<typeof stubFetch>) => fetch.urls().filter((u) => u.startsWith(SUB));

describe('ProsaHome: the theme tree', () => {
  it('opens a theme to show its sub-themes, read once when first opened, and closes it again', async () => {
    const fetch = api();
    renderProsa(<ProsaHome />, '/prosa', {});
    const section = screen.getByRole('region', { name: 'Le tematiche di salute' });
    const theme = await within(section).findByRole('button', { name: 'Alimentazione 2 sottotematiche' });
    expect(theme).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).getByRole('button', { name: /^Fumo di tabacco/ })).toHaveTextContent(
      '1 sottotematica',
    );
    expect(screen.queryByText('Allattamento al seno')).not.toBeInTheDocument();
    expect(subCalls(fetch)).toEqual([]);

    await userEvent.click(theme);
    expect(theme).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(theme.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const subs = await within(panel as HTMLElement).findByRole('list', {
      name: 'Sottotematiche di Alimentazione',
    });
    expect(
      within(subs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Allattamento al senoPromozione dell’allattamento', 'Riduzione del sale']);
    expect(subCalls(fetch)).toEqual([`${SUB}?idPadre=1`]);

    await userEvent.click(theme);
    expect(theme).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await userEvent.click(theme);
    expect(await within(panel as HTMLElement).findByText('Riduzione del sale')).toBeVisible();
    expect(subCalls(fetch)).toEqual([`${SUB}?idPadre=1`]);
  });

  it('opens a theme from the keyboard', async () => {
    api();
    renderProsa(<ProsaHome />, '/prosa', {});
    const theme = await screen.findByRole('button', { name: /^Fumo di tabacco/ });
    theme.focus();
    await userEvent.keyboard('{Enter}');
    expect(theme).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('list', { name: 'Sottotematiche di Fumo di tabacco' })).toHaveTextContent(
      'Smettere di fumare',
    );
    await userEvent.keyboard(' ');
    expect(theme).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks English to an English user, leaving the themes as the server names them', async () => {
    await setLanguage('en');
    api();
    renderProsa(<ProsaHome />, '/prosa', {});
    const section = screen.getByRole('region', { name: 'Health topics' });
    const theme = await within(section).findByRole('button', { name: 'Alimentazione 2 subtopics' });
    await userEvent.click(theme);
    expect(await screen.findByRole('list', { name: 'Subtopics of Alimentazione' })).toBeInTheDocument();
    expect(screen.queryByText(/sottotematiche/)).not.toBeInTheDocument();
  });
});
