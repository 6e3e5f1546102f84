import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validate as validateDockerfile } from 'dockerfile-utils';
import * as models from 'kubernetes-models';
import { parseAllDocuments } from 'yaml';
import { ROOT } from './builds.ts';

/**
 * `npm run lint:deploy` (docs/adr/0041-deployment.md): what can be checked of `deploy/` on a machine that builds and
 * runs no image. The Dockerfile through the parser and validator of the Docker language server (`dockerfile-utils`)
 * and the rules of the image below; the Kubernetes manifests against the API's schemas (`kubernetes-models`) and
 * the rules of a replica below; the compose file by `dclint` (the Compose specification's schema and its rules),
 * run by the npm script after this one.
 */

const DEPLOY = path.join(ROOT, 'deploy');

/** Instructions of a Dockerfile, continuation lines joined, comments and blanks left out. */
function instructions(content: string): { keyword: string; args: string }[] {
  return content
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Problems of a Dockerfile: the validator's diagnostics, then the image's rules. */
export function lintDockerfile(content: string): string[] {
  const problems = validateDockerfile(content).map(
    (diagnostic) => `riga ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
  const all = instructions(content);
  const nodeImage = all.find((i) => i.keyword === 'ARG' && i.args.startsWith('NODE_IMAGE='))?.args.slice(11);
  for (const from of all.filter((i) => i.keyword === 'FROM')) {
    const named = from.args.split(/\s+/)[0] ?? '';
    // The stages name their image through the ARG (`FROM $` + `{NODE_IMAGE}`): its default is what is checked.
    const image = nodeImage ? named.replace(/^\$\{NODE_IMAGE\}$/, nodeImage) : named;
    if (!/^node:24(\.|-|$)/.test(image))
      problems.push(`FROM ${image}: l'immagine di base è Node 24 (node:24-…)`);
  }
  if (all.some((i) => i.keyword === 'ADD'))
    problems.push('ADD: copiare con COPY (nessun URL né archivio estratto)');
  const lastFrom = all.map((i) => i.keyword).lastIndexOf('FROM');
  const final = all.slice(lastFrom);
  const user = final.filter((i) => i.keyword === 'USER').at(-1)?.args;
  if (!user || /^(root|0)(:|$)/.test(user))
    problems.push("USER: l'immagine finale gira come utente non root");
  if (!final.some((i) => i.keyword === 'HEALTHCHECK'))
    problems.push("HEALTHCHECK mancante nell'immagine finale");
  if (!final.some((i) => i.keyword === 'CMD')) problems.push("CMD mancante nell'immagine finale");
  if (final.some((i) => i.keyword === 'RUN' && /\bnpm (ci|install)\b(?!.*--omit=dev)/.test(i.args)))
    problems.push(
      "RUN npm ci/install nell'immagine finale: le dipendenze di sviluppo restano nella fase di build",
    );
  return problems;
}

type Manifest = { apiVersion?: string; kind?: string; metadata?: { name?: string }; spec?: unknown };
type Model = new (data: object) => { validate(): void };

/** The model of an API object's kind (`apps/v1` `Deployment` → `models.apps.v1.Deployment`). */
function modelOf(apiVersion: string, kind: string): Model | undefined {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const key = (group ?? '')
    .replace(/\.k8s\.io$/, 'K8sIo')
    .replace(/\.(\w)/g, (_, c: string) => c.toUpperCase());
  const scope =
    group === ''
      ? (models.v1 as object)
      : (models as Record<string, Record<string, object>>)[key]?.[version ?? ''];
  return (scope as Record<string, Model> | undefined)?.[kind];
}

interface Container {
  name?: string;
  livenessProbe?: unknown;
  readinessProbe?: unknown;
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean };
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean };
  containers?: Container[];
}

function podSpecOf(manifest: Manifest): PodSpec | undefined {
  const spec = manifest.spec as { template?: { spec?: PodSpec } } | undefined;
  return spec?.template?.spec;
}

