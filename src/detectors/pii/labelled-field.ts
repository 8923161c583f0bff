import type { Detector, Finding } from '../types.js';
import { fold, nameLexicon } from './name-lexicon.js';

/**
 * Personal data by the name of the field that holds it: `"surname": "Pembroke"`, `Nom : DUBOIS`,
 * `passport_no: A09472815`, `Geburtsdatum: 07.08.1992`, `収件人: 王晓明`, a CSV or markdown table
 * whose header says `first_name` or `reviewer`. Records like these are what agents pass on from
 * their tools (CRM lookups, bookings, manifests, SQL results), and the field name says what the
 * value is where its shape alone cannot (a surname without a first name, a name in capitals or in
 * a script without capitals, a passport number written `passport_number`).
 *
 * Keys are read in any identifier style (snake_case, camelCase, "Date of Birth", "PAX NAME") and in
 * the commonest languages; each value must also have the shape of its type. Everything read for a
 * finding lies within REACH characters of it (a table's header included), so the stream guard's
 * holdback covers it.
 */

type FieldType = 'person' | 'address' | 'date_of_birth' | 'passport' | 'driver_license';

// Whole keys (after normalising: lower case, accents kept, `_ - .` and camelCase as spaces).
const KEYS: Record<FieldType, string[]> = {
  person: [
    'full name', 'fullname', 'first name', 'firstname', 'last name', 'lastname', 'surname', 'surnames', 'given name', 'given names',
    'forename', 'forenames', 'middle name', 'family name', 'maiden name', 'legal name', 'name on card', 'cardholder', 'card holder',
    'cardholder name', 'account holder', 'holder name', 'pax name', 'passenger name', 'guest name', 'customer name', 'client name',
    'patient name', 'employee name', 'applicant name', 'contact name', 'contact person', 'recipient name', 'sender name',
    'driver name', 'traveller name', 'traveler name', 'student name', 'tenant name', 'beneficiary name', 'payee name',
    'emergency contact', 'next of kin', 'signed by', 'signed off by', 'witness', 'attn',
    // fr, it, es, pt, de, nl, pl, tr, id, vi
    'nom', 'prénom', 'prenom', 'nom de famille', 'nom complet', 'nome', 'cognome', 'nome e cognome', 'nome completo', 'nombre',
    'apellido', 'apellidos', 'nombre completo', 'sobrenome', 'vorname', 'nachname', 'familienname', 'inhaber', 'inhaberin',
    'kontoinhaber', 'kontoinhaberin', 'empfänger', 'empfaenger', 'absender', 'titular', 'destinatario', 'destinatário',
    'naam', 'voornaam', 'achternaam', 'imię', 'imie', 'nazwisko', 'imię i nazwisko', 'odbiorca', 'ad soyad', 'adı soyadı', 'soyad',
    'soyadı', 'alıcı', 'alici', 'nama', 'nama lengkap', 'penerima', 'họ tên', 'họ và tên', 'người nhận',
    // ja, zh, ko, ru
    '氏名', '名前', 'お名前', '姓名', '收件人', '联系人', '受取人', '이름', '성명', '수령인', '받는 사람', 'имя', 'фамилия', 'фио', 'получатель',
  ],
  address: [
    'address', 'addr', 'home address', 'street address', 'shipping address', 'billing address', 'mailing address', 'postal address',
    'delivery address', 'residential address', 'permanent address', 'current address', 'address line', 'address line 1', 'address1',
    'adresse', 'anschrift', 'wohnadresse', 'lieferadresse', 'indirizzo', 'dirección', 'direccion', 'domicilio', 'endereço', 'endereco',
    'morada', 'adres', 'adresa', 'alamat', 'địa chỉ', 'dia chi', '住所', '地址', '收货地址', '주소', '배송지', 'адрес',
  ],
  date_of_birth: [
    'dob', 'd o b', 'date of birth', 'birth date', 'birthdate', 'birthday', 'born', 'geburtsdatum', 'geboren', 'date de naissance',
    'fecha de nacimiento', 'data di nascita', 'data de nascimento', 'data urodzenia', 'geboortedatum', 'doğum tarihi', 'dogum tarihi',
    'tanggal lahir', 'ngày sinh', '生年月日', '出生日期', '생년월일', 'дата рождения',
  ],
  passport: [
    'passport', 'passport no', 'passport number', 'passport num', 'passport nr', 'passport id', 'reisepass', 'reisepassnummer',
    'passnummer', 'numéro de passeport', 'numero de passeport', 'passeport', 'pasaporte', 'número de pasaporte', 'passaporto',
    'numero passaporto', 'passaporte', 'paszport', 'numer paszportu', 'paspoort', 'paspoortnummer', 'pasaport no', 'số hộ chiếu',
    '旅券番号', '护照号', '护照号码', '여권번호', 'номер паспорта',
  ],
  driver_license: [
    'driver license', 'driver licence', 'drivers license', 'drivers licence', 'driver s license', 'driver s licence', 'driving license',
    'driving licence', 'driver license number', 'driver licence number', 'driving licence number', 'driving license number',
    'driving licence no', 'driving license no', 'driver license no', 'dl number', 'dl no', 'dln', 'führerschein', 'führerscheinnummer',
    'permis de conduire', 'numéro de permis', 'licencia de conducir', 'carteira de motorista', 'cnh', 'rijbewijs', 'rijbewijsnummer',
    'prawo jazdy', 'patente', 'patente di guida', '運転免許証番号', '驾驶证号', '운전면허번호',
  ],
};
// Keys that name a person only in a record about people: a store, product or database has a
// "name" too. Their value must also look like a name the lexicon knows, be in a script without
// capitals, or sit in a record with other personal fields.
const WEAK_PERSON_KEYS = new Set([
  'name', 'holder', 'customer', 'client', 'patient', 'guest', 'passenger', 'pax', 'traveller', 'traveler', 'driver', 'applicant',
  'employee', 'tenant', 'student', 'recipient', 'sender', 'beneficiary', 'payee', 'reviewer', 'contact', 'member', 'owner',
  'assignee', 'requester', 'reporter', 'user', 'naam', 'nome', 'nombre', 'imię',
]);
// A licence number is a driver's only in a record about driving.
const WEAK_LICENCE_KEYS = new Set(['license number', 'licence number', 'license no', 'licence no', 'license', 'licence', 'license id']);

