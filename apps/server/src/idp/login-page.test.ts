import { describe, expect, it } from 'vitest';
import { loginPage } from './login-page.ts';

const base = { resources: '/r', action: '/login', resetUrl: '/auth/realms/halo/interaction/u1/reset' };

describe('the sign-in page', () => {
  it('offers "Password dimenticata?" and, when an application ships one, its registration', () => {
    const html = loginPage({ ...base, registrationUrl: 'https://halo.example.it/prosa/registrazione' });
    expect(html).toContain('<a href="/auth/realms/halo/interaction/u1/reset">Password dimenticata?</a>');
    expect(html).toContain(
      'Non ha un account? <a href="https://halo.example.it/prosa/registrazione">Registrati</a>',
    );
  });

  it('offers no registration when no application ships one, and speaks English when asked', () => {
    expect(loginPage(base)).not.toContain('Registrati');
    const english = loginPage({ ...base, language: 'en', registrationUrl: '/prosa/registrazione' });
    expect(english).toContain('Forgot your password?</a>');
    expect(english).toContain('No account yet? <a href="/prosa/registrazione">Register</a>');
  });
});
