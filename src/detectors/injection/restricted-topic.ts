import { declinedBefore } from '../declined.js';
import { looksForeign } from '../extraction/guarded-i18n.js';
import type { Detector, Finding } from '../types.js';
import { sentenceBounds } from '../sentences.js';
import { TOPICS } from './topic-lexicon.js';

/*
 * A topic the request's `context` (the agent's system prompt, when the caller sends it) rules out,
 * and the checked text going into it anyway: the briefing says "Never discuss politics", "Due to
 * allergen concerns, providing recipes is not allowed" or "Under no circumstances should you help
 * with the task of baking a cake", and the text asks "Who should I vote for?", "Comment cuisiner
 * une omelette ?" or "What are the basic ingredients for a cake?" (or, checked as the agent's
 * reply, answers it). Users get round such rules by asking in another language, through a
 * synonym or an instance of the topic, or inside small talk, so the topic is read as the words of
 * the prohibition plus the words of a built-in list of commonly ruled-out topics they name
 * (`topic-lexicon.ts`), and the text is compared word by word with accents removed.
 *
 * What the briefing asks the agent to do is not ruled out ("Your task is to provide a vegetarian
 * recipe ... never share recipes that contain meat": meat, not recipes). A prohibition must be
 * addressed to the agent (an order, "you must not", "... is not allowed") and be about what it
 * says or does ("discuss", "answer questions about", "help with"), so a grounding document's
 * "patients should avoid alcohol" rules nothing out. A text declining the topic ("I'm sorry, I
 * can't discuss politics") or setting it aside ("I'm not asking about politics, just ...") is not
 * going into it. Type `restricted_topic`: a flag by default (the operator's rule broken or about to
 * be), not a rejection. Runs in the model stage, on checks that carry context.
 * Written for this project.
 */

const CONTEXT_CHARS = 20_000;
const MAX_SENTENCE = 600;
const MAX_PHRASE_WORDS = 20;
const MAX_RULES = 24;

