import { test as base, expect } from '@playwright/test';

/**
 * Every browser test also proves the strict Content-Security-Policy holds: any violation the browser reports
 * (a script or style the policy refuses) fails the test that caused it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Some violations print nothing to the console (a `new Function` a library tries in a try block, as zod's
      // probe did): each page reports every violation it sees there too.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy: ${event.violatedDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          );
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        // A preload the page does not use (index.html's calls) is fetched twice: Chromium says so in the console.
        if (text.includes('Content Security Policy') || /\bpreload/i.test(text)) violations.push(text);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations, preloads not used').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
