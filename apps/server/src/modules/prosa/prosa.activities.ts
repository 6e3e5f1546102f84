/*
 * Pro.Sa.'s activities that staff draft and publish, projects and campaigns, by the feature of each: what tells
 * them apart where they are handled alike (prosa.workflow.ts, prosa.scope.repository.ts), and the published state
 * their events follow.
 */
export const ACTIVITIES = {
  progetti: { name: 'progetto', published: 'pubblicato', editable: ['bozza', 'revisione'] },
  campagne: { name: 'campagna', published: 'pubblicata', editable: ['bozza', 'pubblicata'] },
} as const;

export type ActivityFeature = keyof typeof ACTIVITIES;

/** The published state of each kind of activity: what everyone reads. */
export const PUBLISHED: string[] = Object.values(ACTIVITIES).map((kind) => kind.published);

/** What organisations and citizens send to their authority, by the feature of each: the name of one. */
export const SUBMISSIONS = { richieste: 'richiesta', suggerimenti: 'suggerimento' } as const;
