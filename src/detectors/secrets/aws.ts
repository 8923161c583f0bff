import type { Detector, Finding } from '../types.js';
import { contextNear, scan } from '../regex.js';
import { tokenCandidates } from './candidates.js';
import { isPlaceholder } from './entropy.js';

// Access key ids alone are identifiers; with a 40-char secret near by they are a credential pair.
const KEY_ID = /(?<![A-Z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Z0-9])/g;
const SECRET = /(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g;
const WORDS = ['aws', 'secret', 'secret_access_key', 'aws_secret_access_key', 'secret key', 'secretaccesskey', 'amazon'];

/** AWS secret access keys (40 base64 chars near "aws"/"secret" or an access key id) and access key ids next to them. */
export const awsDetector: Detector = {
  meta: { id: 'secrets.aws', category: 'secret', stage: 'fastpath', maxMatchLength: 40 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    // Key ids (20) and secrets (40, with a digit) are long token runs: look only inside those.
    const runs = tokenCandidates(n).filter((c) => c.value.length >= 20);
    if (runs.length === 0) return out;
    const ids: Array<{ index: number; value: string }> = [];
    for (const c of runs) {
      for (const [s, , v] of scan([KEY_ID], c.value)) ids.push({ index: c.start + s, value: v });
    }
    if (ids.length === 0 && !n.lower.includes('aws') && !n.lower.includes('secret')) return out;
    const secrets: Array<{ index: number; value: string }> = [];
    for (const c of runs) {
      if (c.value.length < 40 || !c.hasDigit) continue;
      for (const [s, , v] of scan([SECRET], c.value)) secrets.push({ index: c.start + s, value: v });
    }
    for (const m of secrets) {
      const s = m.index;
      const e = s + 40;
      const v = m.value;
      if (isPlaceholder(v) || !/[A-Za-z]/.test(v) || !/\d/.test(v)) continue;
      const nearId = ids.some((id) => Math.abs(id.index - s) < 200);
      // Without a key id next to it, a single-case 40-character run is more likely a SHA-1 or a
      // path than a key, so it must mix cases; with one, the pair is the credential.
      if (!nearId && !(/[A-Z]/.test(v) && /[a-z]/.test(v))) continue;
      if (!nearId && !contextNear(n.lower, s, e, WORDS, 40)) continue;
      out.push({ detector: 'secrets.aws', category: 'secret', type: 'aws_secret_key', label: 'AWS secret access key', ...n.spanToOriginal(s, e), score: 0.95 });
    }
    if (out.length) {
      for (const id of ids) {
        if (isPlaceholder(id.value)) continue;
        out.push({ detector: 'secrets.aws', category: 'secret', type: 'aws_secret_key', label: 'AWS secret access key', ...n.spanToOriginal(id.index, id.index + 20), score: 0.9 });
      }
    }
    return out;
  },
};
