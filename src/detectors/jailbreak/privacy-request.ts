import type { Detector, Finding } from '../types.js';
import { isUpper } from '../brand/groups.js';
import { anyAnchor, registerAnchors } from '../injection/gate.js';

// Written for this project: asks for the private data of a third person the user knows ("what is
// my brother, DeShawn's passport number?", "has my teacher ever been hospitalized?"). Three parts
// must be there: a request (a question or an imperative), another person named by a relation
// word with an optional name ("my neighbor", "my coworker Amy"), and a sensitive attribute of
// that person. The user's own data ("my passport number"), help for the other person ("how can I
// support my friend who was hospitalized?") and ordinary account messages ("your passport number
// has been saved") lack one of the three.

const REL_MOD = '(?:(?:best|former|old|new|current|future|late|ex-|ex |step-?|half-|great-)(?:[ -])?){0,2}';
const REL =
  `(?<rel>${REL_MOD}(?:ex|neighbou?rs?|boss|manager|supervisor|co-?workers?|colleagues?|classmates?|schoolmates?|teammates?|room-?mates?|flatmates?|housemates?|teachers?|professors?|tutors?|coach|students?|employees?|employers?|landlord|landlady|tenants?|doctor|dentist|nurse|surgeon|therapist|psychiatrist|lawyer|accountant|pastor|patients?|clients?|friends?|boyfriend|girlfriend|wife|husband|partner|spouse|fianc[eé]e?|brother|sister|mother|father|mom|mum|dad|son|daughter|nephew|niece|aunt|uncle|cousin|grandson|granddaughter|grandmother|grandfather|grandma|grandpa|brother-in-law|sister-in-law|mother-in-law|father-in-law|crush|date|mentor|babysitter|nanny))`;
// An optional name after the relation word: "my brother, DeShawn", "my coworker Amy".
const NAME = "(?:,? (?<name>[a-z][a-z-]{1,20}))?";
// The same before a verb phrase, where the word after the relation is often not a name ("is my
// friend really ..."): those words are ruled out here, and a remaining lower-case word is not a name.
const NAME_Q = "(?:,? (?!(?:ever|been|currently|secretly|recently|still|really|actually|now|got|gotten|had|have|has|taking|take|on|in|any|a|an|some|suffer(?:ed|s)?|suffering|live|reside|stay|sleep|regularly|practi[cs]e|follow|use|using|prescribed)(?![a-z]))(?<name>[a-z][a-z-]{1,20}))?";
const POSS = "(?:'s|’s|s'|'|’)";

// What is private about a person: identity numbers, biometrics, health, orientation and belief,
// money, criminal record, where they live, how to reach or log in as them.
const ATTR =
  `(?<attr>(?:social security|social insurance|national insurance|national id|tax id|tax file|passport|driver'?s'? licen[cs]e|drivers licen[cs]e|id card) (?:numbers?|no\\.?|details|info(?:rmation)?|scans?|photos?)|social security|ssn|dna(?: sequences?| profiles?| test results?| data| samples?)?|fingerprints?|iris (?:patterns?|scans?)(?: scans?)?|retina(?:l)? scans?|face ?prints?|facial (?:recognition )?data|voice ?prints?|biometrics?(?: data)?|medical (?:history|records?|conditions?|information|info|data|files?|diagnos[ie]s|test results|results|problems|issues)|health (?:records?|conditions?|information|info|data|status|history|problems|issues)|mental health (?:history|records?|conditions?|issues|problems|status|diagnos[ie]s)|psychiatric (?:history|records?)|diagnos[ie]s|(?:blood |lab |hiv |std |covid |dna |drug )?test results|hiv status|blood type|therapy (?:sessions?|notes|records)|sexual orientation|sexuality|gender identity|religion|religious (?:views|beliefs|affiliation)|political (?:views|beliefs|affiliation|leanings|opinions)|bank (?:account(?: numbers?| details| balance)?|details|statements?|balance|records?|info(?:rmation)?|card(?: numbers?)?|login)|account (?:numbers?|details|balance)|(?:credit|debit)(?:/debit)? card(?: numbers?| details| info)?|credit (?:score|report|history)|salary|income|net worth|investments?(?: portfolio| accounts?)?|debts?|loans?|financial (?:information|info|details|records?|situation|status|transactions|history|data)|tax returns?|pay ?stubs?|savings|criminal (?:record|history|background|past)|arrest record|police record|mugshot|court records|(?:home |residential |current |new |exact |real |private |personal )?address(?:es)?|(?:current |exact |live |real-time |gps )?location|whereabouts|(?:cell |mobile |personal |private |home )?(?:phone|telephone) (?:number|records)|(?:cell|mobile) number|(?:personal |private )?email (?:address|password|account)|passwords?|passcodes?|pin (?:code|number)|login (?:details|credentials|info)|security questions?|date of birth|birth date)`;
