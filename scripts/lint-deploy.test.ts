import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './builds.ts';
import { lintDockerfile, lintKubernetes } from './lint-deploy.ts';

const dockerfile = readFileSync(path.join(ROOT, 'deploy/Dockerfile'), 'utf8');

describe('deploy/ checks', () => {
  it('pass on the Dockerfile and the Kubernetes manifests as they are', () => {
    expect(lintDockerfile(dockerfile)).toEqual([]);
    expect(lintKubernetes(path.join(ROOT, 'deploy/kubernetes'))).toEqual([]);
  });

  it('refuse an image running as root, on another Node, with ADD, or without a health check', () => {
    const root = dockerfile.replace(/^USER node$/m, 'USER root');
    expect(lintDockerfile(root)).toContain("USER: l'immagine finale gira come utente non root");
    expect(lintDockerfile(dockerfile.replace('node:24-bookworm-slim', 'node:20-slim'))).toContain(
      "FROM node:20-slim: l'immagine di base è Node 24 (node:24-…)",
    );
    expect(lintDockerfile(`${dockerfile}\nADD https://example.org/x.tgz /tmp/\n`)).toContain(
      'ADD: copiare con COPY (nessun URL né archivio estratto)',
    );
    expect(lintDockerfile(dockerfile.replace(/^HEALTHCHECK[\s\S]*?\n(?=CMD)/m, ''))).toContain(
      "HEALTHCHECK mancante nell'immagine finale",
    );
  });

  it("reports the validator's own diagnostics", () => {
    expect(lintDockerfile(`${dockerfile}\nCOPY solo-un-argomento\n`).join()).toMatch(
      /riga \d+: COPY requires at least two arguments/,
    );
    expect(lintDockerfile(dockerfile.replace('WORKDIR /app', 'WORKDIR app'))).toContain(
      'riga 10: WORKDIR paths should be absolute',
    );
  });

  describe('of the manifests', () => {
    function lintChanged(file: string, change: (text: string) => string): string[] {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'halo-deploy-'));
      try {
        cpSync(path.join(ROOT, 'deploy/kubernetes'), folder, { recursive: true });
        const target = path.join(folder, file);
        writeFileSync(target, change(readFileSync(target, 'utf8')));
        return lintKubernetes(folder);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }

    it('refuse an object the API would refuse', () => {
      const problems = lintChanged('deployment.yaml', (text) => text.replace('replicas: 2', 'replicas: due'));
      expect(problems.join()).toMatch(/deployment\.yaml: .*replicas must be integer/);
    });

    it('refuse a replica without its readiness probe, or running with privileges', () => {
      const noReadiness = lintChanged('deployment.yaml', (text) =>
        text.replace('readinessProbe:', 'x-readiness:'),
      );
      expect(noReadiness.join()).toMatch(/additional properties|livenessProbe e readinessProbe/);
      const privileged = lintChanged('deployment.yaml', (text) =>
        text.replace('allowPrivilegeEscalation: false', 'allowPrivilegeEscalation: true'),
      );
      expect(privileged).toContain(
        'deployment.yaml: Deployment/halo (halo): allowPrivilegeEscalation: false',
      );
    });

    it('refuse a manifest the kustomization leaves out', () => {
      const problems = lintChanged('kustomization.yaml', (text) => text.replace('  - hpa.yaml\n', ''));
      expect(problems.join()).toMatch(/kustomization\.yaml: resources/);
    });
  });
});
