import { isPossiblePhoneNumber, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import type { Detector, Finding } from '../types.js';
import { allSameDigits, contextNear, sequentialDigits } from '../regex.js';
import { isCardNumber } from './credit-card.js';

// A phone-shaped run: optional +CC / 00 prefix, then digit groups (or a bracketed area code)
// separated by ONE space, dot or dash, optionally an extension. Groups need a separator between
// them (except after a bracket), so a digit run can be split only one way: linear time.
const PHONE =
  /(?<![\w+@/.:-])(?:\+\d{1,3}[ .-]?|00\d{1,3}[ .-]|\d{3}-)?(?:\(\d{1,5}\)[ .-]?|\d{1,12}[ .-])(?:\d{1,12}[ .-]){0,5}\d{2,12}(?:\s?(?:x|ext\.?|#)\s?\d{1,5})?(?![\w@]|[-.,/:]\d)/g;
// A single run of 7-12 digits (no separators), only reported next to a phone word.
const BARE = /(?<![\w+@/.:-])\+?\d{7,12}(?![\w@]|[-.,/:]\d)/g;

const CONTEXT = [
  'phone', 'tel', 'telephone', 'mobile', 'cell', 'fax', 'call', 'calls', 'text', 'sms', 'whatsapp', 'contact', 'reach',
  'dial', 'desk', 'office', 'landline', 'ph', 'mob', 'answering', 'messages', 'hotline', 'ring', 'phone number',
  // Session 31: "keep 0706 214 8853 reachable", "activated on ... (the SIM)", "her new number is" (not
  // "tracking number"),
  // and the phone words of other languages ("rappel au 07 81 22 45 90", "pod numerem 601 234 567").
  'reachable', 'sim', 'msisdn', 'number is', 'new number', 'my number', 'your number', 'her number', 'his number', 'their number', 'contact number', 'téléphone', 'tél', 'portable', 'appellera', 'appeler', 'rappel', 'numéro', 'teléfono', 'telefono',
  'móvil', 'movil', 'celular', 'llamar', 'llamará', 'cellulare', 'chiamare', 'telefon', 'handy', 'anrufen', 'rufnummer', 'telefone',
  'ligar', 'numer', 'numerem', 'telefonu', 'numero', 'número', 'nummer', 'telefoonnummer', 'bellen',
];
// Numbers next to these words are some other identifier or part of an address.
const NOT_PHONE = [
  'license', 'licence', 'passport', 'card', 'account', 'acct', 'ssn', 'social security', 'zip', 'postal', 'postcode',
  'order', 'invoice', 'iban', 'routing', 'suite', 'apt', 'apartment', 'unit', 'box', 'isbn', 'serial', 'id',
  // Session 27 (a fresh probe's look-alikes): "reference number 7741 2290 5531", "Part no.
  // 415-555-0132-B", "budget code 6610-230".
  'reference', 'ref', 'part', 'sku', 'tracking', 'ticket', 'budget', 'cost centre', 'cost center',
  // Session 31 ("number" now counts as a phone word): "Confirmation number: 138936039".
  'confirmation', 'booking', 'reservation', 'membership', 'voucher', 'receipt', 'transaction',
];

const DATE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;
const SSN_SHAPE = /^\d{3}-\d{2}-\d{4}$/;
const IPV4_SHAPE = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const US_SHAPE = /^(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[-.])\d{3}[-.]\d{4}$/;

// Without a phone word near by, these shapes are years and measurements, not numbers to dial:
// a span of years ("1775-1783", "2018-2019"), a decimal ("40.752007"), a dotted version with a
// one-digit group ("143.0.0.30.121").
const YEAR_RANGE = /^(?:1[5-9]|20)\d\d-(?:1[5-9]|20)\d\d$/;
// Also, without a phone word: a US ZIP+4 code ("MA 02110-1301"), a range of numbers ("pp.
// 1066-1077", "60000-64999": two groups of one length, the second larger), and a number
// followed by a date ("30736 2007-01-31", an `ls -l` line).
const ZIP_PLUS_4 = /^\d{5}-\d{4}$/;
const RANGE = /^(\d{2,6})-(\d{2,6})$/;
const WITH_DATE = /\d{4}-\d{2}-\d{2}/;
// Groups of a number table or a byte dump continue before or after the match ("56  68 109 103
// 77", "80 d6 51 09 98 75 5d").
const TABLE_BEFORE = /(?:^|[\s,])[0-9A-Fa-f]{1,4}[ \t]{1,4}$/;
const TABLE_AFTER = /^[ \t]{1,4}[0-9A-Fa-f]{1,4}(?:[\s,>]|$)/;
// A decimal with a phone word near by is still a measurement unless it splits as 3.4 ("555.0147").
const LOCAL_DOTTED = /^\d{3}\.\d{4}$/;

function isRange(core: string): boolean {
  const m = RANGE.exec(core);
  return m !== null && m[1]!.length === m[2]!.length && Number(m[2]) > Number(m[1]);
}
const DECIMAL = /^\d+\.\d+$/;
const VERSION = /(?:^|\.)\d(?:\.|$)/;

function stripExtension(v: string): string {
  return v.replace(/\s?(?:x|ext\.?|#)\s?\d{1,5}$/, '');
}

// libphonenumber checks cost tens of microseconds; past this many per text, only numbers with
// a phone word near by or an unmistakable shape (+CC, brackets, US format) are reported.
const VALIDATION_BUDGET = 64;

/** Phone numbers worldwide (libphonenumber-js), avoiding dates, IDs, IPs and version strings. */
// Session 32 (a fresh probe of ordinary agent answers): a museum's, a hotel's or a theatre's own
// line ("The hotel's main number is +44 20 7836 4343", "General information: +1 212-535-7710") is
// published for the public. Only a visitor venue named in the sentence before (VENUE_BACK) and a
// word that presents a switchboard line right before the number; an office's or a person's number
// stays a finding.
const VENUE_BACK = 160;
const VENUE = /(?:museum|museo|musée|gallery|galleria|cathedral|basilica|abbey|palace|monument|stadium|arena|zoo|aquarium|observatory|opera house|concert hall|theatre|theater|embassy|consulate|hotel|box office)/;
const VENUE_LINE = /\b(?:main|general|information|info|visitor|visitors'?|reservations?|booking|bookings|box office|front desk|reception|switchboard|enquiries|inquiries|ticket(?:s|ing)?)\b(?: (?:phone|telephone|tel\.?|line|number|desk|office))*(?: (?:line|number))?(?: is)?[:\s-]{1,4}$/;
function venueLine(lower: string, at: number): boolean {
  const before = lower.slice(Math.max(0, at - VENUE_BACK), at);
  if (!VENUE_LINE.test(before.slice(-48))) return false;
  return VENUE.test(before);
}

export function createPhoneDetector(regions: readonly string[]): Detector {
  const countries = regions as readonly CountryCode[];
  const validSomewhereUncached = (v: string): boolean => {
    if (v.startsWith('+')) return isValidPhoneNumber(v);
    if (v.startsWith('00')) return isValidPhoneNumber('+' + v.slice(2));
    return countries.some((c) => isValidPhoneNumber(v, c));
  };
  const possibleSomewhereUncached = (v: string): boolean => {
    if (v.startsWith('+')) return isPossiblePhoneNumber(v);
    if (v.startsWith('00')) return isPossiblePhoneNumber('+' + v.slice(2));
    return countries.some((c) => isPossiblePhoneNumber(v, c));
  };
  return {
    meta: { id: 'pii.phone', category: 'pii', stage: 'fastpath', maxMatchLength: 40 + VENUE_BACK },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      const taken: Array<[number, number]> = [];
      let budget = VALIDATION_BUDGET;
      const memo = new Map<string, boolean>();
      const cached = (kind: string, v: string, f: (v: string) => boolean): boolean => {
        const key = kind + v;
        let r = memo.get(key);
        if (r === undefined) {
          if (budget <= 0) return false;
          budget--;
          r = f(v);
          memo.set(key, r);
        }
        return r;
      };
      const validSomewhere = (v: string): boolean => cached('v', v, validSomewhereUncached);
      const possibleSomewhere = (v: string): boolean => cached('p', v, possibleSomewhereUncached);
      let venue: boolean | undefined;
      const push = (s: number, e: number, score: number): void => {
        taken.push([s, e]);
        if ((venue ??= VENUE.test(n.lower)) && venueLine(n.lower, s)) return;
        out.push({ detector: 'pii.phone', category: 'pii', type: 'phone', label: 'phone number', ...n.spanToOriginal(s, e), score });
      };
      for (const m of n.text.matchAll(PHONE)) {
        const raw = m[0];
        const core = stripExtension(raw);
        const digits = core.replace(/\D/g, '');
        if (digits.length < 7 || digits.length > 15) continue;
        if (DATE.test(core) || SSN_SHAPE.test(core) || IPV4_SHAPE.test(core)) continue;
        if (allSameDigits(digits) || sequentialDigits(digits)) continue;
        if (isCardNumber(digits)) continue;
        const e = m.index + raw.length;
        if (contextNear(n.lower, m.index, m.index, NOT_PHONE, 24)) continue;
        if (DECIMAL.test(core) && !LOCAL_DOTTED.test(core)) continue;
        const near = contextNear(n.lower, m.index, e, CONTEXT, 30);
        const strongShape = core.startsWith('+') || core.startsWith('00') || core.includes('(') || US_SHAPE.test(core);
        if (near && (strongShape || digits.length >= 7)) push(m.index, e, 0.9);
        else if (strongShape && possibleSomewhere(core)) push(m.index, e, 0.8);
        else if (YEAR_RANGE.test(core) || DECIMAL.test(core) || (core.includes('.') && VERSION.test(core))) continue;
        else if (ZIP_PLUS_4.test(core) || isRange(core) || WITH_DATE.test(core)) continue;
        else if (TABLE_BEFORE.test(n.text.slice(Math.max(0, m.index - 8), m.index)) || TABLE_AFTER.test(n.text.slice(e, e + 8))) continue;
        else if (!/^ \p{L}/u.test(n.text.slice(e, e + 2)) && !/\b(?:at|to|in)\s$/.test(n.lower.slice(Math.max(0, m.index - 4), m.index)) && validSomewhere(core)) push(m.index, e, 0.7);
      }
      // Both scans run left to right, so one pointer walks the phone spans already taken.
      const spans = taken.slice();
      let ti = 0;
      for (const m of n.text.matchAll(BARE)) {
        const e = m.index + m[0].length;
        while (ti < spans.length && spans[ti]![1] <= m.index) ti++;
        if (ti < spans.length && spans[ti]![0] < e) continue;
        if (allSameDigits(m[0]) || sequentialDigits(m[0]) || isCardNumber(m[0].replace('+', ''))) continue;
        if (contextNear(n.lower, m.index, m.index, NOT_PHONE, 24)) continue;
        if (!contextNear(n.lower, m.index, e, CONTEXT, 30)) continue;
        push(m.index, e, 0.8);
      }
      return out;
    },
  };
}
