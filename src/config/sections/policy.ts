import type { JSONSchema } from '../schema-types.js';
import type { Category } from '../../detectors/types.js';

export type PolicyAction = 'redact' | 'flag' | 'reject' | 'ignore';
export type MaskOption = 'full' | 'last4' | 'type' | 'none';

export interface PolicyRule {
  /** 0..100: how much one confident finding of this kind weighs in risk_score. */
  severity?: number;
  /** redact: mask and flag; flag: report only; reject: status rejected; ignore: drop the finding. */
  action?: PolicyAction;
  /** Mask style for spans that are masked; `none` keeps the text. */
  mask?: MaskOption;
}

export interface PolicyConfig {
  /** Bumped by operators when the policy changes; part of the verdict-cache key. */
  version: string;
  /** Default rule per category. */
  categories: Record<Category, Required<PolicyRule>>;
  /** Overrides per finding type (e.g. `credit_card`, `instruction_override`); unset fields fall back to the category. */
  types: Record<string, PolicyRule>;
}

export const policyDefaults: PolicyConfig = {
  version: '1',
  categories: {
    pii: { severity: 45, action: 'redact', mask: 'full' },
    secret: { severity: 95, action: 'reject', mask: 'full' },
    injection: { severity: 90, action: 'reject', mask: 'none' },
    jailbreak: { severity: 90, action: 'reject', mask: 'none' },
    extraction: { severity: 85, action: 'reject', mask: 'none' },
    financial: { severity: 55, action: 'flag', mask: 'none' },
    brand: { severity: 55, action: 'flag', mask: 'none' },
    hallucination: { severity: 40, action: 'flag', mask: 'none' },
    analysis: { severity: 100, action: 'reject', mask: 'none' },
  },
  types: {
    credit_card: { mask: 'last4' },
    // A name alone (no "my name is", no contact details) is masked but is not enough to flag:
    // confidence <= 0.6 gives 24 or less, a name backed by context (0.85) gives 34.
    person: { severity: 40 },
    // Telling someone to harm themselves, or threatening or inciting violence, is never
    // acceptable agent output: these two brand types reject; the rest of the family flags.
    self_harm: { severity: 90, action: 'reject' },
    violence: { severity: 85, action: 'reject' },
    // Asking for a third person's private data is reported, not refused: the same words come
    // from a worried relative or a confused user as often as from a stalker.
    privacy_request: { severity: 60, action: 'flag' },
    // An order planted between a table's rows, or a second task appended to a task's material,
    // is reported, not refused: the request itself is usually harmless, the document carrying it
    // is the news (injection.embedded_request, injection.task_switch).
    embedded_request: { severity: 55, action: 'flag' },
    // A classifier head's review band (its review threshold up to its rejection threshold; the
    // shipped weights give the jailbreak head one): likely enough to show a person, not to refuse.
    // A value the request's context protects, repeated in the text: rejected like any leak, and
    // masked in redacted_text like a secret.
    guarded_leak: { mask: 'full' },
    model_injection_review: { severity: 60, action: 'flag' },
    model_jailbreak_review: { severity: 60, action: 'flag' },
    model_extraction_review: { severity: 60, action: 'flag' },
    model_toxicity_review: { severity: 55, action: 'flag' },
    task_switch: { severity: 55, action: 'flag' },
    restricted_topic: { severity: 55, action: 'flag' },
  },
};

const rule = (required: boolean): JSONSchema => ({
  type: 'object',
  additionalProperties: false,
  ...(required ? { required: ['severity', 'action', 'mask'] } : {}),
  properties: {
    severity: { type: 'number', minimum: 0, maximum: 100 },
    action: { enum: ['redact', 'flag', 'reject', 'ignore'] },
    mask: { enum: ['full', 'last4', 'type', 'none'] },
  },
});

export const policySchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    version: { type: ['string', 'integer'] },
    categories: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(Object.keys(policyDefaults.categories).map((c) => [c, rule(false)])),
    },
    types: { type: 'object', additionalProperties: rule(false) },
  },
};
