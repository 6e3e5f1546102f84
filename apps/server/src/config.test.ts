import { describe, expect, it } from 'vitest';
import { databaseLocation, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('defaults to port 8080, the embedded provider and demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.embeddedIdp).toBe(true);
    expect(config.oidc).toEqual({
      issuer: 'http://localhost:8080/auth/realms/halo',
      clientId: 'halo-web',
      audience: 'halo-api',
    });
    expect(config.demo).toBe(true);
    expect(config.accessTokenTtl).toBe(300);
    expect(config.devOrigins).toEqual([]);
  });

  it('loosens redirects for development front ends only when DEV_ORIGINS names them', () => {
    expect(loadConfig({ DEV_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173' }).devOrigins).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    expect(() => loadConfig({ DEV_ORIGINS: 'not a url' })).toThrow(/DEV_ORIGINS/);
  });

  it('ends idle sessions after 30 minutes by default, warning at most half the time before', () => {
    expect(loadConfig({}).session).toEqual({ idleSeconds: 1800, warnSeconds: 120 });
    expect(loadConfig({ SESSION_IDLE_TIMEOUT: '120', SESSION_IDLE_WARNING: '90' }).session).toEqual({
      idleSeconds: 120,
      warnSeconds: 60,
    });
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: '5' })).toThrow(/SESSION_IDLE_TIMEOUT/);
  });

  it('uses an external issuer when OIDC_ISSUER is set', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://sso.example.org/realms/halo/' });
    expect(config.embeddedIdp).toBe(false);
    expect(config.oidc.issuer).toBe('https://sso.example.org/realms/halo');
  });

  /** What production needs to start at all. */
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://halo.asl.example.it',
    REGISTRATION_CHALLENGE_SECRET: 'a'.repeat(32),
  };

  it('turns demo data off in production and refuses to turn it on there', () => {
    expect(loadConfig(production).demo).toBe(false);
    expect(() => loadConfig({ ...production, DEMO: 'true' })).toThrow(/DEMO/);
  });

  it('refuses to start in production without its address and its shared secret, one line per variable', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DEMO: 'true' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Configurazione non valida:',
      expect.stringMatching(/^ {2}PUBLIC_URL: obbligatoria in produzione/),
      expect.stringMatching(/^ {2}REGISTRATION_CHALLENGE_SECRET: obbligatoria in produzione/),
      '  DEMO: i dati dimostrativi non sono ammessi in produzione',
    ]);
    expect(() => loadConfig({ ...production, REGISTRATION_CHALLENGE_SECRET: undefined })).toThrow(
      /REGISTRATION_CHALLENGE_SECRET/,
    );
    // Development and tests keep their defaults: localhost and a secret per process.
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
  });

  it('fails fast listing every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', PUBLIC_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*PORT/,
    );
  });

  it('tells the maintenance commands where the database is, as the server reads it', () => {
    expect(databaseLocation({})).toEqual({ url: undefined, dataDir: './data' });
    expect(databaseLocation({})).toEqual({ url: undefined, dataDir: loadConfig({}).dataDir });
    expect(databaseLocation({ DATA_DIR: '/srv/halo', DATABASE_URL: 'postgres://db/halo' })).toEqual({
      url: 'postgres://db/halo',
      dataDir: '/srv/halo',
    });
  });

  it('keeps the audit log whole unless a retention is given', () => {
    expect(loadConfig({}).auditRetentionDays).toBeNull();
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '3650' }).auditRetentionDays).toBe(3650);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });

  it('configures SMTP only when a host is given', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(loadConfig({ SMTP_HOST: 'mail.example.org', SMTP_PORT: '25' }).smtp).toMatchObject({
      host: 'mail.example.org',
      port: 25,
    });
  });
});