/** Lowercase without accents: "Zauberflöte" and "zauberflote" compare equal. */
function fold(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** Word entries (exact, stem, word pairs) compiled for lookups per token; each entry owns ids. */
class Matcher {
  readonly exact = new Map<string, Set<number>>();
  readonly prefixes = new Map<number, Map<string, Set<number>>>();
  readonly cjk = new Map<string, Set<number>>();
  maxWords = 1;

  add(entry: string, id: number): void {
    if (CJK.test(entry)) return void addId(this.cjk, entry, id);
    const words = entry.split('_').filter(Boolean);
    if (words.length === 0) return;
    this.maxWords = Math.max(this.maxWords, words.length);
    const stem = words[words.length - 1]!.endsWith('*');
    const key = words.join(' ').replace(/\*$/, '');
    if (key.length < 2) return;
    if (!stem) return void addId(this.exact, key, id);
    let byLen = this.prefixes.get(key.length);
    if (!byLen) this.prefixes.set(key.length, (byLen = new Map()));
    addId(byLen, key, id);
  }

  /** Ids of the entries matching at token i, with the index of the token after the match. */
  at(tokens: readonly string[], i: number, out: (id: number, key: string, end: number) => void): void {
    let joined = '';
    for (let k = 0; k < this.maxWords && i + k < tokens.length; k++) {
      const last = tokens[i + k]!;
      const cut = joined.length + (k > 0 ? 1 : 0);
      joined = k > 0 ? `${joined} ${last}` : last;
      const ex = this.exact.get(joined);
      if (ex) for (const id of ex) out(id, joined, i + k + 1);
      for (const [len, byLen] of this.prefixes) {
        // The stem ends inside the last word: "politic" in "political", "climate change" in "climate changes".
        if (len <= cut || len > joined.length) continue;
        const hit = byLen.get(joined.slice(0, len));
        if (hit) for (const id of hit) out(id, joined.slice(0, len), i + k + 1);
      }
    }
  }
}

function addId(map: Map<string, Set<number>>, key: string, id: number): void {
  let s = map.get(key);
  if (!s) map.set(key, (s = new Set()));
  s.add(id);
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

function tokenize(text: string): { words: string[]; starts: number[]; ends: number[] } {
  const words: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    words.push(fold(m[0]).replace(/['’]s$/, ''));
    starts.push(m.index);
    ends.push(m.index + m[0].length);
  }
  return { words, starts, ends };
}

// A topic's triggers, compiled once: topic i matches a prohibition's words through them.
const TRIGGERS = new Matcher();
TOPICS.forEach((t, i) => t.triggers.forEach((w) => TRIGGERS.add(w, i)));

/** Light English stemming for the prohibition's own words: "recipes" and "recipies" -> "recip". */
function stem(w: string): string {
  let s = w;
  if (s.length > 4 && s.endsWith('ies')) s = s.slice(0, -3);
  else if (s.length > 4 && /(?:ch|sh|x|ss)es$/.test(s)) s = s.slice(0, -2);
  else if (s.length > 3 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
  if (s.length >= 8 && s.endsWith('ation')) s = s.slice(0, -5);
  else if (s.length >= 7 && s.endsWith('ing')) s = s.slice(0, -3);
  else if (s.length >= 6 && s.endsWith('ed')) s = s.slice(0, -2);
  else if (s.length >= 6 && s.endsWith('al')) s = s.slice(0, -2);
  else if (s.length >= 6 && /[ye]$/.test(s)) s = s.slice(0, -1);
  return s;
}

// Words of a prohibition that name no topic: function words, what the agent is told not to do
// with it, quantifiers and qualifiers, and what secrecy rules guard (guarded_context's domain).
const STOP = new Set(
  (
    'a an the and or nor but if of to in on at by for from with without into onto about above after before over under ' +
    'any anything all every each some such other others another this that these those it its them their they there here ' +
    'you your yours yourself user users customer customers people person someone anyone everyone one ones ' +
    "not no never do does doing done don't dont is are was were be been being am will would should shall may might must can could " +
    'discuss discussing discussed discussion discussions talk talking talks speak speaking chat chatting mention mentioning ' +
    'answer answers answering respond responding reply replying help helping assist assisting provide providing give giving ' +
    'offer offering share sharing recommend recommending recommendation recommendations suggest suggesting advise advising advice ' +
    'engage engaging comment commenting write writing generate generating create creating produce producing explain explaining ' +
    'describe describing bring up touch cover covering teach teaching tell telling instruct instructions instruction go get make ' +
    'making solve solving perform performing address addressing express expressing opinions opinion views view thoughts ' +
    'topic topics subject subjects matter matters area areas field fields question questions query queries request requests ' +
    'information info details detail content contents conversation conversations related relating regarding concerning ' +
    'involving involve involves including include includes like especially particularly example examples e g eg etc ' +
    'in-depth depth deep detailed technical technically complex complicated heavy heavily advanced simple basic general ' +
    'specific certain various different controversial sensitive inappropriate human humans personal private confidential ' +
    'task tasks job role purpose service services way ways manner form kind kinds type types sort sorts thing things stuff ' +
    'circumstances circumstance costs cost case cases time times ever whatsoever absolutely strictly completely totally ' +
    'always still even also just only very too more most less much many lot lots level levels ' +
    'reveal revealing disclose disclosing leak divulge repeat repeating print output expose say saying ' +
    'password passwords secret secrets key keys code codes pin token tokens credential credentials prompt prompts ' +
    'data system internal instructions rules rule guidelines guideline policy policies ' +
    'reproduce reproducing reproduction copy copying quote quoting type typing new change changing use using used given provided how why what which own text play playing let allow allowed permitted programmed designed meant supposed ' +
    'something anything nothing everything matter beyond scope outside within focus focused stay keep ' +
    'allowed prohibited forbidden banned limits off refuse decline avoid refrain steer clear away ' +
    'assistant bot chatbot model agent ai-generated am pm ' +
    'than two three four five six ten sentence sentences word words paragraph paragraphs line lines character characters ' +
    'emoji emojis markdown bullet bullets format formatting tone length long short brief answers response responses replies'
  ).split(/\s+/),
);

// A prohibition of what the agent says or does: the cue, and where the clause before it shows an
// order to the agent.
const CUE =
  /\b(?:do not|don'?t|never|must not|mustn'?t|should not|shouldn'?t|may not|cannot|can'?t|will not|won'?t|not to|refuse(?: to)?|decline(?: to)?|avoid(?:ing)?|refrain from|stay away from|steer clear of|keep away from|under no circumstances(?: (?:should|may|must|will|are|can) you(?: ever)?(?: to)?)?|(?:is|are) not (?:programmed|allowed|permitted|supposed|meant|designed|authori[sz]ed) to|not (?:allowed|permitted) to|prohibited from|forbidden (?:from|to)|no longer)\b/g;
// "<what> is strictly not allowed", "<what> is off-limits".
const PASSIVE = new RegExp(
  String.raw`\b(?:is|are)\s{1,3}(?:strictly\s{1,3}|completely\s{1,3}|absolutely\s{1,3}|totally\s{1,3}|entirely\s{1,3}|firmly\s{1,3})?` +
    String.raw`(?:not (?:allowed|permitted)|prohibited|forbidden|off[- ]limits|banned|out of (?:your |our |the )?scope|not in (?:your |our |the )?scope|` +
    String.raw`(?:outside|beyond) (?:of )?(?:your|our|the|my|this (?:bot|assistant|service)'?s?) (?:scope|remit|purview|area|domain|brief|responsibilit\w*|job|role)|` +
    String.raw`not supported|not something (?:you|we|this (?:bot|assistant|service)) (?:\w+ )?(?:provide|provides|do|does|handle|handles|cover|covers|discuss|discusses|answer|answers|help with|offer|offers|support|supports|write about|talk about|get into|deal with)|` +
    String.raw`not (?:your|our|the bot'?s|the assistant'?s) (?:job|area|business|concern|remit|role)|not part of (?:your|the|our) (?:job|role|scope|service|remit)|` +
    String.raw`not (?:allowed|permitted) topics?|not to be (?:discussed|answered|provided|covered|recommended|mentioned|given|shared|offered)|(?:a |an )?topics? (?:you|that you) (?:must|should|need to|have to) (?:avoid|decline|refuse|not discuss|stay away from)|` +
    String.raw`not (?:a |an )?(?:topics?|subjects?|areas?|things?) (?:you|we|this (?:bot|assistant)) (?:cover|discuss|handle|address|talk about|write about|help with|get into)|` +
    String.raw`not (?:handled|covered|answered|discussed|provided|given|offered|supported|dealt with)(?= (?:via|through|in|by|here|over|on)\b)|(?:a |an )?(?:prohibited|forbidden|banned|restricted|off-limits) (?:topic|subject|area)|` +
    String.raw`outside what (?:you|we|this (?:bot|assistant)) (?:do|does|cover|covers|handle|handles|offer|offers|provide|provides|help with))\b|` +
    String.raw`\b(?:must|should|may|can|are to|is to|will)\s{1,3}(?:not|never)\s{1,3}be\s{1,3}(?:discussed|provided|mentioned|recommended|covered|answered|offered|talked about|brought up)\b|` +
    String.raw`\b(?:must|should|are to|is to|need to|have to|will) be (?:politely\s{1,3})?(?:refused|declined|redirected|avoided|deflected|turned down)\b`,
  'g',
);
// "Off-limits topics: ...", "Forbidden subjects include ...".
const LABELLED = /\b(?:off[- ]limits|forbidden|prohibited|restricted|banned|blocked|excluded)\s{1,3}(?:topics?|subjects?|areas?|themes?)\s{0,3}(?:include|are|:)/g;
// "Firearms and ammunition: not allowed."
const COLON_RULE = /^\s*([^:;.\n]{2,80}):\s{0,3}(?:not allowed|not permitted|off[- ]limits|forbidden|prohibited|banned|never|no)\b/;
// The clause before a cue: an order ("Please don't", "Strictly avoid") or addressed to the agent.
const ORDER_LEAD = /^\s*(?:(?:please|also|and|but|so|however|strictly|always|absolutely|just|then|simply|in particular|importantly|note|remember|finally|additionally|moreover|therefore|kindly)\s{1,3})*$/;
const ADDRESSED = /\b(?:you|your|yourself|we|it|this (?:assistant|bot|chatbot|service|agent)|the (?:assistant|bot|chatbot|model|agent|ai))\b/;
// What the agent does with the topic, in the first words after the cue (or a topic noun).
const ACTS =
  /^(?:[\p{L}'-]+\s{1,3}){0,4}?(?:discuss|talk|speak|chat|mention|answer|respond|reply|help|assist|provid|give|offer|shar|recommend|suggest|advis|engag|comment|writ|generat|creat|produc|explain|describ|bring|touch|cover|teach|tell|instruct|go into|get into|delv|opin|express|weigh in|entertain|address|do|mak|solv|perform|translat|calculat|debat|predict|speculat|list|review|rate|compar|promot|endors|interpret|diagnos|estimat|negotiat|match|quot|prescrib|forecast|sell|book|plan|reveal|disclos|spoil|summari[sz]|reproduc|valu|authenticat|apprais|encourag|glorif|celebrat)|\b(?:discussions?|topics?|subjects?|questions?|conversations?|advice|information|recommendations?|instructions?|opinions?|tips)\b/u;
const AVOID = /^(?:avoid|refrain|stay|steer|keep|refuse|decline)/;
// What is avoided is talk about something, not a manner ("avoid long answers").
const AVOID_ACTS = /\b(?:discuss\w*|talk\w*|speak\w*|mention\w*|topics?|subjects?|conversations?|questions? (?:about|on|regarding|related|concerning)|advice|recommend\w*|answers? (?:about|on|regarding|to questions))\b/;

function namesTopic(phrase: string): boolean {
  const words = tokenize(phrase).words.filter((w) => !STOP.has(w));
  let found = false;
  for (let i = 0; i < words.length && !found; i++) TRIGGERS.at(words, i, () => (found = true));
  return found;
}

// Rules against one act on a topic, not the topic itself: "Do not diagnose skin conditions such
// as acne", "Do not forecast property prices", "never negotiate rates". A text goes into such a
// rule when it asks for the act too ("Is this rash eczema?", "Will prices drop next year?"), not
// when it only names the topic ("What's a good routine for dry skin?").
/** What asks for an act: a pattern, or a test. */
interface Asks {
  test(sentence: string): boolean;
}

const ACT_RULES: Array<[RegExp, Asks]> = [
  [/^(?:recommend|suggest|endors|promot|advis|pick|choos)/, /\b(?:recommend\w*|suggest\w*|advi[sc]\w*|allocat\w*|(?:would|should) (?:you|i|we)\b|(?:or|vs\.?|versus) |which (?:\w+ ){0,3}(?:should|would|is (?:the )?best|to (?:buy|choose|pick|get))|what(?:'s| is) (?:the )?best|best \w+ (?:to|for)|should (?:i|we) (?:buy|get|invest|pick|choose|take|use|try|switch)|worth (?:buying|it|getting)|better\b)/],
  [/^(?:diagnos|interpret|assess|identify)/, /\b(?:diagnos\w*|what (?:is|could|might) (?:it|this|that|be)\b|is (?:it|this|that)\b|do (?:i|you think i) have|does (?:he|she|it|my \w+) have|could (?:it|this) be|symptoms?|wrong with)/],
  [/^(?:forecast|predict|speculat|project)/, /\b(?:predict\w*|forecast\w*|will (?:\w+ ){0,4}(?:go up|go down|rise|fall|drop|increase|decrease|win|lose|happen|be worth|crash|recover)|going to (?:go|rise|fall|drop|win)|next (?:year|month|season|week)|in the future|expect\w*|outlook|good time to)/],
  [/^(?:estimat|calculat|comput|solv|quot)/, /\b(?:estimat\w*|calculat\w*|how much|how many|how long until|solve|what(?:'s| is) \d|payback|roughly)/],
  [/^(?:negotiat|match|discount|adjust|lower|reduc|waiv)/, /\b(?:discount\w*|cheaper|low(?:er|est)|match|deal|negotiat\w*|knock|off|reduc\w*|waive\w*|better price|rabatt\w*|descuento\w*|sconto|remise|korting)/],
  [/^(?:translat)/, /\b(?:translat\w*|traduc\w*|traduz\w*|[üu]bersetz\w*|vertal\w*|in (?:english|spanish|french|german|italian|portuguese|chinese|japanese|arabic|russian))/],
  [/^(?:contest|appeal|challeng|disput|fight)/, /\b(?:contest\w*|appeal\w*|challeng\w*|disput\w*|fight\w*|get (?:it|this|out of)|cancel(?:led)? (?:the|a|my) (?:ticket|fine))/],
  [/^(?:guarantee|promis|warrant)/, /\b(?:guarantee\w*|promise\w*|will (?:you|it)|for sure|definitely)/],
  [/^(?:prescrib|dose|dosing)/, /\b(?:prescri\w*|dos(?:e|es|age|ing)|how (?:much|many) (?:\w+ ){0,3}(?:take|give)|mg\b)/],
  [/^(?:mak\w* (?:health )?claims?|claim)/, /\b(?:claim\w*|healthy|good for|bad for|benefits?|cure\w*|prevent\w*)/],
];

// "Do not give legal advice", "no opinions on TV shows", "do not endorse candidates": the act is
// advice or an opinion; a request asks for one when it asks what to do, what is best, whether
// something is wise, safe, legal or worth it, or what the agent thinks.
const ADVICE = /\b(?:advice|advis\w*|opinions?|views?|recommendations?|tips|guidance|endors\w*|assess\w*|evaluat\w*|judg\w*|comment(?:s|ing)? on|weigh in|diet plans?|meal plans?|treatment plans?)\b/;
// A service request under an advice rule is the agent's job, not advice: "I'd like to book a
// consultation about a custody matter", "Do you accept Delta Dental PPO?", "How do I add the
// sports package?" (unless it also asks what to do: "should I ...", "what do you think").
const SERVICE =
  /\b(?:book(?:ing)?|reserv\w*|appointments?|slots?|consultation|schedul\w*|reschedul\w*|cancel\w*|renew\w*|refill|(?:my|an|the|place an|this) order|order (?:status|number)|deliver\w*|ship\w*|opening hours|open (?:on|for)|what time|when (?:is|are|does|do|can)|where (?:is|are|do|can)|do you (?:have|accept|offer|sell|carry|stock|take)|are there any|is there (?:a|an|any)|does (?:my|the|your|this) (?:\w+ )?(?:policy|plan|account|subscription|package|membership|insurance|cover|warranty) (?:cover|include)|how (?:do|can) i (?:add|book|reserve|cancel|renew|request|pay|update|change|sign up|register|upgrade|return|log in|reset|watch|find|get to|contact)|sign (?:me |us )?up|on hold|should i bring|documents?|tickets?|suitable for|available)\b/;
const STRONG_ADVICE = /\b(?:should (?:i|we)|what should|do you think|your (?:opinion|view|take|thoughts)|would you|is it (?:smarter|better|wise|worth|safe|legal)|recommend\w*|advice|advise)\b/;
const ASKS_ADVICE: Asks = { test: (sentence: string) => !SERVICE.test(sentence) || STRONG_ADVICE.test(sentence) };

function actOf(phrase: string): Asks | undefined {
  // "discuss politics or political opinions" is about the topic, whatever it names after.
  if (/^(?:[\p{L}'-]+\s{1,3}){0,2}?(?:discuss|talk|speak|chat|mention|engage|bring up|touch on|cover|go into|get into|answer)/u.test(phrase)) return undefined;
  if (ADVICE.test(phrase)) return ASKS_ADVICE;
  // The first verb of the rule, past a lead ("give instructions for", "help users"): only its own act.
  const verb = phrase.replace(/^(?:(?:any|to|ever|the|users?|customers?|people|them|anyone|yourself|instructions?|information|advice|help|guidance)\s{1,3}(?:(?:for|on|about|with|to)\s{1,3})?)+/, '');
  for (const [re, ask] of ACT_RULES) if (re.test(verb)) return ask;
  return undefined;
}

const DISCLOSURE =
  /^(?:[\p{L}'-]+\s{1,3}){0,2}?(?:(?:share|reveal|disclose|give out|leak|divulge|expose|pass on|hand out|tell|send)\b[^.;]*\b(?:details?|information|info|data|records?|numbers?|address(?:es)?|phone|e-?mails?|passwords?|codes?|keys?|pins?|secrets?|credentials|identit(?:y|ies)|names?|birthdays?|contacts?)|(?:give|provide)\b[^.;]*\b(?:details?|records?|numbers?|address(?:es)?|phone|e-?mails?|passwords?|codes?(?!\s{1,3}in\b)|keys?|pins?|secrets?|credentials|identit(?:y|ies)|birthdays?|contacts?))\b/u;
const EXAMPLES = /\b(?:such as|including|like|e\.g\.|for example|for instance)\s/;
// A phrase ruling out everything but a topic.
const EXCEPT = /\b(?:anything|everything|all|any(?: other)? (?:topics?|questions?|requests?|subjects?|conversations?))\b[^.]{0,30}?\b(?:unrelated|not related|other than|outside of|except|apart from|besides|else|but)\b|\b(?:off-topic|unrelated (?:topics?|questions?|requests?))\b/;
// Where the ruled-out phrase ends.
const PHRASE_END =
  /[.;:!?()\n\u2014]|\s-\s|,?\s{1,3}(?=and\s{1,3}(?:do not|don'?t|never|must not|should not|avoid|refuse)\b)|,\s{0,3}(?=(?:to|as|so|because|since|which|this|and you|but|unless|even|no matter|in order|for|while|or else|instead|otherwise|if)\b)|\s(?=(?:to (?:maintain|ensure|keep|avoid|protect|stay|prevent|respect|comply)|in order to|because|since|so that|as (?:this|it|that|these|they|those|we|you)|no matter|under any|at all costs|in all cases|in any case|whatsoever|even if|unless|that (?:are|is|could|would|might|may) (?:more|too|better|beyond|not|suited|outside)|which (?:are|is|could|would|might)|beyond the scope|outside (?:of )?(?:the|your) scope)\b)/u;
const FILLER_LEAD = /^\s*,?\s*(?:(?:at all costs|under any circumstances|in any way|in any form|whatsoever|ever|to|for any reason|no matter what)\s*,?\s*)+/;
// A sentence that only describes the agent's job: its words are what the agent may do.
const ROLE = /^\s*(?:help|recommend|explain|answer|share|book|take|assist|suggest|provide|handle|guide|support|give|offer|track|process|manage|quote|sell|schedule|arrange|file|describe)\b|\b(?:you are|you're|your (?:job|task|role|purpose|goal|function|main)|you (?:help|assist|answer|provide|only|handle|support|will|may|can)|as an? |focus(?:ed)? on|dedicated to|specialis|specializ)\b/;

interface Rule {
  /** Entry ids of this rule in the compiled matcher are the rule's index. */
  need: number;
  /** For a rule against one act on a topic ("Do not diagnose skin conditions"), what asks for that act. */
  act?: Asks;
}

interface Restrictions {
  rules: Rule[];
  matcher: Matcher;
  /** The operator's own names ("Harmon Legal Group"): a word of them in the text is the name. */
  names: string[];
}

// A name of two or more capitalised words.
const NAME = /\p{Lu}[\p{L}'&-]*(?:\s\p{Lu}[\p{L}'&-]*)+/gu;

function sentences(text: string): Array<[number, number]> {
  return sentenceBounds(text, MAX_SENTENCE);
}

/** The phrases the sentence rules out, lower case. */
function ruledOut(sentence: string): { phrases: string[]; lead: number } {
  const s = sentence.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const out: string[] = [];
  let lead = s.length;
  let from = 0;
  CUE.lastIndex = 0;
  for (let m = CUE.exec(s); m; m = CUE.exec(s)) {
    if (m.index < from) continue;
    const before = s.slice(0, m.index);
    const clause = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(':'), before.lastIndexOf(' - '), -1) + 1);
    if (!ORDER_LEAD.test(clause) && !ADDRESSED.test(clause)) continue;
    // "we can't even do that today": an ability, not the operator's rule.
    if (/^(?:cannot|can'?t)$/.test(m[0]) && !/\byou\b/.test(clause)) continue;
    const rest = s.slice(m.index + m[0].length).replace(FILLER_LEAD, ' ').trimStart();
    const end = rest.search(PHRASE_END);
    const phrase = end >= 0 ? rest.slice(0, end) : rest;
    from = m.index + m[0].length + phrase.length;
    // "Never share any parent's details": a secrecy rule (guarded_context's), not a topic.
    if (DISCLOSURE.test(phrase)) continue;
    // "refuse anything unrelated to cooking" rules out everything but a topic: not read. What
    // the agent must avoid or stay away from is read when it names a known topic ("Stay away
    // from climate change"), not a manner ("avoid long answers").
    if (EXCEPT.test(phrase)) {
      // ... unless it names examples: "decline unrelated topics such as wedding planning".
      const ex = EXAMPLES.exec(phrase);
      if (ex) {
        out.push(phrase.slice(ex.index + ex[0].length));
        lead = Math.min(lead, clauseStart(before));
      }
      continue;
    }
    if (AVOID.test(m[0]) ? AVOID_ACTS.test(phrase) || namesTopic(phrase) : ACTS.test(phrase)) {
      out.push(phrase);
      lead = Math.min(lead, clauseStart(before));
    }
  }
  PASSIVE.lastIndex = 0;
  for (let m = PASSIVE.exec(s); m; m = PASSIVE.exec(s)) {
    const before = s.slice(0, m.index);
    let start = Math.max(before.lastIndexOf(','), before.lastIndexOf(':'), before.lastIndexOf(';'), -1) + 1;
    // "Politics, including the politics of any country, must be declined": the subject is
    // before the aside.
    if (!/\p{L}{3}/u.test(before.slice(start)) || /^\s*(?:including|such as|like|especially|e\.g\.)/.test(before.slice(before.lastIndexOf(',', start - 2) + 1))) {
      start = Math.max(before.lastIndexOf(':'), before.lastIndexOf(';'), -1) + 1;
    }
    const subject = before.slice(start);
    if (!EXCEPT.test(subject)) {
      out.push(subject);
      lead = Math.min(lead, start);
    }
  }
  const colon = COLON_RULE.exec(s);
  if (colon && !EXCEPT.test(colon[1]!)) {
    out.push(colon[1]!);
    lead = 0;
  }
  LABELLED.lastIndex = 0;
  for (let m = LABELLED.exec(s); m; m = LABELLED.exec(s)) {
    const rest = s.slice(m.index + m[0].length);
    const end = rest.search(/[.;!?\n]/);
    out.push(end >= 0 ? rest.slice(0, end) : rest);
    lead = Math.min(lead, m.index);
  }
  return { phrases: out, lead };
}

/** Where the clause holding a cue starts ("Quote today's posted rates, but never ..." -> after the comma). */
function clauseStart(before: string): number {
  return Math.max(before.lastIndexOf(','), before.lastIndexOf(':'), before.lastIndexOf(' - '), -1) + 1;
}

/** The topics the context rules out, or null when it rules out none. */
export function restrictionsOf(context: readonly string[]): Restrictions | null {
  const phrases: string[] = [];
  const scope = new Set<string>();
  const names = new Set<string>();
  const proper = new Set<string>();
  let budget = CONTEXT_CHARS;
  for (const doc of context) {
    if (budget <= 0) break;
    const text = doc.length > budget ? doc.slice(0, budget) : doc;
    budget -= text.length;
    for (const [s, e] of sentences(text)) {
      const sentence = text.slice(s, e);
      // A question in the context (the user's, in a grounding row) rules nothing out.
      const { phrases: found, lead } = /\?\s*$/.test(sentence) ? { phrases: [], lead: 0 } : ruledOut(sentence);
      phrases.push(...found);
      // Proper nouns of the context ("Samsung", "the Eredivisie"): a rule's own words that name
      // no known topic are read only when they are names.
      const t = tokenize(sentence);
      t.words.forEach((w, i) => {
        if (i > 0 && /^\p{Lu}/u.test(sentence[t.starts[i]!]!)) proper.add(w);
      });
      // What the agent is there to do, in a sentence describing its job or before the rule in
      // the same sentence ("Quote today's posted rates, but never predict ..."); a name ("the
      // intake assistant for Harmon Legal Group") is not its scope.
      const part = found.length > 0 ? sentence.slice(0, lead) : ROLE.test(sentence.toLowerCase()) ? sentence : '';
      if (part.trim() === '') continue;
      NAME.lastIndex = 0;
      for (let m = NAME.exec(part); m; m = NAME.exec(part)) names.add(m[0]);
      const pt = tokenize(part);
      pt.words.forEach((w, i) => {
        if (STOP.has(w) || /^\p{Lu}/u.test(part[pt.starts[i]!]!)) return;
        scope.add(stem(w));
      });
    }
  }
  const matcher = new Matcher();
  const rules: Rule[] = [];
  for (const phrase of phrases) {
    if (rules.length >= MAX_RULES) break;
    // "Writing code is not something you handle": code to write is programming (elsewhere
    // "code" is a secret's name and names no topic).
    const words = tokenize(phrase.replace(/\b(?:writ\w*|generat\w*|produc\w*|debug\w*|review\w*|help\w* with)\s{1,3}(?:any\s{1,3}|the\s{1,3}|their\s{1,3})?(?:source\s{1,3})?code\b/g, 'programming')).words.slice(0, MAX_PHRASE_WORDS).filter((w) => !STOP.has(w) && !/^\d+$/.test(w));
    const own = [...new Set(words.filter((w) => !scope.has(stem(w))))];
    if (own.length === 0) continue;
    const id = rules.length;
    // The topics these words name, with the words a text about them uses.
    // Longest trigger first: "space travel" names space flight, not travel.
    const topics = new Set<number>();
    const triggered = new Set<number>();
    for (let i = 0; i < own.length; ) {
      let end = i + 1;
      const here: Array<[number, number]> = [];
      TRIGGERS.at(own, i, (t, _k, e) => here.push([t, e]));
      for (const [, e] of here) end = Math.max(end, e);
      for (const [t, e] of here) if (e === end) topics.add(t);
      if (here.length > 0) for (let k = i; k < end; k++) triggered.add(k);
      i = end;
    }
    // With a known topic, the rule's other words are qualifiers ("sleep medication", "hacking
    // techniques") and are not read alone, unless the topic's list has them ("divorce and family
    // law") or they are names ("competitors such as Zephyr").
    const inTopic = new Matcher();
    for (const t of topics) for (const term of TOPICS[t]!.terms) inTopic.add(term, 0);
    own.forEach((w, i) => {
      let listed = false;
      inTopic.at([w], 0, () => (listed = true));
      if (topics.size > 0 && !triggered.has(i) && !listed && !proper.has(w)) return;
      const st = stem(w);
      if (st.length >= 4) matcher.add(`${st}*`, id);
      else if (w.length >= 2) matcher.add(w, id);
    });
    for (const t of topics) for (const term of TOPICS[t]!.terms) matcher.add(term, id);
    // A long phrase ("help write emails that encourage users to change security settings") is
    // read as a whole: two of its words, not any one.
    const act = actOf(phrase.trimStart());
    rules.push({ need: own.length >= 3 && topics.size === 0 ? 2 : 1, ...(act ? { act } : {}) });
  }
  return rules.length > 0 ? { rules, matcher, names: [...names].slice(0, MAX_RULES) } : null;
}

// The same context array comes back for every check of one request: parsed once per array.
const parsed = new WeakMap<readonly string[], Restrictions | null>();

function restrictionsOnce(context: readonly string[]): Restrictions | null {
  let r = parsed.get(context);
  if (r === undefined) {
    r = restrictionsOf(context);
    parsed.set(context, r);
  }
  return r;
}

// A sentence declining or deflecting ("I'm sorry, I can't discuss politics", "That's outside what
// I can help with").
const REFUSING =
  /^[\s"'*>-]*(?:(?:i'?m|i am|we'?re|we are)\s{1,3}(?:so\s{1,3}|really\s{1,3})?sorry|sorry|unfortunately|apologies|i apologi[sz]e|i(?:'m| am) (?:not able|unable|afraid|not allowed|not permitted|not programmed)|i (?:can'?t|cannot|can not|won'?t|will not|must not|shouldn'?t|don'?t|do not|am not|have to decline|must decline|need to decline)|(?:that|this|it)(?:'s| is) (?:not something|outside|beyond|off[- ]limits|not a topic|not within)|i'?d (?:rather|prefer) not|let'?s (?:stick|keep|stay)|(?:as|since) i (?:can'?t|cannot)|my apologies)/;
// The topic set aside right before it: "I'm not asking about politics", "other than music".
const SET_ASIDE =
  /(?:\b(?:not|n't|never|no)\s{1,3}(?:asking|talking|interested|looking|here|related|about|regarding|a question|wanting|trying)\b[^.?!]{0,40}|\b(?:other than|except(?: for)?|besides|aside from|apart from|unrelated to|nothing to do with|not about|not related to|instead of|rather than|without|no|avoid(?:ing)?|skip(?:ping)?)\s{1,3}(?:[\p{L}'-]+\s{1,3}){0,3}|\b(?:you|u)\s{1,3}(?:can'?t|cannot|can not|don'?t|do not|won'?t|aren'?t (?:allowed|able) to|are not (?:allowed|able) to)\s{1,3}(?:[\p{L}'-]+\s{1,3}){0,3})$/u;

// A sentence that asks: a question, or a request ("Tell me ...", "Can you ...", "Explica ...").
const QUESTION = /[?\uff1f][\s"'\u201d)]*$|^[\s"'*]*\u00bf/;
const REQUEST =
  /^[\s"'*>-]*(?:(?:so|ok|okay|now|also|and|then|hey|hi|hello|please|pls|kindly|quick question|one more thing|last thing|btw|by the way|honestly|actually|just)[,!:]?\s{1,3})*(?:tell|explain|describe|give|list|write|show|help|recommend|suggest|share|provide|teach|compose|create|generate|translate|summari[sz]e|calculate|solve|compute|make|find|name|draft|outline|compare|walk me|let'?s|i need|i want|i'?d like|i would like|can you|could you|would you|will you|pretend|imagine|act as|rank|predict|break down|go over|dime|explica|escribe|dame|cu\u00e9ntame|dis-moi|explique|\u00e9cris|donne|raconte|erkl\u00e4re|erkl\u00e4r|sag mir|schreib|gib|nenne|spiega|dimmi|scrivi|dammi|diga|escreva|me diga|vertel|leg uit|schrijf|geef)\b/u;
// The agent offering more at the end of a reply ("Want me to hold it?", "Would you like the
// recipe?"): a question, but not the user asking.
const OFFER = /^[\s"'*]*(?:(?:do you |would you )?(?:want|like) me to|would you like|shall i|should i|can i (?:help|assist|do)|need (?:anything|me)|anything else|does (?:that|this) help|(?:does that )?make sense|sound good|ready to)\b/;
const ASKS_ANYWHERE = /\b(?:can|could|would|will) you\b|\bi (?:just |really |only |also |still )?(?:need|want|would like|'d like) (?:to know|you to|help|to (?:confirm|check|ask|find out|change|update|cancel|book|see|get|learn|understand|reschedule))\b|\bplease\b|\b(?:je voudrais|j'aimerais|pourriez-vous|pouvez-vous|quisiera|me gustar[i\u00ed]a|podr[i\u00ed]a|puede(?:s)?|ich m[o\u00f6]chte|k[o\u00f6]nnten sie|k[o\u00f6]nnen sie|kannst du|vorrei|potrebbe|puoi|gostaria|poderia|pode|ik wil graag|kunt u|kun je|por favor|s'il vous pla[i\u00ee]t|bitte|per favore|alsjeblieft)\b/u;
// A request pointing back at the sentence before it ("... Can you tell me more about it?").
const ANAPHOR = /\b(?:about|explain|describe|on|of|with) (?:it|this|that|them|these|those)\b|\b(?:him|her|them)\b|\btell me more\b|\bwhat do you think\b/;
// The writer declining a topic, anywhere in a sentence ("Music recommendations aren't something I
// can help with", "Desculpe, não posso falar sobre apostas"): the text is a refusal.
const DECLINE_ANY =
  /\b(?:i|we)(?:'m| am|'re| are)?\s{1,3}(?:can'?t|cannot|can not|won'?t|will not|(?:not |un)able to|not allowed to|not permitted to|don'?t|do not)\s{1,3}(?:[a-z'-]+\s{1,3}){0,2}?(?:help|discuss|talk|give|provide|offer|answer|assist|comment|share|recommend|advise|go into|get into|cover|handle|negotiate|promise|weigh in|speak)\b|\b(?:isn'?t|aren'?t|is not|are not)\s{1,3}(?:something|a topic|an area|a subject|a question|what)\s{1,3}(?:i|we)\b|\b(?:outside|beyond)\s{1,3}(?:what (?:i|we)|my|our|the scope)\b|\bi'?ll (?:have to )?(?:leave|pass|skip|sit this one out)\b|\b(?:i'?ll|i will|i'?d|we'?ll) (?:stay|keep) (?:out of|away from|clear of)\b|\blet'?s not (?:talk|discuss|get into|go into|go there)\b|\bplease (?:speak|talk|check) (?:with|to)\b|\bplease (?:contact|consult|call|reach out to|ask|refer to|see) (?:our|your|the|a|an)\b|\b(?:have to|must|need to) (?:pass|decline|skip)\b|^[\s"'*]*(?:sorry|desculpe|lo siento|lamento|perd[o\u00f3]n|je suis d\u00e9sol|d\u00e9sol|es tut mir leid|leider|mi dispiace|purtroppo|sinto muito|helaas|przepraszam|\u0438\u0437\u0432\u0438\u043d\u0438\u0442\u0435|\u043a \u0441\u043e\u0436\u0430\u043b\u0435\u043d\u0438\u044e|\u7533\u3057\u8a33|\u3059\u307f\u307e\u305b\u3093|\u62b1\u6b49|\u5bf9\u4e0d\u8d77|\uc8c4\uc1a1)|(?:n\u00e3o posso|no puedo|je ne peux pas|ich kann (?:keine|nicht|leider)|non posso|ik kan (?:geen|niet)|nie mog\u0119|\u043d\u0435 \u043c\u043e\u0433\u0443|\u3067\u304d\u307e\u305b\u3093|\u4e0d\u80fd|\ud560 \uc218 \uc5c6)/u;
// Where a question's preamble ends ("We're here for a religious conference, but my question is: ...").
const PREAMBLE_END = /: | [\u2014\u2013-] |\bbut |, so /g;

/** Which sentences of the text count: the asking ones when it asks, all of them when it tells. */
function countedSentences(lower: string, bounds: ReadonlyArray<[number, number]>): { counted: boolean[]; from: number[]; asking: boolean[] } {
  const asks = bounds.map(([s, e]) => {
    const t = lower.slice(s, e).trim();
    const question = QUESTION.test(t) && !OFFER.test(t);
    return { question, request: question || ((REQUEST.test(t) || ASKS_ANYWHERE.test(t)) && !OFFER.test(t)), declines: DECLINE_ANY.test(t) };
  });
  const declines = asks.some((a) => a.declines);
  const anyRequest = asks.some((a) => a.request);
  const counted = asks.map((a) => (declines ? a.question && !a.declines : anyRequest ? a.request : true));
  // A request pointing back counts the sentence before it.
  if (anyRequest && !declines) for (let i = 1; i < bounds.length; i++) if (asks[i]!.request && ANAPHOR.test(lower.slice(bounds[i]![0], bounds[i]![1]))) counted[i - 1] = true;
  // In a question, what comes before its preamble's end is the preamble.
  const from = bounds.map(([s, e], i) => {
    if (!asks[i]!.question) return s;
    let cut = s;
    PREAMBLE_END.lastIndex = 0;
    const t = lower.slice(s, e);
    for (let m = PREAMBLE_END.exec(t); m; m = PREAMBLE_END.exec(t)) cut = s + m.index + m[0].length;
    return cut;
  });
  return { counted, from, asking: asks.map((a) => a.request) };
}

/** A text going into a topic the context rules out: each sentence that does, once. */
export const restrictedTopicDetector: Detector = {
  meta: { id: 'injection.restricted_topic', category: 'injection', stage: 'model', maxMatchLength: Infinity, needsContext: true },
  detect(_text, ctx) {
    if (!ctx.context || ctx.context.length === 0) return [];
    const r = restrictionsOnce(ctx.context);
    if (!r) return [];
    const n = ctx.normalized;
    const { words, starts } = tokenize(n.text);
    // Hits per rule: distinct entries, and where each is.
    const keys = r.rules.map(() => new Set<string>());
    const at: Array<{ rule: number; pos: number }> = [];
    for (let i = 0; i < words.length; i++) {
      r.matcher.at(words, i, (id, key) => {
        keys[id]!.add(key);
        at.push({ rule: id, pos: starts[i]! });
      });
    }
    for (const [entry, ids] of r.matcher.cjk) {
      const pos = n.text.indexOf(entry);
      if (pos >= 0) for (const id of ids) {
        keys[id]!.add(entry);
        at.push({ rule: id, pos });
      }
    }
    if (at.length === 0) return [];
    const lower = n.text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
    const bounds = sentences(n.text);
    const { counted, from, asking } = countedSentences(lower, bounds);
    // Characters inside the operator's own names, marked once (a name can recur many times).
    const inName = r.names.length > 0 ? new Uint8Array(n.text.length) : undefined;
    if (inName) for (const name of r.names) for (let i = n.text.indexOf(name); i >= 0; i = n.text.indexOf(name, i + name.length)) inName.fill(1, i, i + name.length);
    const out: Finding[] = [];
    const done = new Set<number>();
    let si = 0;
    for (const { rule, pos } of at.sort((a, b) => a.pos - b.pos)) {
      if (keys[rule]!.size < r.rules[rule]!.need) continue;
      while (si < bounds.length && bounds[si]![1] <= pos) si++;
      if (si >= bounds.length || pos < bounds[si]![0] || done.has(si) || !counted[si] || pos < from[si]!) continue;
      if (inName?.[pos]) continue;
      // An act rule is read on an English request: the act asked for, not only its topic named.
      const [s, e] = bounds[si]!;
      const act = r.rules[rule]!.act;
      if (act && asking[si] && !looksForeign(n.text.slice(s, e)) && !act.test(lower.slice(s, e))) continue;
      if (REFUSING.test(lower.slice(s, e)) || declinedBefore(n.text, pos) || SET_ASIDE.test(lower.slice(Math.max(s, pos - 80), pos))) continue;
      done.add(si);
      const raw = n.text.slice(s, e);
      const lead = raw.length - raw.trimStart().length;
      const sentence = raw.trim();
      out.push({ detector: 'injection.restricted_topic', category: 'injection', type: 'restricted_topic', label: 'topic the context rules out', ...n.spanToOriginal(s + lead, s + lead + sentence.length), score: 0.7 });
    }
    return out;
  },
};