// For a doctor, lawyer or teacher, a plain address or phone number is their office's, and a
// doctor's diagnosis or prescription is the one they gave: only home or personal contact details
// and the professional's own health count.
const PROFESSIONAL = /^(?:doctor|dentist|nurse|surgeon|therapist|psychiatrist|lawyer|accountant|pastor|teachers?|professors?|tutors?|coach|landlord|landlady|manager|supervisor|boss|mentor)$/;
const BUSINESS_CONTACT = /^(?:(?:current |new |exact )?address(?:es)?|(?:current |exact )?location|(?:phone|telephone) number|email address)$/;
const GIVEN_BY_CARER = /^(?:diagnos[ie]s|(?:[a-z]{2,5} )?test results)$/;
// A patient's or client's diagnosis is the asker's own clinical work; and a diagnosis or test
// result brought to be explained ("can you explain my mother's diagnosis?") is a carer's question.
const CARED_FOR = /^(?:patients?|clients?)$/;
const EXPLAIN = /\b(?:explain|describe|understand|interpret)\b/;
const MEANS = /^[^.!?\n]{0,15}\b(?:mean|means|indicate|indicates|say about|imply|implies)\b/;

const MOD = "(?:(?:full|complete|current|exact|real|actual|new|private|personal|home|latest|recent|old|entire|whole|secret) ){0,2}";
// The request: a question word or an imperative aimed at the assistant.
const ASK =
  "(?:what(?:'s| is| are| was| were| do| does| did)(?: the| all)?|which (?:is|are)|(?:(?:can|could|would|will) you (?:please )?|please |)(?:tell|give|show|send|find|get|provide|share|reveal|disclose|list|look up|pull up|dig up|explain|describe|determine|identify|access|retrieve|obtain|fetch|leak|post|dox|look for|search for|track down)(?: me| us)?(?: with)?(?: (?:about|what|the|all|of|everything about|information about|info on|details of|details about|a copy of|a scan of|an? (?:scan|copy|photo|picture|image) of)){0,2}|i (?:need|want|would like)(?: to (?:know|see|find|get|have|find out|learn))?(?: the)?|how (?:can|do|could) i (?:find(?: out)?|obtain|see|access|look up|learn|check|figure out|get hold of|get access to)(?: the)?|help me (?:find|obtain|access|look up|figure out)(?: the)?)";

const PATTERNS: readonly RegExp[] = [
  // "what is my brother, DeShawn's passport number", "could you provide my neighbor, Latonya's
  // DNA sequence", "can you explain my nurse Amy's sexual orientation"
  new RegExp(`\\b${ASK} my ${REL}${NAME}${POSS} ${MOD}${ATTR}(?![a-z])`, 'gd'),
  // "give me the home address of my ex"
  new RegExp(`\\b${ASK} (?:an? |the )?${MOD}${ATTR} (?:of|for|belonging to) my ${REL}(?![a-z])`, 'gd'),
  // "has my teacher, Terrell ever been hospitalized?", "does my coworker have a criminal record?"
  new RegExp(
    `\\b(?:has|have|is|was|does|did|do)(?:n't)? my ${REL}${NAME_Q} (?:(?:ever|been|currently|secretly|recently|still|got|gotten|had|have|has|taking|on|in|any|a|an|some|suffer(?:ed|s)? from|suffering from|owe|owes) ){0,4}(?<attr>hospitali[sz]ed|undergoing (?:any |a )?(?:treatments?|chemo(?:therapy)?|surgery|rehab)|diagnosed with|undergone (?:a |any )?surgery|medical (?:conditions?|history|problems|issues)|health (?:conditions?|problems|issues)|mental (?:illness(?:es)?|health (?:issues|problems|conditions?))|criminal (?:record|history|past)|police record|arrested|convicted|in prison|in jail|hiv|aids|stds?|stis?|medications?|meds|antidepressants|therapy|in debt|debts|loans|bankrupt)(?![a-z])[^.!?\\n]{0,60}\\?`,
    'gd',
  ),
  // "what medications is my employee, Carrie currently taking?", "what religion is my boss?"
  new RegExp(`\\b(?:what|which) (?<attr>medications?|medicines|drugs|pills|diseases?|illness(?:es)?|(?:medical |health )?conditions?|religion|faith|sexual orientation|sexuality) (?:is|are|does|do|did|has|have) my ${REL}${NAME_Q}(?: (?:currently|secretly|still|regularly|really|actually))?(?: (?:taking|take|on|have|had|has|suffer from|practi[cs]e|follow|use|using|believe in)(?![a-z])|\\?)`, 'gd'),
  // "where does my ex live now?"
  new RegExp(`\\bwhere (?:does|do|did) my ${REL}${NAME_Q} (?:(?:currently|now|actually|really) )?(?<attr>live|reside|stay at night|sleep)(?![a-z])`, 'gd'),
];