// Keys that hold one part of a name: a given name and a surname in one record together single
// someone out, as a full name does ("first_name: Mirela ... last_name: Dumitru").
const GIVEN_KEYS = new Set(['first name', 'firstname', 'given name', 'given names', 'forename', 'forenames', 'prénom', 'prenom', 'vorname', 'voornaam', 'imię', 'imie']);
const FAMILY_KEYS = new Set(['last name', 'lastname', 'surname', 'surnames', 'family name', 'nom', 'nom de famille', 'cognome', 'nachname', 'familienname', 'apellido', 'apellidos', 'sobrenome', 'achternaam', 'nazwisko', 'soyad', 'soyadı']);
type NamePart = 'given' | 'family' | undefined;
const namePart = (raw: string): NamePart => {
  const k = normaliseKey(raw).replace(/^(?:(?:customer|client|patient|guest|user|contact|legal|account|card|recipient|sender|employee|applicant|driver|passenger|traveller|traveler|student|member|owner|holder) )+/, '');
  return GIVEN_KEYS.has(k) ? 'given' : FAMILY_KEYS.has(k) ? 'family' : undefined;
};

/** Raises a given name and a surname found in one record (within `near` characters) to a full name's score. */
function pairNameParts(found: Array<{ f: Finding; part: NamePart }>, near: number): void {
  for (let i = 0; i < found.length; i++) {
    const a = found[i]!;
    if (!a.part) continue;
    for (let j = i + 1; j < found.length && found[j]!.f.start - a.f.end <= near; j++) {
      const b = found[j]!;
      if (b.part && b.part !== a.part) {
        a.f.score = Math.max(a.f.score, 0.85);
        b.f.score = Math.max(b.f.score, 0.85);
      }
    }
  }
}

const KEY_TYPE = new Map<string, FieldType>();
for (const [type, keys] of Object.entries(KEYS) as Array<[FieldType, string[]]>) for (const k of keys) KEY_TYPE.set(k, type);

