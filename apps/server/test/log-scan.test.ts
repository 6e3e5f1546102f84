import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanLogs } from './log-scan.ts';

describe('the log scan run after the server tests', () => {
  it('finds e-mails, tokens, passwords, codici fiscali and SQL, and passes clean lines', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'halo-scan-'));
    try {
      writeFileSync(
        path.join(dir, 'server.log'),
        [
          '{"msg":"request completed","res":{"statusCode":200}}',
          '{"msg":"sign-in for mario.rossi@example.org"}',
          '{"token":"eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.sig"}',
          '{"body":{"password":"segreta"}}',
          '{"msg":"cittadino RSSMRA80A01H501U"}',
          '{"err":"Failed query: select 1 params: 42"}',
        ].join('\n'),
      );
      expect(scanLogs(dir).map((line) => line.split(' in ')[0])).toEqual([
        'an e-mail address',
        'a token (JWT)',
        'a password field',
        'a codice fiscale',
        'an SQL query or its parameters',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