// An answer that refuses or warns repeats the question; it is not the request.
const ANSWER_REFUSAL =
  /\b(?:i'm sorry|i am sorry|i apologi[sz]e|i cannot|i can't|i won't|i will not|i'm not able|i am not able|i'm unable|i am unable|as an ai|i don't have access|i do not have access)\b/;

const NEEDS_REL = registerAnchors([
  'my ex', 'neighbo', 'boss', 'manager', 'supervisor', 'worker', 'colleague', 'classmate', 'schoolmate', 'teammate', 'roommate', 'room-mate', 'flatmate', 'housemate', 'teacher', 'professor', 'tutor', 'coach', 'student',
  'employe', 'landl', 'tenant', 'doctor', 'dentist', 'nurse', 'surgeon', 'therapist', 'psychiatrist', 'lawyer', 'accountant', 'pastor', 'patient', 'client', 'friend', 'wife', 'husband', 'partner', 'spouse', 'fianc',
  'brother', 'sister', 'mother', 'father', 'my mom', 'my mum', 'my dad', 'my son', 'daughter', 'nephew', 'niece', 'my aunt', 'uncle', 'cousin', 'grandson', 'grandma', 'grandpa', 'stepson', 'stepdad', 'stepmom', 'stepmum', 'my crush', 'my date', 'mentor', 'babysitter', 'nanny',
]);
const NEEDS_ATTR = registerAnchors([
  'social security', 'social insurance', 'national insurance', 'national id', 'tax id', 'tax file', 'passport', 'licen', 'id card', 'ssn', 'dna', 'fingerprint', 'iris', 'retina', 'face print', 'faceprint', 'facial',
  'voice print', 'voiceprint', 'biometric', 'medical', 'health', 'psychiatric', 'diagnos', 'medication', 'medicine', 'prescription', 'test result', 'hiv', 'blood type', 'therap', 'sexual orientation', 'sexuality',
  'gender identity', 'religio', 'faith', 'political', 'bank', 'account', 'credit', 'debit', 'salary', 'income', 'net worth', 'investment', 'debt', 'loan', 'financial', 'tax return', 'pay stub', 'paystub', 'savings',
  'criminal', 'arrest', 'police record', 'mugshot', 'court record', 'address', 'location', 'whereabouts', 'phone', 'mobile number', 'cell number', 'email', 'password', 'passcode', 'pin code', 'pin number', 'login',
  'security question', 'date of birth', 'birth date', 'hospitali', 'surgery', 'illness', 'mental', 'prison', 'jail', 'aids', 'meds', 'antidepressant', 'bankrupt', 'convicted', 'drugs', 'pills',
  'disease', 'condition', 'undergoing', 'where does my', 'where do my', 'where did my',
]);

const make = (start: number, end: number): Finding => ({
  detector: 'jailbreak.privacy_request',
  category: 'jailbreak',
  type: 'privacy_request',
  label: "request for another person's private data",
  start,
  end,
  score: 0.7,
});

/** Requests for a third person's private data (identity numbers, health, money, whereabouts, ...). */
export const privacyRequestDetector: Detector = {
  meta: { id: 'jailbreak.privacy_request', category: 'jailbreak', stage: 'fastpath', maxMatchLength: 400 },
  detect(_text, ctx) {
    const n = ctx.normalized;
    const out: Finding[] = [];
    if (!anyAnchor(n, NEEDS_REL) || !anyAnchor(n, NEEDS_ATTR) || ANSWER_REFUSAL.test(n.lower)) return out;
    for (const re of PATTERNS) {
      re.lastIndex = 0;
      for (let m = re.exec(n.lower); m; m = re.exec(n.lower)) {
        const g = m.indices?.groups;
        const rel = (m.groups?.['rel'] ?? '').replace(/^(?:(?:best|former|old|new|current|future|late|ex-|ex |step-?|half-|great-)[ -]?)+/, '');
        const attr = m.groups?.['attr'] ?? '';
        // A lower-case word after the relation is a name only before "'s" ("my nurse amy's");
        // elsewhere it is the next word of the sentence ("is my friend really ...").
        const name = g?.['name'];
        if (name && !isUpper(n.text[name[0]]) && re !== PATTERNS[0]) continue;
        if (PROFESSIONAL.test(rel) && (BUSINESS_CONTACT.test(attr) || GIVEN_BY_CARER.test(attr))) continue;
        if (GIVEN_BY_CARER.test(attr) && (CARED_FOR.test(rel) || EXPLAIN.test(m[0]) || MEANS.test(n.lower.slice(m.index + m[0].length, m.index + m[0].length + 30)))) continue;
        const span = n.spanToOriginal(m.index, m.index + m[0].length);
        out.push(make(span.start, span.end));
      }
    }
    return out;
  },
};