// Words that may open a key before its type word ("customer full name", "home address").
const KEY_PREFIX = new Set(['customer', 'client', 'patient', 'guest', 'user', 'contact', 'primary', 'secondary', 'legal', 'account', 'card', 'recipient', 'sender', 'employee', 'applicant', 'driver', 'passenger', 'traveller', 'traveler', 'student', 'member', 'owner', 'holder', 'new', 'old', 'billing', 'shipping', 'home', 'mailing', 'personal', 'private', 'registered']);

// A record about people, for the weak keys: personal fields near by.
const PERSONAL_FIELD = /e-?mail|phone|mobile|\btel\b|birth|\bdob\b|passport|licen[cs]e|\bssn\b|nationality|gender|\bsex\b|surname|first.?name|last.?name|@|address|adresse|iban|card/i;
// A record about a place of business: its address is not someone's home.
// (Letters bound the words, not \b: keys glue them with underscores, "store_id".)
const BUSINESS = /(?<![a-z])(?:store|shop|branch|office|warehouse|hq|headquarters|opening|hours|restaurant|hotel|venue|depot|plant|factory|agência|agencia|filiale|sede|merchant|vendor|supplier)(?![a-z])/i;
const DRIVING = /driv|\bdmv\b|\bclass\b|vehicle|motor|führer|permis|licencia de conducir/i;

// Values that stand for a name in documentation and forms.
const PLACEHOLDER_NAMES = new Set(['john doe', 'jane doe', 'john smith', 'jane smith', 'max mustermann', 'erika mustermann', 'mario rossi', 'juan perez', 'juan pérez', 'test user', 'firstname lastname', 'first last', 'your name', 'full name', 'name', 'n/a', 'na', 'none', 'null', 'unknown', 'anonymous', 'redacted', 'string', 'example', 'test', 'sample', 'customer', 'user', 'guest']);

// Within this many characters of a finding: its key, a table's header, the record's other fields.
const REACH = 600;
// How far around a value the record is read (its other fields, a business, a driving cue).
const AROUND = 200;
const MAX_KEY = 40;
const MAX_VALUE = 120;

