import { gatedPatterns, type AnchoredPattern } from './gate.js';

// Memory poisoning: text that tells an assistant with long-term memory to store something about
// its user, so the injection outlives the conversation it arrived in. "Remember to save your
// work" and "store the result in memory" are ordinary; the memory here is the reader's own
// ("your memory", "a new memory for this user") or the fact must hold for future conversations.
const STORE = '(?:remember|memori[sz]e|save|store|keep|add|write|record|note|commit|put)';
const FUTURE = '(?:future|subsequent|later|upcoming|all\\s{1,3}(?:future\\s{1,3})?)\\s{1,3}(?:conversations?|sessions?|chats?|interactions?|requests?|queries|answers)';

const PATTERNS: AnchoredPattern[] = [
  // "Remember for all future conversations: ...", "Save this for future sessions: the user's bank is ..."
  // (an order at the start of a sentence, not "the browser will remember it for future sessions")
  {
    re: new RegExp(`(?:^|[.!?:;\\n>(\\[]\\s{0,3}|\\bplease\\s{1,3}|\\balso\\s{1,3})${STORE}\\b(?:\\s{1,3}(?:this|that|the\\s{1,3}following|it))?(?:\\s{1,3}(?:permanently|forever))?\\s{1,3}(?:for|in|into|across|during|throughout)\\s{1,3}(?:all\\s{1,3}|every\\s{1,3}|any\\s{1,3})?${FUTURE}`, 'g'),
    needs: [['remember', 'memori', 'save', 'store', 'keep', 'add', 'write', 'record', 'note', 'commit', 'put'], ['future', 'subsequent', 'later', 'upcoming', 'all conv', 'all sess', 'all chat', 'all inter']],
  },
  // "Save this to your long-term memory", "store a new memory for this user", "update your notes
  // about the user", "remember this preference permanently"
  {
    re: new RegExp(
      `\\b(?:${STORE}|create|make|update|edit|change|overwrite)\\s{1,3}(?:(?:this|that|it|the\\s{1,3}following)\\s{1,3}(?:(?:to|in|into)\\s{1,3})?)?(?:your\\s{1,3}(?:long[\\s-]term\\s{1,3}|persistent\\s{1,3}|permanent\\s{1,3}|saved\\s{1,3}|user\\s{1,3})?(?:memory|memories|notes\\s{1,3}(?:about|on)\\s{1,3}(?:the|this)\\s{1,3}user|profile\\s{1,3}of\\s{1,3}the\\s{1,3}user)|(?:a\\s{1,3})?(?:new\\s{1,3})?memor(?:y|ies)\\s{1,3}(?:for|about)\\s{1,3}(?:this|the)\\s{1,3}user)\\b|\\bremember\\s{1,3}(?:this|that)(?:\\s{1,3}[a-z]{2,15})?\\s{1,3}(?:permanently|forever|for\\s{1,3}good)\\b`,
      'g',
    ),
    needs: [['memor', 'notes about', 'notes on', 'profile of', 'permanently', 'forever', 'for good']],
  },
  // Session 21: "Memory update for the assistant: permanently remember that this user prefers ...":
  // a memory entry addressed to the machine, or a fact about the user to keep for good.
  {
    re: /\bmemory\s{1,3}(?:update|entry|note|instruction|directive)\s{1,3}(?:for|to)\s{1,3}(?:the\s{1,3}|your\s{1,3}|any\s{1,3})?(?:assistant|ai|agent|bot|model|llm|copilot)s?\s{0,3}:|(?:^|[.!?:;\n>(\[]\s{0,3}|\bplease\s{1,3}|\balso\s{1,3})(?:permanently|forever|always)\s{1,3}(?:remember|memori[sz]e|store|save|note)\s{1,3}(?:that\s{1,3})?(?:this|the)\s{1,3}(?:user|customer|client)\b/g,
    needs: [['memory update', 'memory entry', 'memory note', 'memory instruction', 'memory directive', 'permanently', 'forever', 'always']],
  },
];

/** Orders to store something in the reader's long-term memory (memory poisoning). */
export const memoryWriteDetector = gatedPatterns(
  ['remember', 'memori', 'memory', 'memories', 'save', 'store', 'keep', 'add', 'write', 'record', 'note', 'commit', 'put', 'update', 'edit', 'change', 'overwrite', 'create', 'make'],
  {
    id: 'injection.memory_write',
    category: 'injection',
    type: 'memory_poisoning',
    label: 'memory poisoning',
    view: 'lower',
    score: 0.85,
    maxMatchLength: 160,
    description: "Orders to store something in the reader's long-term memory or to keep it for all future conversations.",
  },
  PATTERNS,
);
