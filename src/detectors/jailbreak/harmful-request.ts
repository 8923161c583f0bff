import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';
import { HARM_ANCHORS, HARM_OBJECT } from './harm-lexicon.js';

// An ask for operational detail: how-to questions (present, past or future tense), step lists,
// recipes, code. Asking what something is or why it is dangerous does not match.
const ASK =
  '(?:how (?:to|do (?:i|you|people)|can (?:i|you|one|someone)|could (?:i|you|one|someone)|would (?:i|you|one|someone)|did (?:people|they|criminals|someone)|were|was|will (?:people|someone))|step[- ]by[- ]step|detailed (?:instructions|guide|steps|recipe)|instructions (?:for|on|to)|a guide (?:to|for|on)|recipe for|tutorial (?:on|for)|ways to|tips (?:for|on)|(?:write|create|code|generate|develop|build) (?:a |an |me a |me an )?(?:script|program|code|piece of))';

const WORKING = '(?:working|functional|fully functional|ready to use|ready-to-use|undetectable|stealthy)';

/** Verbs of defence and recovery: a question about them names the same harms without asking for them. */
export const DEFENSIVE =
  /\b(?:protect|prevent|detect|remove|avoid|defend|recogni[sz]e|spot|report|stop|get rid of|clean|safe from|secure|identify|block|treat|recover|quit|overcome|survive|help (?:someone|a friend|people)|dispose of|talk to)\b/;

/** Requests for operational detail about seriously harmful things (weapons, hard drugs, malware, violent crime). */
export const harmfulRequestDetector = gated(
  HARM_ANCHORS,
  regexDetector({
    id: 'jailbreak.harmful_request',
    category: 'jailbreak',
    type: 'harmful_request',
    label: 'request for harmful instructions',
    patterns: [
      new RegExp(`\\b${ASK}\\b[^.!?\\n]{0,80}?\\b${HARM_OBJECT}\\b`, 'g'),
      // the thing itself as a working tool: "give me a working keylogger", "I need a fully functional
      // ransomware sample" (not "a working definition of malware")
      new RegExp(`\\b(?:give|send|provide|get|write|make|build|create|code|generate|need|want) (?:me )?(?:a |an |some )?${WORKING} (?:(?!of\\b)[a-z-]{1,15} ){0,2}${HARM_OBJECT}\\b`, 'g'),
    ],
    view: 'lower',
    // Defensive questions ("how can I protect my PC from malware") name the same objects.
    invalidate: (v) => DEFENSIVE.test(v),
    score: 0.75,
    maxMatchLength: 300,
  }),
);
