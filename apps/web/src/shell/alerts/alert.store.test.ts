import { describe, expect, it } from 'vitest';
import { createAlertStore } from './alert.store.ts';

describe('the global alert store', () => {
  it('dismisses the alerts of a scope, and only those', () => {
    const store = createAlertStore();
    store.raise({
      message: 'Non ci sono rotte salvate nel sistema.',
      kind: 'warning',
      status: null,
      scope: 'routing',
    });
    store.raise({ message: 'Errore durante il salvataggio.', kind: 'danger', status: 500 });
    store.raise({ message: 'Altro contesto.', kind: 'info', status: null, scope: 'other' });

    store.clearScope('routing');

    expect(store.list().map((a) => a.message)).toEqual(['Errore durante il salvataggio.', 'Altro contesto.']);
  });

  it('tells listeners only when a scope had alerts to dismiss', () => {
    const store = createAlertStore();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.clearScope('routing');
    expect(calls).toBe(0);
    store.raise({ message: 'Avviso.', kind: 'warning', status: null, scope: 'routing' });
    store.clearScope('routing');
    expect(calls).toBe(2);
    expect(store.list()).toEqual([]);
  });
});
