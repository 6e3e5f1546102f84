import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it("are Helmet's, worked out once: the policy given, HSTS only when asked", () => {
    const options = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] },
      },
    };
    const plain = securityHeaders({ ...options, strictTransportSecurity: false });
    expect(plain['content-security-policy']).toBe("default-src 'self';object-src 'none'");
    expect(plain['x-content-type-options']).toBe('nosniff');
    expect(plain['x-frame-options']).toBe('SAMEORIGIN');
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(Object.keys(plain).every((name) => name === name.toLowerCase())).toBe(true);
    const https = securityHeaders({ ...options, strictTransportSecurity: true });
    expect(https['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('refuses a policy Helmet refuses, at start rather than on a request', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ['self'] } },
      }),
    ).toThrow();
  });
});
