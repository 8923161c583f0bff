import type { Detector } from '../types.js';
import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';

const SELF_HARM = [
  // "kill yourself", "kys", "you should just die", "go hang yourself"
  /\b(?:kill|hang|shoot|hurt|harm|cut|starve|drown|burn) (?:your ?self|urself)\b|\bkys\b|\b(?:you|u) (?:should|need to|ought to|better) (?:just )?(?:die|disappear forever|end it all|stop breathing)\b|\bgo (?:die|jump off)\b/g,
  // "end your life", "slit your wrists", "take all the pills"
  /\b(?:end|take) your (?:own )?life\b|\bslit your (?:wrists?|throat)\b|\b(?:overdose on|take all (?:of )?(?:the|your)) pills\b|\bjump off (?:a|the) (?:bridge|building|roof|cliff)\b/g,
  // "nobody would miss you", "the world is better without you"
  /\b(?:no ?one|nobody) (?:would|will) (?:miss|care about) you\b|\b(?:world|everyone) (?:is|would be) better (?:off )?without you\b/g,
];

const VIOLENCE = [
  // "I will kill you", "I'm going to find you and hurt you"
  /\b(?:i|we)(?:'ll| will|'m going to| am going to| are going to|'re going to| gonna| shall) (?:\w{1,12} ){0,4}?(?:kill|murder|shoot|stab|strangle|behead|rape|beat|hurt|slaughter|burn|bury|destroy) (?:you|u|him|her|them|your (?:family|kids|children|wife|husband))\b/g,
  // "I hope you die", "you deserve to be shot"
  /\b(?:i )?hope (?:you|u|he|she|they) (?:die|dies|get (?:killed|shot|raped|hit by)|burn|rot|suffer)\b|\b(?:you|u|they|he|she) deserves? to (?:die|be (?:killed|shot|hanged|raped|beaten|tortured|burned))\b/g,
  // "kill all the ...", "they should all be shot"
  /\b(?:kill|shoot|gas|lynch|hang|exterminate|slaughter|massacre|wipe out) (?:all|every|each) (?:of )?(?:the |those |these |them\b)?(?:\w{1,20}s\b)?|\b(?:they|all of them|those people) (?:should|must|need to) (?:all )?be (?:killed|shot|gassed|hanged|lynched|exterminated|wiped out)\b/g,
];

const SELF_HARM_ANCHORS = ['yourself', 'your self', 'urself', 'kys', 'die', 'end it all', 'breathing', 'disappear', 'go jump', 'your life', 'your own life', 'slit', 'pills', 'jump off', 'miss you', 'care about you', 'without you'];
const VIOLENCE_ANCHORS = ['kill', 'murder', 'shoot', 'stab', 'strangle', 'behead', 'rape', 'beat', 'hurt', 'slaughter', 'burn', 'bury', 'destroy', 'hope', 'deserve', 'gas', 'lynch', 'hang', 'exterminat', 'massacre', 'wipe out', 'wiped out'];

/** Encouragement of self-harm or suicide. */
export const selfHarmDetector: Detector = gated(
  SELF_HARM_ANCHORS,
  regexDetector({ id: 'brand.self_harm', category: 'brand', type: 'self_harm', label: 'self-harm encouragement', patterns: SELF_HARM, view: 'lower', score: 0.9, maxMatchLength: 80 }),
);

/** Threats and incitement to violence against people. */
export const violenceDetector: Detector = gated(
  VIOLENCE_ANCHORS,
  regexDetector({ id: 'brand.violence', category: 'brand', type: 'violence', label: 'violent threat or incitement', patterns: VIOLENCE, view: 'lower', score: 0.85, maxMatchLength: 140 }),
);
