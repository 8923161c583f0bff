import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

// A small kustomize resolver for exactly the features our kustomizations use (resources,
// namespace, labels without selectors, images, inline JSON 6902 patches with a target). Debian
// ships no kustomize; where `kubectl kustomize` exists the tests compare its rendering with this.

export type Doc = Record<string, unknown> & { kind: string; apiVersion: string; metadata: { name: string; namespace?: string; labels?: Record<string, string> } };

interface Kustomization {
  resources?: string[];
  namespace?: string;
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  patches?: { target: Target; patch?: string; path?: string }[];
  [key: string]: unknown;
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'patches']);
// Kinds that are not namespaced among those a kustomization of ours could hold.
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'CustomResourceDefinition', 'PersistentVolume', 'StorageClass']);

export function readDocs(file: string): Doc[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((d) => {
    if (d.errors.length > 0) throw new Error(`${file}: ${d.errors[0]?.message}`);
    return d.toJS() as Doc;
  }).filter((d) => d !== null);
}

export function render(dir: string): Doc[] {
  const k = readDocs(join(dir, 'kustomization.yaml'))[0] as unknown as Kustomization;
  for (const key of Object.keys(k)) if (!SUPPORTED.has(key)) throw new Error(`${dir}: kustomization field "${key}" is not supported by the test resolver`);
  let docs: Doc[] = [];
  for (const r of k.resources ?? []) {
    const p = resolve(dir, r);
    if (!existsSync(p)) throw new Error(`${dir}: resource ${r} does not exist`);
    docs.push(...(statSync(p).isDirectory() ? render(p) : readDocs(p)));
  }
  for (const patch of k.patches ?? []) {
    const ops = (patch.path ? readDocs(join(dir, patch.path))[0] : parse(patch.patch ?? '')) as unknown as PatchOp[];
    if (!Array.isArray(ops)) throw new Error(`${dir}: only JSON 6902 patches are supported by the test resolver`);
    const targets = docs.filter((d) => matches(d, patch.target));
    if (targets.length === 0) throw new Error(`${dir}: patch target matches nothing`);
    docs = docs.map((d) => (targets.includes(d) ? applyJsonPatch(d, ops) : d));
  }
  if (k.namespace) for (const d of docs) if (!CLUSTER_SCOPED.has(d.kind)) d.metadata.namespace = k.namespace;
  for (const l of k.labels ?? []) {
    if (l.includeSelectors || l.includeTemplates) throw new Error('labels on selectors or templates are not supported by the test resolver');
    for (const d of docs) d.metadata.labels = { ...d.metadata.labels, ...l.pairs };
  }
  for (const img of k.images ?? []) for (const d of docs) for (const c of containersOf(d)) c.image = retag(c.image, img);
  return docs;
}

interface Target {
  kind?: string;
  name?: string;
  group?: string;
  version?: string;
}

function matches(d: Doc, t: Target): boolean {
  const [group, version] = d.apiVersion.includes('/') ? d.apiVersion.split('/') : ['', d.apiVersion];
  return (!t.kind || t.kind === d.kind) && (!t.name || t.name === d.metadata.name) && (t.group === undefined || t.group === group) && (t.version === undefined || t.version === version);
}

interface PatchOp {
  op: 'add' | 'replace' | 'remove' | 'test';
  path: string;
  value?: unknown;
}

function pointer(path: string): string[] {
  if (!path.startsWith('/')) throw new Error(`bad JSON pointer ${path}`);
  return path.slice(1).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

export function applyJsonPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  const out = structuredClone(doc) as unknown;
  for (const op of ops) {
    const parts = pointer(op.path);
    const last = parts.pop() as string;
    let parent = out as Record<string, unknown> | unknown[];
    for (const p of parts) {
      const next = Array.isArray(parent) ? parent[Number(p)] : parent[p];
      if (typeof next !== 'object' || next === null) throw new Error(`patch path ${op.path} does not exist`);
      parent = next as Record<string, unknown> | unknown[];
    }
    if (Array.isArray(parent)) {
      const i = last === '-' ? parent.length : Number(last);
      if (op.op === 'add') parent.splice(i, 0, op.value);
      else if (op.op === 'remove') parent.splice(i, 1);
      else if (op.op === 'replace') {
        if (i >= parent.length) throw new Error(`replace: ${op.path} does not exist`);
        parent[i] = op.value;
      } else if (JSON.stringify(parent[i]) !== JSON.stringify(op.value)) throw new Error(`test failed at ${op.path}`);
    } else {
      if ((op.op === 'replace' || op.op === 'remove') && !(last in parent)) throw new Error(`${op.op}: ${op.path} does not exist`);
      if (op.op === 'add' || op.op === 'replace') parent[last] = op.value;
      else if (op.op === 'remove') delete parent[last];
      else if (JSON.stringify(parent[last]) !== JSON.stringify(op.value)) throw new Error(`test failed at ${op.path}`);
    }
  }
  return out as T;
}

interface Container {
  name: string;
  image: string;
}

export function containersOf(d: Doc): Container[] {
  const spec = (d as { spec?: { template?: { spec?: { containers?: Container[]; initContainers?: Container[] } } } }).spec?.template?.spec;
  return [...(spec?.initContainers ?? []), ...(spec?.containers ?? [])];
}

function retag(image: string, rule: { name: string; newName?: string; newTag?: string; digest?: string }): string {
  const at = image.indexOf('@');
  const base = at >= 0 ? image.slice(0, at) : image;
  const colon = base.lastIndexOf(':');
  const hasTag = colon > base.lastIndexOf('/');
  const name = hasTag ? base.slice(0, colon) : base;
  if (name !== rule.name) return image;
  const tag = rule.digest ? `@${rule.digest}` : rule.newTag ? `:${rule.newTag}` : at >= 0 ? image.slice(at) : hasTag ? base.slice(colon) : '';
  return `${rule.newName ?? name}${tag}`;
}