/** The rules every workload of Halo keeps: non-root, resources, no privilege; a server replica both probes. */
function workloadProblems(manifest: Manifest): string[] {
  const name = `${manifest.kind}/${manifest.metadata?.name}`;
  const pod = podSpecOf(manifest);
  if (!pod) return [];
  const problems: string[] = [];
  if (pod.securityContext?.runAsNonRoot !== true) problems.push(`${name}: runAsNonRoot: true nel pod`);
  for (const container of pod.containers ?? []) {
    const where = `${name} (${container.name})`;
    if (!container.resources?.requests?.cpu || !container.resources.requests.memory)
      problems.push(`${where}: resources.requests di cpu e memoria`);
    if (!container.resources?.limits?.memory) problems.push(`${where}: resources.limits.memory`);
    if (container.securityContext?.allowPrivilegeEscalation !== false)
      problems.push(`${where}: allowPrivilegeEscalation: false`);
    if (container.securityContext?.readOnlyRootFilesystem !== true)
      problems.push(`${where}: readOnlyRootFilesystem: true`);
    if (manifest.kind === 'Deployment' && (!container.livenessProbe || !container.readinessProbe))
      problems.push(`${where}: livenessProbe e readinessProbe`);
  }
  return problems;
}

/** Problems of a folder of Kubernetes manifests and its kustomization. */
export function lintKubernetes(folder: string): string[] {
  const problems: string[] = [];
  const files = readdirSync(folder).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
  const manifests: Manifest[] = [];
  for (const file of files) {
    for (const document of parseAllDocuments(readFileSync(path.join(folder, file), 'utf8'))) {
      if (document.errors.length > 0) {
        problems.push(...document.errors.map((error) => `${file}: ${error.message}`));
        continue;
      }
      const manifest = document.toJS() as Manifest;
      const Model = modelOf(manifest.apiVersion ?? '', manifest.kind ?? '');
      if (!Model) {
        problems.push(`${file}: tipo sconosciuto ${manifest.apiVersion} ${manifest.kind}`);
        continue;
      }
      try {
        new Model(manifest).validate();
      } catch (error) {
        problems.push(`${file}: ${(error as Error).message}`);
        continue;
      }
      manifests.push(manifest);
      problems.push(...workloadProblems(manifest).map((problem) => `${file}: ${problem}`));
    }
  }
  const kustomization = parseAllDocuments(
    readFileSync(path.join(folder, 'kustomization.yaml'), 'utf8'),
  )[0]?.toJS() as { resources?: string[] } | undefined;
  const listed = [...(kustomization?.resources ?? [])].sort();
  if (listed.join() !== [...files].sort().join())
    problems.push(
      `kustomization.yaml: resources ${listed.join(', ')} ≠ file ${[...files].sort().join(', ')}`,
    );
  const deployments = manifests.filter((m) => m.kind === 'Deployment').map((m) => m.metadata?.name);
  for (const kind of ['PodDisruptionBudget', 'HorizontalPodAutoscaler', 'Service']) {
    if (!manifests.some((m) => m.kind === kind)) problems.push(`${kind} mancante`);
  }
  for (const hpa of manifests.filter((m) => m.kind === 'HorizontalPodAutoscaler')) {
    const target = (hpa.spec as { scaleTargetRef?: { name?: string } }).scaleTargetRef?.name;
    if (!deployments.includes(target))
      problems.push(`HorizontalPodAutoscaler/${hpa.metadata?.name}: ${target} non è un Deployment`);
  }
  return problems;
}

if (import.meta.main) {
  const problems = [
    ...lintDockerfile(readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8')).map(
      (p) => `deploy/Dockerfile: ${p}`,
    ),
    ...lintKubernetes(path.join(DEPLOY, 'kubernetes')).map((p) => `deploy/kubernetes/${p}`),
  ];
  if (problems.length > 0) {
    console.error(`deploy/ non passa i controlli:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('deploy/: Dockerfile e manifest Kubernetes passano i controlli');
}
