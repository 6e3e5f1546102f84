import { test as base, expect } from '@playwright/test';

/**
 * Every browser test also proves the strict Content-Security-Policy holds: any violation the browser reports
 * (a script or style the policy refuses) fails the test that caused it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        const text = message.text();
        if (text.includes('Content Security Policy')) violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
