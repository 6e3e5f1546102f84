import { describe, expect, it } from 'vitest';
import { loginPage } from './login-page.ts';

const base = { resources: '/r', action: '/login', resetUrl: '/auth/realms/halo/interaction/u1/reset' };

describe('the sign-in page', () => {
  it('offers "Password dimenticata?" and, when an application ships one, its registration', () => {
    const html = loginPage({ ...base, registrationUrl: 'https://halo.example.it/prosa/registrazione' });
    expect(html).toContain('<a href="/auth/realms/halo/interaction/u1/reset">Password dimenticata?</a>');
    expect(html).toContain(
      'Non hai un account? <a href="https://halo.example.it/prosa/registrazione">Registrati</a>',
    );
  });

  it('offers no registration when no application ships one, and speaks English when asked', () => {
    expect(loginPage(base)).not.toContain('Registrati');
    const english = loginPage({ ...base, language: 'en', registrationUrl: '/prosa/registrazione' });
    expect(english).toContain('Forgot your password?</a>');
    expect(english).toContain('No account yet? <a href="/prosa/registrazione">Register</a>');
  });

  it('leaves room between an error and the first field, whose label the kit lifts over it', () => {
    const html = loginPage({ ...base, error: 'Nome utente o password non validi.' });
    expect(html).toContain('<div class="alert alert-danger mb-5" role="alert" id="errore-accesso">');
  });

  it('speaks to the user as the portal does (tu), not with Lei', () => {
    const html = loginPage({ ...base, registrationUrl: '/prosa/registrazione' });
    expect(html).toContain('Non hai un account?');
    expect(html).not.toMatch(/\b(Non ha|Scriva|Controlli|chieda)\b/);
  });

  it("links Bootstrap Italia's prebuilt stylesheet and the pages' fonts, or the SPA's build when given", () => {
    const kit = loginPage(base);
    expect(kit).toContain(`<link rel="stylesheet" href="${base.resources}/css/bootstrap-italia.min.css">`);
    expect(kit).toContain(`<link rel="stylesheet" href="${base.resources}/fonts.css">`);
    const spa = loginPage({
      ...base,
      resources: ['/assets/index-Ab1.css', '/auth/realms/halo/resources/pages.css'],
    });
    expect(spa).toContain(
      '<link rel="stylesheet" href="/assets/index-Ab1.css">\n<link rel="stylesheet" href="/auth/realms/halo/resources/pages.css">',
    );
    expect(spa).not.toContain('bootstrap-italia.min.css');
  });
});
