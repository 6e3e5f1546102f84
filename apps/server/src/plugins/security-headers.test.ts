import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, securityHeaders } from './security-headers.ts';

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

  it('gives the API answers what a JSON answer needs, HSTS included when the pages have it', () => {
    const options = { contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } } };
    const answers = apiSecurityHeaders(securityHeaders({ ...options, strictTransportSecurity: false }));
    expect(answers).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'x-permitted-cross-domain-policies': 'none',
    });
    const https = apiSecurityHeaders(securityHeaders({ ...options, strictTransportSecurity: true }));
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
