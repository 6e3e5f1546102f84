import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';
import type { AppCatalogue, AppManifest } from './manifest.ts';
import { catalogueLabel, manifestOf, manifests } from './manifests.ts';

const all: readonly AppCatalogue[] = catalogues;

describe('application manifests', () => {
  it('have their catalogue, in the same order, and the catalogue their manifest whole', () => {
    expect(catalogues.map((catalogue) => catalogue.name)).toEqual(manifests.map((manifest) => manifest.name));
    catalogues.forEach((catalogue, i) => {
      const manifest: AppManifest = manifests[i] as AppManifest;
      expect(catalogue).toMatchObject(manifest);
    });
  });

  it('name each application, client and domain once', () => {
    for (const key of ['clientId', 'name', 'nome'] as const) {
      const values = all.map((manifest) => manifest[key].toLowerCase());
      expect(new Set(values).size, key).toBe(values.length);
    }
    expect(manifestOf('prosa')?.title).toEqual({ it: 'Pro.Sa.', en: 'Pro.Sa.' });
    expect(manifestOf('nessuna')).toBeUndefined();
  });

  it('give every route a path no other route has, one of their own screens and roles they know', () => {
    const paths = all.flatMap((manifest) => manifest.routes.map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const manifest of all) {
      for (const route of manifest.routes) {
        expect(manifest.screens, route.path).toContain(route.component);
        for (const sub of route.subRoutes ?? []) expect(manifest.screens, sub.name).toContain(sub.component);
        for (const role of route.roles) expect(manifest.roles, `${route.path} ${role}`).toContain(role);
      }
    }
  });

  it('gate routes only behind sections some manifest declares', () => {
    const sections = new Set(all.flatMap((manifest) => manifest.sections.map((section) => section.name)));
    for (const route of all.flatMap((manifest) => manifest.routes)) {
      if (route.section) expect(sections, route.path).toContain(route.section);
    }
  });

  it('list in their menus only their own routes, each once', () => {
    for (const manifest of all.filter((m) => m.menu)) {
      const listed = manifest.menu?.flatMap((group) => group.paths) ?? [];
      expect(new Set(listed).size).toBe(listed.length);
      for (const path of listed) expect(manifest.routes.map((route) => route.path)).toContain(path);
    }
  });
});

describe('seeded labels in English', () => {
  it('every route, sub-route and menu-group name a manifest seeds has its English', () => {
    for (const manifest of all) {
      const seeded = [
        ...manifest.routes.flatMap((route) => [
          route.name,
          ...(route.subRoutes ?? []).map((sub) => sub.name),
        ]),
        ...(manifest.menu ?? []).map((group) => group.label),
      ];
      for (const label of seeded) {
        expect(manifest.labelsEn?.[label], `${manifest.name}: "${label}"`).toBeTruthy();
      }
    }
  });

  it('translates a seeded label for an English user only, and leaves any other label as written', () => {
    expect(catalogueLabel('Utenti e permessi', 'en')).toBe('Users and permissions');
    expect(catalogueLabel('Utenti e permessi', 'it')).toBe('Utenti e permessi');
    expect(catalogueLabel('Voce scritta da un amministratore', 'en')).toBe(
      'Voce scritta da un amministratore',
    );
  });
});
