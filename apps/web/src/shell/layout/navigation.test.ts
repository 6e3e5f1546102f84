import { describe, expect, it } from 'vitest';
import { planRouting } from '../routing/route-rules.ts';
import { navigationEntries } from './navigation.ts';

const known = [
  {
    path: '/admin/app',
    name: 'Applicazioni',
    component: 'AdminApplicazioni',
    isPublic: false,
    subRoutes: [],
    idApp: 1,
  },
  {
    path: '/prosa/registrazione',
    name: 'Registrazione',
    component: 'ProsaRegistrazione',
    isPublic: true,
    subRoutes: [],
    idApp: 2,
  },
];

describe('the header navigation', () => {
  it('lists nothing to a signed-out visitor, whose known routes only lead bookmarks to the sign-in', () => {
    const plan = planRouting({ kind: 'anonymous', known });
    expect(plan.routes.map((r) => r.path)).toEqual(['/admin/app', '/prosa/registrazione']);
    expect(navigationEntries(plan)).toEqual([]);
  });

  it("lists a signed-in user's application routes", () => {
    const plan = planRouting({
      kind: 'application',
      application: { nome: 'Calendar' },
      routes: [{ path: '/calendario', name: 'Prenota', component: 'CalendarHome', subRoutes: [] }],
    });
    expect(navigationEntries(plan)).toEqual([{ label: 'Prenota', path: '/calendario', children: [] }]);
  });
});
