import { regexDetector } from '../regex.js';

// The lookbehind pins a match to the start of a local part, so a long run of word characters
// without an `@` costs one bounded attempt, not one per position. Not followed by ":path":
// "git@github.com:org/repo.git" and "root@host:~" are scp/SSH targets, not mailboxes.
// Session 28: nor the password and host of a URL's credentials ("mongodb://user:p%40ss@db.example.com"):
// a local part right after "://user:" is a password.
const EMAIL =
  /(?<![A-Za-z0-9._%+-])(?<!:\/\/[^\s/@:]{0,64}:)[A-Za-z0-9_%+-][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![A-Za-z0-9-]|:[\w~/])/g;
// systemd template instances ("pg_basebackup@15-main.service", "getty@tty1.service") end in a
// unit type, which is no top-level domain.
const UNIT_TYPE = /\.(?:service|socket|timer|target|mount|automount|path|slice|scope|swap|device)$/i;

// Addresses written to dodge scrapers: "john [at] example [dot] com", "jane.doe(at)gmail(dot)com",
// "ana {at} correo {dot} es". A bracketed "at" is a deliberate marker, so any dot spelling may
// follow it; the top-level domain is checked against the list below.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})';
const BR_AT = '\\s{0,2}[\\[({<]\\s{0,2}at\\s{0,2}[\\])}>]\\s{0,2}';
const BR_DOT = '\\s{0,2}[\\[({<]\\s{0,2}(?:dot|\\.)\\s{0,2}[\\])}>]\\s{0,2}';
const ANY_DOT = `(?:${BR_DOT}|\\.|\\s{1,2}dot\\s{1,2})`;
const BRACKETED = new RegExp(
  `(?<![A-Za-z0-9._%+-])[A-Za-z0-9_%+-](?:[A-Za-z0-9_%+-]{0,63}?(?:${BR_DOT}|\\.)){0,3}[A-Za-z0-9_%+-]{0,63}${BR_AT}${LABEL}(?:${ANY_DOT}${LABEL}){0,6}${ANY_DOT}[A-Za-z]{2,24}(?![A-Za-z0-9-]|\\.[A-Za-z0-9]|${BR_DOT}[A-Za-z0-9])`,
  'gi',
);
// "bob at example dot com": plain words, so only the full shape counts (a word, " at ", a
// domain word, " dot ", a listed top-level domain that is not also an English word), and not
// when the "domain" is a determiner ("look at the dot com boom") or "dot com" names the era.
const PLAIN_TLD =
  '(?:com|net|org|edu|gov|mil|info|biz|io|ai|dev|app|co|uk|de|fr|es|nl|ch|se|dk|fi|pl|pt|br|mx|ar|cl|ca|au|nz|jp|cn|ru|kr|tw|hk|sg|za|ie|il|tr|gr|cz|hu|ro|ua|eu|xyz|email|mail)';
const PLAIN = new RegExp(
  `(?<![A-Za-z0-9._%+-])[A-Za-z0-9_%+-][A-Za-z0-9._%+-]{0,63}\\s{1,2}at\\s{1,2}(?!(?:the|this|that|these|those|a|an|my|your|our|his|her|their|its|home|work|least|most|all|once|first|last)\\s)${LABEL}(?:\\s{1,2}dot\\s{1,2}${LABEL}){0,3}\\s{1,2}dot\\s{1,2}${PLAIN_TLD}(?![A-Za-z0-9-]|\\s{1,3}(?:era|bubble|boom|bust|crash|compan(?:y|ies)|startups?|days|mania|age|years|millionaires?)\\b)`,
  'gi',
);

const BRACKET_AT = /[[({<]\s{0,2}at\s{0,2}[\])}>]/;

// Country codes and the generic domains in common use; a made-up "top-level domain" ("work.Then")
// after a bracketed "at" is prose, not an address.
const TLDS = new Set(
  (
    'com net org edu gov mil int info biz name pro aero coop museum mobi jobs travel tel asia io ai app dev xyz online site tech cloud store shop blog email mail page web website world live news club space design agency media digital network systems solutions services company group global art studio academy ' +
    'ac ad ae af ag al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw'
  ).split(' '),
);

/** True for an obfuscated address (no "@") whose last label is no known top-level domain. */
function unknownTld(value: string): boolean {
  if (value.includes('@') || value.includes('\uFF20')) return false;
  const tld = /([A-Za-z]{2,24})$/.exec(value)?.[1]?.toLowerCase();
  return tld === undefined || !TLDS.has(tld);
}

/** E-mail addresses (RFC 5321 sizes: 64-char local part, 255-char domain), plain or obfuscated. */
export const emailDetector = regexDetector({
  id: 'pii.email',
  category: 'pii',
  type: 'email',
  label: 'email address',
  patterns: [EMAIL, BRACKETED, PLAIN],
  // Each form is scanned only when its marker is present. Single-character `includes` first
  // (tens of nanoseconds on 1 KB, where a regex or a longer needle costs a microsecond or more):
  // most texts have no "@", no closing bracket and no "dot"; " at " alone is in most prose.
  choose: (n) => {
    const t = n.lower;
    const out = [];
    if (t.includes('@') || t.includes('\uFF20')) out.push(EMAIL);
    if ((t.includes(']') || t.includes(')') || t.includes('}') || t.includes('>')) && BRACKET_AT.test(t)) out.push(BRACKETED);
    if (t.includes('dot') && t.includes(' dot ') && t.includes(' at ')) out.push(PLAIN);
    return out;
  },
  invalidate: (v) => UNIT_TYPE.test(v) || unknownTld(v),
  score: 0.95,
  // (and the URL credentials' user read before a local part: 64 + "://" + ":")
  maxMatchLength: 64 + 1 + 255 + 80 + 70,
});
