import { platformAdminRoutes, platformRoutes, regionalPublicRoutes } from '@halo/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IfAllowed, PermissionsProvider, permissionsFrom } from './permissions.tsx';

describe('what the user may do, from their flags per section', () => {
  const masks = { 'halo.servizi': 16 | 32 | 4 }; // READ, LIST, UPDATE

  it('holds a flag only where the mask has it', () => {
    const { can } = permissionsFrom(masks);
    expect(can('halo.servizi', 'UPDATE')).toBe(true);
    expect(can('halo.servizi', 'DELETE')).toBe(false);
    expect(can('halo.utenti', 'READ')).toBe(false);
  });

  it("checks a call against the contract's access rule", () => {
    const { canCall } = permissionsFrom(masks);
    expect(canCall(platformAdminRoutes.serviceDelete)).toBe(false);
    expect(canCall(platformAdminRoutes.serviceUpdate)).toBe(true);
    // A call that needs only a session, or nothing, is always allowed.
    expect(canCall(platformRoutes.appRouting)).toBe(true);
    expect(canCall(regionalPublicRoutes.nazioni)).toBe(true);
  });

  it('shows everything when the flags are not known: the server decides', () => {
    expect(permissionsFrom(undefined).canCall(platformAdminRoutes.serviceDelete)).toBe(true);
  });

  it('renders an action only for a user who may do it', () => {
    render(
      <PermissionsProvider masks={masks}>
        <IfAllowed route={platformAdminRoutes.serviceUpdate}>
          <button type="button">Modifica</button>
        </IfAllowed>
        <IfAllowed route={platformAdminRoutes.serviceDelete}>
          <button type="button">Elimina</button>
        </IfAllowed>
      </PermissionsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Modifica' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
  });
});