/** "passport_number" -> "passport number", "dateOfBirth" -> "date of birth", "Given Name(s)" -> "given names". */
export function normaliseKey(raw: string): string {
  return raw
    .replace(/\(s\)/g, 's')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .replace(/['’]/g, ' ')
    .replace(/[_\-.#:/()"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function keyType(raw: string): { type: FieldType; weak: boolean } | undefined {
  const k = normaliseKey(raw);
  if (!k || k.length > MAX_KEY) return undefined;
  const direct = KEY_TYPE.get(k);
  if (direct) return { type: direct, weak: false };
  if (WEAK_PERSON_KEYS.has(k)) return { type: 'person', weak: true };
  if (WEAK_LICENCE_KEYS.has(k)) return { type: 'driver_license', weak: true };
  // One or two qualifying words before a known key ("customer full name", "home address").
  const words = k.split(' ');
  for (let i = 1; i <= 2 && i < words.length; i++) {
    if (!words.slice(0, i).every((w) => KEY_PREFIX.has(w))) break;
    const rest = words.slice(i).join(' ');
    const t = KEY_TYPE.get(rest);
    if (t) return { type: t, weak: false };
    if (rest === 'name') return { type: 'person', weak: false };
  }
  return undefined;
}

const lex = () => nameLexicon();

const CJK_NAME = /^(?:[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{2,5}(?: [\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{1,4})?)$/u;
const NAME_TOKEN = /^[\p{L}\p{M}][\p{L}\p{M}'’.-]*$/u;

/** The value has a person name's shape: 1-5 words of letters, capitalised or in capitals. */
function nameShaped(v: string, strong: boolean): boolean {
  if (v.length < 2 || v.length > 60 || /[\d@_<>{}[\]=|\\]/.test(v)) return false;
  if (PLACEHOLDER_NAMES.has(v.toLowerCase())) return false;
  if (CJK_NAME.test(v)) return true;
  const tokens = v.split(/[\s,/]+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 5 || !tokens.every((t) => NAME_TOKEN.test(t))) return false;
  if (!tokens.some((t) => t.replace(/[.'’-]/g, '').length >= 2)) return false;
  const lowerAll = tokens.every((t) => t === t.toLowerCase());
  // "mark pinto" in a first_name field is a name; in a "name" field it is as often a slug, and
  // "acme/handbook" is a repository's full_name.
  if (lowerAll && (!strong || v.includes('/'))) return false;
  // Everyday words only, none of them a name the list knows: a business ("PIONEER GYM").
  const l = lex();
  const words = tokens.map((t) => fold(t.replace(/[.]$/, '')));
  if (words.every((w) => !l.first.has(w) && !l.last.has(w) && (l.other.has(w) || l.common.has(w)))) return false;
  // Particles ("van der Berg", "de la Cruz") may be lower case; some word is capitalised.
  return lowerAll || tokens.some((t) => /^\p{Lu}/u.test(t));
}

const DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}(?:st|nd|rd|th)?\.? (?:of )?\p{L}{3,10}\.?,? \d{4}|\p{L}{3,10}\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}|\d{4}年\d{1,2}月\d{1,2}日|\d{4}\. ?\d{1,2}\. ?\d{1,2}\.?)$/u;
const ID_VALUE = /^(?=[A-Za-z0-9 -]*\d)[A-Za-z0-9][A-Za-z0-9 -]{4,19}$/;

function valueFits(type: FieldType, v: string, strongKey: boolean): boolean {
  switch (type) {
    case 'person':
      return nameShaped(v, strongKey);
    case 'address':
      return v.length >= 6 && v.length <= MAX_VALUE && /\d/.test(v) && /\p{L}/u.test(v) && !/@|:\/\//.test(v) && !/^[\d\s.,/-]+$/.test(v);
    case 'date_of_birth':
      return DATE.test(v);
    case 'passport':
      return /^[A-Z0-9]{6,12}$/i.test(v.replace(/[ -]/g, '')) && /\d/.test(v) && (v.match(/[ -]/g)?.length ?? 0) <= 1;
    case 'driver_license':
      return ID_VALUE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 3 && (v.match(/ /g)?.length ?? 0) <= 2;
  }
}

/**
 * A person's name in full, or any other field, is reported at 0.85 (flagged); one word ("James",
 * "DUBOIS") only masked, as the person detector does: a given name or a surname alone does not
 * single anyone out.
 */
function scoreOf(type: FieldType, v: string): number {
  return type === 'person' && !CJK_NAME.test(v) && v.split(/[\s,/]+/).filter((w) => w.replace(/[.'’-]/g, '').length > 1).length < 2 ? 0.6 : 0.85;
}

const LABEL: Record<FieldType, string> = {
  person: 'person name',
  address: 'postal address',
  date_of_birth: 'date of birth',
  passport: 'passport number',
  driver_license: "driver's licence number",
};

/** The value after a separator at `i` (':' or '='), trimmed: [start, end) or undefined. */
function readValue(text: string, i: number, eq: boolean): [number, number] | undefined {
  let s = i + 1;
  while (s < text.length && (text[s] === ' ' || text[s] === '\t')) s++;
  const q = text[s];
  if (q === '"' || q === '\'' || q === '“') {
    const close = q === '“' ? '”' : q;
    // Searched within MAX_VALUE characters only, so an unclosed quote costs no more than that.
    const at = text.slice(s + 1, s + 2 + MAX_VALUE).indexOf(close);
    if (at === -1 || text.slice(s + 1, s + 1 + at).includes('\n')) return undefined;
    return [s + 1, s + 1 + at];
  }
  let e = s;
  const limit = Math.min(text.length, s + MAX_VALUE);
  while (e < limit) {
    const c = text[e]!;
    if (c === '\n' || c === '\r' || c === '\t' || c === ';' || c === '|' || c === '}' || c === ']') break;
    if (eq && (c === ' ' || c === '&' || c === ',')) break;
    if (c === ' ' && text[e + 1] === ' ') break;
    if (c === ',' && text[e + 1] === ' ' && text[e + 2] === '"') break;
    e++;
  }
  if (e === limit && limit < text.length && text[e] !== '\n') return undefined;
  // Trailing spaces and commas, and a sentence's full stop (not an initial's: "J. K. Adeyemi").
  while (e > s && (/[\s,]/.test(text[e - 1]!) || (text[e - 1] === '.' && /[\p{Ll}\d]/u.test(text[e - 2] ?? '')))) e--;
  return e > s ? [s, e] : undefined;
}

/** The key before a separator at `i`: back to a line start, a delimiter or two spaces. */
function readKey(text: string, i: number): string | undefined {
  let e = i;
  while (e > 0 && (text[e - 1] === ' ' || text[e - 1] === '\t')) e--;
  if (e > 0 && (text[e - 1] === '"' || text[e - 1] === '\'')) e--;
  let s = e;
  const floor = Math.max(0, e - MAX_KEY - 2);
  while (s > floor) {
    const c = text[s - 1]!;
    if (c === '\n' || c === '\t' || c === '|' || c === '{' || c === ',' || c === ';' || c === '"' || c === '\'' || c === ':' || c === '=' || c === '>' || c === '[') break;
    if (c === ' ' && text[s - 2] === ' ') break;
    s--;
  }
  if (s === floor && floor > 0) return undefined;
  const key = text.slice(s, e).replace(/^[\s\-*•>#\d.)]+/, '');
  return key.length > 0 ? key : undefined;
}

// A value under a weak key ("name", "customer", a speaker's label in a transcript) is a person's
// name when the name list knows one of its words and knows none of the others as an everyday
// word ("Yeah, that would be great", "Set up Node.js" are not), or when it is two to four
// capitalised words none of which is an everyday word, outside a record about a business; not a
// public figure the list knows; or written in a script without capitals.
const ORG_WORDS = /\b(?:inc|ltd|llc|plc|gmbh|ag|sa|bv|corp|co|company|group|holdings|bank|hotel|gym|cafe|café|store|shop|studio|labs|team|club)\b\.?$/i;
function weakNameOk(v: string, around: string): boolean {
  if (CJK_NAME.test(v)) return true;
  const l = lex();
  const tokens = v.split(/[\s,/]+/).filter(Boolean);
  const words = tokens.map((w) => fold(w.replace(/\.$/, '')));
  if (words.length > 4 || l.publicPhrases.has(words.join(' ')) || ORG_WORDS.test(v)) return false;
  const named = (w: string): boolean => l.first.has(w) || l.last.has(w);
  const everyday = (w: string): boolean => w.length > 2 && !named(w) && (l.other.has(w) || l.common.has(w));
  if (words.some(everyday)) return false;
  if (words.some(named)) return true;
  return words.length >= 2 && tokens.every((t) => /^\p{Lu}/u.test(t)) && !BUSINESS.test(around);
}

function accept(type: FieldType, weak: boolean, v: string, text: string, start: number, end: number): boolean {
  if (!valueFits(type, v, !weak)) return false;
  const around = (): string => text.slice(Math.max(0, start - AROUND), Math.min(text.length, end + AROUND));
  if (type === 'person' && weak) return weakNameOk(v, around());
  if (type === 'driver_license' && weak) return DRIVING.test(around());
  if (type === 'address') return !BUSINESS.test(around()) || /\b(?:customer|client|patient|guest|home|recipient|ship to|deliver)/i.test(around());
  return true;
}

// Table rows: a header line of 2-12 short cells, then up to TABLE_ROWS lines with as many cells.
const TABLE_ROWS = 20;
const CELL_SEP = ['|', '\t', ','] as const;

function splitCells(line: string, sep: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let s = 0;
  for (let i = 0; i <= line.length; i++) {
    if (i === line.length || line[i] === sep) {
      let a = s;
      let b = i;
      while (a < b && /\s/.test(line[a]!)) a++;
      while (b > a && /\s/.test(line[b - 1]!)) b--;
      out.push([a, b]);
      s = i + 1;
    }
  }
  // Markdown and psql borders: an empty cell before the first bar and after the last.
  if (sep === '|') {
    if (out.length && out[0]![0] === out[0]![1]) out.shift();
    if (out.length && out[out.length - 1]![0] === out[out.length - 1]![1]) out.pop();
  }
  return out;
}

/** Every cell at most 32 characters and at most 12 cells: checked without splitting (prose lines fail fast). */
function shortCells(line: string, sep: string): boolean {
  const code = sep.charCodeAt(0);
  let cells = 1;
  let run = 0;
  for (let i = 0; i < line.length; i++) {
    if (line.charCodeAt(i) === code) {
      if (++cells > 13) return false;
      run = 0;
    } else if (++run > 32) return false;
  }
  return true;
}

/** A table's header line: 2-12 short cells, at least one of them a personal field's key. */
function readHeader(line: string): { sep: string; cells: Array<[number, number]>; types: Array<{ type: FieldType; weak: boolean } | undefined> } | undefined {
  const sep = CELL_SEP.find((c) => line.includes(c));
  if (!sep || !shortCells(line, sep)) return undefined;
  const cells = splitCells(line, sep);
  if (cells.length < 2 || cells.length > 12) return undefined;
  const names = cells.map(([a, b]) => line.slice(a, b));
  if (!names.every((n) => n.length > 0 && n.length <= 30 && /^[\p{L}\p{M}][\p{L}\p{M}\p{N} _.'’()#/-]*$/u.test(n))) return undefined;
  const types = names.map((n) => keyType(n));
  return types.some(Boolean) ? { sep, cells, types } : undefined;
}

function tableFindings(text: string, out: Finding[]): void {
  const lines: Array<[number, number]> = [];
  for (let start = 0; start <= text.length; ) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    lines.push([start, end]);
    start = end + 1;
  }
  for (let h = 0; h < lines.length; h++) {
    const [hs, he] = lines[h]!;
    if (he - hs > 300) continue;
    const head = readHeader(text.slice(hs, he));
    if (!head) continue;
    const { sep, cells, types } = head;
    const header = text.slice(hs, he);
    const parts = cells.map(([a, b]) => namePart(header.slice(a, b)));
    for (let r = h + 1; r < lines.length && r <= h + TABLE_ROWS + 1; r++) {
      const [rs, re] = lines[r]!;
      if (re - hs > REACH) break;
      const row = text.slice(rs, re);
      if (/^[\s|:+-]*$/.test(row)) continue;
      const rc = splitCells(row, sep);
      // Another header starts another table (read from its own line).
      if (rc.length !== cells.length || readHeader(row)) break;
      const rowFound: Array<{ f: Finding; part: NamePart }> = [];
      for (let c = 0; c < rc.length; c++) {
        const t = types[c];
        if (!t) continue;
        const [a, b] = rc[c]!;
        const v = row.slice(a, b);
        const start = rs + a;
        const end = rs + b;
        if (t.type === 'person' && t.weak) {
          if (!nameShaped(v, false)) continue;
          // The record read is the table itself (header to this row, and a little after), so
          // what a finding depends on stays within the detector's reach.
          if (!weakNameOk(v, text.slice(hs, Math.min(text.length, end + 100)))) continue;
        } else if (!accept(t.type, t.weak, v, text, start, end)) continue;
        const f: Finding = { detector: 'pii.labelled_field', category: 'pii', type: t.type, label: LABEL[t.type], start, end, score: scoreOf(t.type, v) };
        out.push(f);
        if (t.type === 'person') rowFound.push({ f, part: parts[c] });
      }
      pairNameParts(rowFound, row.length);
    }
  }
}

const SEPARATOR = /[:=：]/g;

/** Values of personal fields named by their key, in records and tables. */
export const labelledFieldDetector: Detector = {
  // A table's header, up to REACH before the end of a row, and the record's words up to AROUND
  // after a value: within 800 characters, the longest reach the stream holdback already covers.
  meta: { id: 'pii.labelled_field', category: 'pii', stage: 'fastpath', maxMatchLength: REACH + AROUND },
  detect(text) {
    const out: Finding[] = [];
    const persons: Array<{ f: Finding; part: NamePart }> = [];
    SEPARATOR.lastIndex = 0;
    for (let m = SEPARATOR.exec(text); m; m = SEPARATOR.exec(text)) {
      const i = m.index;
      const c = m[0];
      // Not "https://", "a:b" times or ratios.
      if (c === ':' && (text[i + 1] === '/' || /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''))) continue;
      const key = readKey(text, i);
      if (!key) continue;
      const kt = keyType(key);
      if (!kt) continue;
      const span = readValue(text, i, c === '=');
      if (!span) continue;
      const v = text.slice(span[0], span[1]);
      if (!accept(kt.type, kt.weak, v, text, span[0], span[1])) continue;
      const f: Finding = { detector: 'pii.labelled_field', category: 'pii', type: kt.type, label: LABEL[kt.type], start: span[0], end: span[1], score: scoreOf(kt.type, v) };
      out.push(f);
      if (kt.type === 'person') persons.push({ f, part: namePart(key) });
    }
    pairNameParts(persons, AROUND);
    if (text.includes('\n')) tableFindings(text, out);
    return out;
  },
};
