import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { containersOf, type Doc, readDocs, render } from './kustomize.js';
import { schemaErrors, unknownFields } from './schemas.js';
import { run, tool } from './tools.js';

const root = resolve(import.meta.dirname, '../..');
const kdir = join(root, 'deploy/kubernetes');
const base = join(kdir, 'base');
const overlay = join(kdir, 'overlays/example');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ya?ml$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const manifests = yamlFiles(kdir).filter((f) => !f.endsWith('kustomization.yaml'));
const byKind = (docs: Doc[], kind: string) => docs.filter((d) => d.kind === kind);

interface Container {
  name: string;
  image: string;
  args?: string[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  ports?: { name: string; containerPort: number }[];
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean; runAsNonRoot?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
  volumes: { name: string; configMap?: { name: string }; persistentVolumeClaim?: { claimName: string }; emptyDir?: object }[];
}
const podSpec = (d: Doc) => (d as unknown as { spec: { template: { metadata: { labels: Record<string, string> }; spec: PodSpec } } }).spec.template;

describe('Kubernetes manifests', () => {
  it('every file parses as YAML', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(7);
    for (const f of yamlFiles(kdir)) {
      for (const d of parseAllDocuments(readFileSync(f, 'utf8'))) expect(d.errors, f).toEqual([]);
    }
  });

  it.each(manifests.map((f) => [f.slice(root.length + 1), f]))('%s matches the schema of the kind it claims, with no unknown field', (_name, file) => {
    for (const doc of readDocs(file)) {
      expect(schemaErrors(doc), `${doc.kind} ${doc.metadata.name}`).toEqual([]);
      expect(unknownFields(doc), `${doc.kind} ${doc.metadata.name}`).toEqual([]);
    }
  });

  it('the schema check catches what it should (a missing selector, a typo, a wrong type)', () => {
    const dep = readDocs(join(base, 'deployment.yaml'))[0] as Doc;
    const noSelector = structuredClone(dep) as Doc & { spec: Record<string, unknown> };
    delete noSelector.spec.selector;
    expect(schemaErrors(noSelector).join()).toMatch(/selector/);
    const typo = structuredClone(dep) as unknown as { spec: { template: { spec: { containers: Record<string, unknown>[] } } } };
    (typo.spec.template.spec.containers[1] as Record<string, unknown>).readinesProbe = {};
    expect(unknownFields(typo as unknown as Doc)).toEqual(['spec.template.spec.containers.1.readinesProbe']);
    const wrongType = structuredClone(dep) as unknown as { spec: { replicas: unknown } };
    wrongType.spec.replicas = 'one';
    expect(schemaErrors(wrongType as unknown as Doc).join()).toMatch(/replicas/);
  });

  it('the base is a sidecar: agent and guardrail in one Pod, the agent pointed at localhost', () => {
    const docs = render(base);
    const [dep] = byKind(docs, 'Deployment');
    const pod = podSpec(dep as Doc);
    const names = pod.spec.containers.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['agent', 'guardrail']));
    const agent = pod.spec.containers.find((c) => c.name === 'agent') as Container;
    const env = Object.fromEntries((agent.env ?? []).map((e) => [e.name, e.value]));
    expect(env.OPENAI_BASE_URL).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):8080\//);
    expect(env.ANTHROPIC_BASE_URL).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):8080\//);
    // The API port in the agent's URLs is the port the guardrail config listens on.
    const config = sidecarConfig(docs);
    expect(new URL(env.OPENAI_BASE_URL as string).port).toBe(String(config.server.port));
    expect(config.server.host).toBe('127.0.0.1');
    // Each SDK base URL lands on a proxy route of the matching API.
    for (const [name, api] of [['OPENAI_BASE_URL', 'openai'], ['ANTHROPIC_BASE_URL', 'anthropic']] as const) {
      const path = new URL(env[name] as string).pathname;
      const route = config.proxy.routes.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`));
      expect(route?.api, name).toBe(api);
    }
  });

  it('the ConfigMap holds a guardrail config the service accepts, with the store on the volume', () => {
    const docs = render(base);
    const config = sidecarConfig(docs);
    const guardrail = guardrailContainer(docs);
    const mounts = guardrail.volumeMounts ?? [];
    const dataMount = mounts.find((m) => m.name === 'data');
    expect(config.store.path.startsWith(`${dataMount?.mountPath}/`)).toBe(true);
    expect(config.store.bootstrap_key_file.startsWith(`${dataMount?.mountPath}/`)).toBe(true);
    const configMount = mounts.find((m) => m.name === 'config');
    const envCfg = guardrail.env?.find((e) => e.name === 'GUARDRAIL_CONFIG')?.value;
    expect(envCfg).toBe(`${configMount?.mountPath}/guardrail.yaml`);
    expect(configMount?.readOnly).toBe(true);
  });

  it('probes, resources and a non-root read-only root filesystem on every container', () => {
    const docs = render(base);
    const [dep] = byKind(docs, 'Deployment');
    const pod = podSpec(dep as Doc).spec;
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
    for (const c of pod.containers) {
      expect(c.securityContext?.readOnlyRootFilesystem, c.name).toBe(true);
      expect(c.securityContext?.allowPrivilegeEscalation, c.name).toBe(false);
      expect(c.securityContext?.capabilities?.drop, c.name).toEqual(['ALL']);
      for (const k of ['cpu', 'memory']) {
        expect(c.resources?.requests?.[k], `${c.name} requests.${k}`).toBeTruthy();
        expect(c.resources?.limits?.[k], `${c.name} limits.${k}`).toBeTruthy();
      }
      // A read-only root needs a writable /tmp.
      const tmp = c.volumeMounts?.find((m) => m.mountPath === '/tmp');
      expect(pod.volumes.find((v) => v.name === tmp?.name)?.emptyDir, c.name).toBeDefined();
    }
    const g = guardrailContainer(docs);
    const config = sidecarConfig(docs);
    const metricsPort = g.ports?.find((p) => p.containerPort === config.metrics.port);
    expect(metricsPort).toBeDefined();
    // Probes reach the Pod IP: they must use the port that listens on 0.0.0.0, not the loopback API.
    expect(config.metrics.host).toBe('0.0.0.0');
    expect(g.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: metricsPort?.name });
    expect(g.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: metricsPort?.name });
  });

  it('every reference resolves: ConfigMap, Secret keys, PVC, Service selector, ServiceMonitor port', () => {
    const docs = render(base);
    const names = (kind: string) => byKind(docs, kind).map((d) => d.metadata.name);
    const [dep] = byKind(docs, 'Deployment');
    const tpl = podSpec(dep as Doc);
    for (const v of tpl.spec.volumes) {
      if (v.configMap) expect(names('ConfigMap')).toContain(v.configMap.name);
      if (v.persistentVolumeClaim) expect(names('PersistentVolumeClaim')).toContain(v.persistentVolumeClaim.claimName);
    }
    for (const c of tpl.spec.containers) {
      for (const m of c.volumeMounts ?? []) expect(tpl.spec.volumes.map((v) => v.name)).toContain(m.name);
      for (const e of c.env ?? []) {
        const ref = e.valueFrom?.secretKeyRef;
        if (!ref) continue;
        const secret = byKind(docs, 'Secret').find((s) => s.metadata.name === ref.name) as (Doc & { stringData?: Record<string, string> }) | undefined;
        expect(secret?.stringData?.[ref.key], `${ref.name}/${ref.key}`).toBeDefined();
      }
    }
    const [svc] = byKind(docs, 'Service') as (Doc & { spec: { selector: Record<string, string>; ports: { name: string; targetPort: string }[] } })[];
    for (const [k, v] of Object.entries(svc?.spec.selector ?? {})) expect(tpl.metadata.labels[k]).toBe(v);
    const guardrail = guardrailContainer(docs);
    for (const p of svc?.spec.ports ?? []) expect(guardrail.ports?.map((cp) => cp.name)).toContain(p.targetPort);
    const [sm] = byKind(docs, 'ServiceMonitor') as (Doc & { spec: { selector: { matchLabels: Record<string, string> }; endpoints: { port: string; path: string }[] } })[];
    for (const [k, v] of Object.entries(sm?.spec.selector.matchLabels ?? {})) expect(svc?.metadata.labels?.[k]).toBe(v);
    expect(sm?.spec.endpoints.map((e) => e.port)).toEqual(svc?.spec.ports.map((p) => p.name));
    expect(sm?.spec.endpoints[0]?.path).toBe(sidecarConfig(docs).metrics.path);
  });

  it('the PrometheusRule carries exactly the rules of deploy/prometheus/alerts.yaml', () => {
    const [rule] = byKind(render(base), 'PrometheusRule') as (Doc & { spec: unknown })[];
    const file = readDocs(join(root, 'deploy/prometheus/alerts.yaml'))[0] as unknown;
    expect(rule?.spec).toEqual(file);
  });
});

describe('kustomize overlay', () => {
  it('renders: namespace, labels, images and patches applied, and still valid', () => {
    const docs = render(overlay);
    expect(docs.length).toBe(render(base).length);
    for (const d of docs) {
      expect(d.metadata.namespace, d.kind).toBe('agents');
      expect(d.metadata.labels?.environment, d.kind).toBe('example');
      expect(schemaErrors(d), d.kind).toEqual([]);
      expect(unknownFields(d), d.kind).toEqual([]);
    }
    const images = byKind(docs, 'Deployment').flatMap((d) => containersOf(d).map((c) => c.image));
    expect(images).toEqual(['registry.example.com/your-agent:2026.11.1', 'registry.example.com/guardrail:0.1.0']);
    expect(guardrailContainer(docs).resources?.limits?.memory).toBe('1Gi');
    const [pvc] = byKind(docs, 'PersistentVolumeClaim') as (Doc & { spec: { resources: { requests: { storage: string } } } })[];
    expect(pvc?.spec.resources.requests.storage).toBe('5Gi');
  });

  it('renders the same with kubectl kustomize as with the test resolver', () => {
    const kubectl = tool('kubectl');
    if (!kubectl) return; // Outside CI only: tool() throws under CI=true.
    for (const dir of [base, overlay]) {
      const r = run(kubectl, ['kustomize', dir]);
      expect(r.code, r.stderr).toBe(0);
      // No deprecation warnings either (kustomize prints them on stderr).
      expect(r.stderr).toBe('');
      const theirs = parseAllDocuments(r.stdout).map((d) => d.toJS() as Doc);
      const key = (d: Doc) => `${d.kind}/${d.metadata.namespace ?? ''}/${d.metadata.name}`;
      const sort = (ds: Doc[]) => [...ds].sort((a, b) => key(a).localeCompare(key(b)));
      expect(sort(theirs)).toEqual(sort(render(dir)));
    }
  });
});

function sidecarConfig(docs: Doc[]) {
  const cm = byKind(docs, 'ConfigMap').find((d) => d.metadata.name === 'guardrail-config') as (Doc & { data: Record<string, string> }) | undefined;
  const text = cm?.data['guardrail.yaml'];
  if (!text) throw new Error('guardrail-config has no guardrail.yaml');
  return buildConfig(parseAllDocuments(text)[0]?.toJS(), 'ConfigMap guardrail-config');
}

function guardrailContainer(docs: Doc[]): Container {
  const [dep] = byKind(docs, 'Deployment');
  const c = podSpec(dep as Doc).spec.containers.find((x) => x.name === 'guardrail');
  if (!c) throw new Error('no guardrail container');
  return c;
}
