import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identitySubjects, newIdentityUser } from '../../../../test/identity-providers.ts';
import { recordIdentityChanges } from './identity.changes.ts';
import type { IdentityAdmin } from './identity.port.ts';

const subjects = identitySubjects('Keycloak (local fake)', {
  embedded: ({ admin, close }) => ({ admin, close }),
  keycloak: ({ admin, close }) => ({ admin, close }),
});

describe.each(subjects)('identity change recorder on the $name', (subject) => {
  let admin: IdentityAdmin;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ admin, close } = await subject.open());
  });
  afterAll(() => close());

  const state = async () => ({
    groups: (await admin.listGroups()).map((g) => ({ path: g.path, description: g.description })),
    roles: (await admin.listClientRoles('ictus')).map((r) => r.name),
  });

  it('takes back clients, roles, groups, group changes and memberships, newest first', async () => {
    const kept = await admin.createGroup({
      name: 'esistente',
      parentId: null,
      application: null,
      description: 'Prima',
    });
    const user = await admin.createUser(newIdentityUser({ clientRoles: {}, attributes: {} }));
    const before = await state();

    const recorder = recordIdentityChanges(admin);
    const changes = recorder.identity;
    await changes.ensureClient('ictus', 'Ictus');
    await changes.createClientRole('ictus', 'medico', '');
    const parent = await changes.createGroup({
      name: 'ictus',
      parentId: null,
      application: 'ictus',
      description: '',
    });
    await changes.createGroup({ name: 'medici', parentId: parent.id, application: 'ictus', description: '' });
    await changes.updateGroup(
      kept.id,
      { name: 'esistente', application: 'ictus', description: 'Dopo' },
      kept.version,
    );
    await changes.addMember(kept.id, user.id);
    expect(recorder.changes).toEqual([
      ...(admin.kind === 'keycloak' ? ['client ictus'] : []),
      'role ictus/medico',
      'group /ictus',
      'group /ictus/medici',
      'group /esistente',
      `member ${user.id} of group ${kept.id}`,
    ]);
    expect((await state()).roles).toEqual(['medico']);

    expect(await recorder.undo()).toEqual([]);
    expect(await state()).toEqual(before);
    expect(await admin.listMembers(kept.id)).toEqual([]);
    expect(recorder.changes).toEqual([]);
  });

  it('refuses changes it could not take back', async () => {
    const recorder = recordIdentityChanges(admin);
    const [group] = await admin.listGroups();
    await expect(recorder.identity.deleteGroup(group?.id ?? 'none')).rejects.toThrow(/cannot be undone/);
    expect(await admin.getGroup(group?.id ?? 'none')).toBeDefined();
  });

  it('goes on when one undo fails, and says which change is left', async () => {
    const recorder = recordIdentityChanges(admin);
    const first = await recorder.identity.createGroup({
      name: 'uno',
      parentId: null,
      application: null,
      description: '',
    });
    const second = await recorder.identity.createGroup({
      name: 'due',
      parentId: null,
      application: null,
      description: '',
    });
    // Someone else deletes the first group in the meantime.
    await admin.deleteGroup(first.id);
    const left = await recorder.undo();
    expect(left.map((l) => l.change)).toEqual(['group /uno']);
    expect(left[0]?.error).toMatchObject({ status: 404 });
    expect(await admin.getGroup(second.id)).toBeUndefined();
  });
});
