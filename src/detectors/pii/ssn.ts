import type { Detector, Finding } from '../types.js';
import { allSameDigits, contextNear, sequentialDigits } from '../regex.js';

// 123-45-6789 or 123 45 6789 (same separator twice), or nine bare digits.
const SSN = /(?<![\d-])(\d{3})([- ]?)(\d{2})\2(\d{4})(?![\d]|-\d)/g;
const CONTEXT = ['ssn', 'ss#', 'ss #', 'social security', 'social', 'taxpayer', 'tin', 'ssa'];

/** SSA rules: no area 000, 666 or 900-999; no group 00; no serial 0000. */
export function validSsn(area: string, group: string, serial: string): boolean {
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (group === '00' || serial === '0000') return false;
  return !allSameDigits(area + group + serial) && !sequentialDigits(area + group + serial);
}

/** US Social Security numbers. Bare nine-digit runs count only next to words like "SSN". */
export const ssnDetector: Detector = {
  meta: { id: 'pii.ssn', category: 'pii', stage: 'fastpath', maxMatchLength: 11 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    SSN.lastIndex = 0;
    for (let m = SSN.exec(n.text); m; m = SSN.exec(n.text)) {
      const [all, area, sep, group, serial] = m as unknown as [string, string, string, string, string];
      if (!validSsn(area, group, serial)) continue;
      const end = m.index + all.length;
      const near = contextNear(n.lower, m.index, end, CONTEXT, 50);
      if (sep !== '-' && !near) continue;
      const score = near ? 0.95 : sep === '-' ? 0.85 : 0.6;
      out.push({ detector: 'pii.ssn', category: 'pii', type: 'ssn', label: 'US social security number', ...n.spanToOriginal(m.index, end), score });
    }
    return out;
  },
};
