import { strokeMessages } from '@halo/contract';
import { strokeProfiloRoutes } from '@halo/contract/stroke/profilo';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { errorBody, on, stubFetch } from './fetch-stub.ts';

/** A stroke screen (drawn by `render`) read by an account the service has no profile of: it says so. */
export async function expectMissingStrokeProfile(render: () => unknown) {
  stubFetch(on('GET', strokeProfiloRoutes.profilo.url, () => errorBody(404, strokeMessages.noProfile)));
  render();
  expect(
    await screen.findByText("Il tuo account non ha un profilo nel servizio Cura dell'ictus."),
  ).toBeInTheDocument();
}
