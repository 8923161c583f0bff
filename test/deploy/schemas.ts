import { ConfigMap, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { PodMonitor, PrometheusRule, ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import type { Doc } from './kustomize.js';

// The Kubernetes OpenAPI schemas (kubernetes-models) and the Prometheus Operator CRD schemas,
// compiled to validators: no cluster and no network needed.
type Model = new (data: never) => { validate(): void };
const MODELS: Record<string, Model> = {
  'v1/ConfigMap': ConfigMap as unknown as Model,
  'v1/Secret': Secret as unknown as Model,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim as unknown as Model,
  'v1/Service': Service as unknown as Model,
  'apps/v1/Deployment': Deployment as unknown as Model,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor as unknown as Model,
  'monitoring.coreos.com/v1/PodMonitor': PodMonitor as unknown as Model,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule as unknown as Model,
};

/** Schema errors of one manifest (empty when valid); unknown kinds are an error too. */
export function schemaErrors(doc: Doc): string[] {
  const Model = MODELS[`${doc.apiVersion}/${doc.kind}`];
  if (!Model) return [`no schema for ${doc.apiVersion} ${doc.kind}`];
  try {
    new Model(structuredClone(doc) as never).validate();
    return [];
  } catch (e) {
    return [(e as Error).message];
  }
}

/**
 * Fields the schema does not know (a typo such as `readinesProbe` is silently dropped by the API
 * server). The Kubernetes schemas allow extra properties, so each field is probed instead: a
 * field the schema knows rejects a value of no JSON type; an unknown one lets it through.
 * Fields under free-form maps (labels, annotations, ConfigMap data) are not probed.
 */
export function unknownFields(doc: Doc): string[] {
  const out: string[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, [...path, i]));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const last = path.at(-1);
    if (typeof last === 'string' && FREE_FORM.has(last)) return;
    for (const key of Object.keys(node)) {
      const probe = structuredClone(doc) as Record<string, unknown>;
      let parent = probe as Record<string | number, unknown>;
      for (const p of path) parent = parent[p] as Record<string | number, unknown>;
      parent[key] = NO_JSON_TYPE;
      if (schemaErrors(probe as Doc).length === 0) out.push([...path, key].join('.'));
      else walk((node as Record<string, unknown>)[key], [...path, key]);
    }
  };
  walk(doc, []);
  return out;
}

// Maps whose keys are user data, not schema fields.
const FREE_FORM = new Set(['labels', 'annotations', 'data', 'stringData', 'matchLabels', 'selector', 'limits', 'requests', 'nodeSelector']);
// A value that is neither string, number, boolean, null, array nor object (and survives
// structuredClone): every typed schema rejects it.
const NO_JSON_TYPE = 1n;
