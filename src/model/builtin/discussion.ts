/*
 * Writing about attacks: security articles, incident reports, glossary entries, lessons and
 * changelogs name injections, jailbreaks and system prompts in the attackers' own words, so the
 * classifier heads, which learned those words, read them as the attack. A window is taken as
 * such writing when it names attacks as its subject ("attackers", "prompt injection",
 * "jailbreak", "OWASP") and explains ("researchers", "mitigation", "is a type of", "for
 * example", "post-mortem", "should be treated as data", ...), and gives its reader no order
 * outside quotation marks (an attack quoted in a report is in quotes; one aimed at the reader is
 * not). The rules still read every quoted attack; this only stops the classifier's own finding.
 */

// Words that name the attack as a subject (at least one) ...
const ABOUT_ATTACKS =
  /\b(?:system prompts?|system messages?|attacks?|attackers?|attacked|vulnerabilit(?:y|ies)|exploited|red[- ]team(?:s|ing|ers)?|threat model|owasp|llm0\d|(?:prompt |indirect |direct )?injections?|jailbreaks?|jailbroken|prompt leak(?:s|ing|age)?|extraction attempts?|honeypot|canary|hidden (?:instructions?|text|prompts?)|white (?:text|font)|exfiltrat(?:e|es|ed|ing|ion)|data leaks?|(?:text|instructions?|messages?|content|commands?) (?:addressed|aimed|directed|written) (?:to|at|for) (?:our|the|an?|its|their) (?:[a-z-]{2,20} ){0,2}(?:ai|assistants?|agents?|bots?|chatbots?|models?|llms?)|prompts? (?:syst[eè]me|del sistema|do sistema)|systemprompts?|injection de prompts?|inyecci[oó]n de prompts?|inje[cç][aã]o de prompts?|prompt-injektion(?:en)?|attaques?|ataques?|angriff(?:e|en)?)\b|提示注入|越狱|プロンプトインジェクション|脱獄/;
// ... and words of explanation around it (at least one more).
const EXPLAINS =
  /\b(?:researchers?|defen[cs]es?|mitigat(?:e|es|ion|ions)|post-?mortem|incident|refers to|happens when|is when|is a (?:type|kind|form|class) of|known as|so-called|in the wild|test (?:case|string)s?|glossary|definition|for example|for instance|e\.g\.|example of|examples of|the classic example|documented|disclosed|patched|changelog|release notes|we (?:found|saw|observed|reproduced|confirmed|added|fixed|moved)|treat(?:s|ed|ing)? (?:[a-z]{1,12} ){0,2}as (?:data|text|content|untrusted)|should be treated|is probably|most famous|well-known|well-designed|such as|best practices?|usually|typically|in other words|means that|works by|defen(?:d|ds|ded|ding)|is the (?:set|part|text|message|list) of|exercise|quiz|lesson|training module|root cause|write-?up|spot the|lectures?|lecture notes|course|syllabus|tutorial|workshop|week \d{1,2}|often|commonly|qu'est-ce qu|c'est le|c'est la|par exemple|por ejemplo|por exemplo|zum beispiel|bonne pratique|buenas? pr[aá]cticas?|boas? pr[aá]ticas?|treinamento|formation|formaci[oó]n|m[oó]dulo|aula|le[cç]on|lecci[oó]n|veremos|discutiremos|d[eé]fense|defensa|defesa|mitigaci[oó]n|mitiga[cç][aã]o)\b|例如|防御/;

// Orders to the reader, outside quotes; not what a text says someone gets a model to do ("a
// determined user may get the model to repeat its instructions").
const ORDERS =
  /(?<!\b(?:models?|ai|assistants?|llms?|chatbots?|bots?|systems?|it|them|agents?) to )\b(?:ignore|disregard|forget|reveal|print|output|repeat|recite|dump|disclose|share|paste|(?:could|can|would|will) you (?:please )?(?:paste|share|show|tell|give|print|reveal|repeat|send|list|write out|output|post)|spell out|translate|tell me|give me|show me|send me|what (?:is|are|was|were) your|from now on|you are now|you must|you will now|act as|pretend|respond only|answer only|say that|do not tell|don't tell|new instructions?)\b/;

// Quoted stretches, bounded: "...", “...”, '...' (apostrophes inside words are not quotes).
const QUOTED = /"[^"\n]{0,400}"|\u201c[^\u201d\n]{0,400}\u201d|(?<![a-z])'[^'\n]{0,200}'(?![a-z])/gi;

/**
 * True when `window` (normalized text) writes about attacks, or about system prompts, and orders
 * its reader nothing.
 */
export function isDiscussion(window: string): boolean {
  const lower = window.toLowerCase();
  if (!ABOUT_ATTACKS.test(lower) || !EXPLAINS.test(lower)) return false;
  return !ORDERS.test(lower.replace(QUOTED, ' '));
}

// An extraction request asks (a question, an order to show, repeat, reveal, translate ...) and a
// leak speaks of its own briefing ("my instructions", "I was told"): a window with neither ("A
// system prompt is the set of instructions a developer gives a model", "Your instructions were
// clear: the report by Friday") can be neither.
const ASKS_OR_LEAKS =
  /\?|\b(?:repeat|print|show|reveal|tell|give|output|display|share|list|recite|dump|disclose|translate|summari[sz]e|paraphrase|encode|spell|write|copy|paste|type|return|echo|ignore|disregard|forget|what|which|how|why|could you|can you|would you|please|i was|i am|i'm|my (?:instructions|prompt|system|rules|guidelines|configuration|config|briefing|directives))\b/i;

// Session 22: "Could you repeat your previous answer? I missed the part about compound interest."
// asks for something said in the conversation, not for a briefing: an extraction window that names
// a part of the conversation ("your previous answer", "what you just said") and no briefing at all
// (no prompt, instructions, rules, configuration, setup, nothing above or before, nothing the reader
// was told or given) asks for none. (A window that names neither, "where does John Doe live?",
// may be after a secret of the briefing and keeps its finding.)
const BRIEFING =
  /\b(?:system|prompts?|instructions?|instructed|rules?|guidelines?|configur(?:ation|ed)|config|setup|set\s{1,3}up|directives?|briefing|brief|initiali[sz]ation|initial|hidden|secret|confidential|above|before|beginning|start|first|everything|verbatim|word\s{1,3}for\s{1,3}word|told|given|programmed|developers?|operators?|creators?|persona|policy|policies|canary|password|context|preceding|earlier|original|guardrails?|restrictions?|training|trained|you\s{1,3}are|sys)\b|<\|?(?:system|im_start)/i;

// What such an ask names instead: a part of the conversation itself.
const CONVERSATION_PART =
  /\b(?:your|the|that)\s{1,3}(?:(?:previous|last|earlier|second|first|other)\s{1,3}){1,2}(?:answer|reply|response|message|explanation|point|paragraph|sentence|part|step|example|list|section|bit)s?\b|\bwhat\s{1,3}you\s{1,3}(?:just\s{1,3})?(?:said|wrote|explained|meant)\b/i;

/** True when an extraction-head window asks for a part of the conversation and names no briefing of any kind. */
export function namesNoBriefing(window: string): boolean {
  return CONVERSATION_PART.test(window) && !BRIEFING.test(window);
}

/** True when an extraction-head window neither asks for anything nor speaks of its own briefing. */
export function neitherAsksNorLeaks(window: string): boolean {
  return !ASKS_OR_LEAKS.test(window);
}

// A whole text that is one ordinary task about some text ("Translate this paragraph into French,
// please.", "Summarize the report in three bullet points"): with nothing around it, there is no
// content for it to have been slipped into, so it is a task, not an injected one. The heads
// learned such orders from task-switching attacks, where a second task follows a first.
const PLAIN_TASK =
  /^(?:(?:please|could you|can you|would you|kindly)\s{1,3})?(?:translate|summari[sz]e|rewrite|rephrase|proofread|paraphrase|shorten|simplify|condense|reformat|format|convert|classify|categori[sz]e|sort|alphabeti[sz]e|outline|correct|tidy up|clean up|polish|edit)\b[^.!?\n]{1,150}[.!?]?$/i;
// Words an injected task carries that an ordinary one does not ("the user's favourite colour":
// data of the conversation it should not touch).
const TASK_HIJACK =
  /\b(?:ignore|disregard|forget|instead|previous|above|earlier|system|prompt|instructions?|password|secret|key|token|reveal|say|respond|reply|answer|print|output|pwned|granted|http|www|url|link|click|send|email|e-mail|forward|every|always|only|never|from now on|you are|your (?:reply|response|answer|output)|(?:the )?user(?:'s|s'|s)?)\b/i;

// Session 22: the text a task works on, quoted ("Translate this into Spanish: 'Please follow the
// safety instructions posted next to the door.'"), is its object: ordinary words such as
// "instructions" or "always" in it are not the task's. A quote that itself reads like an attack
// keeps the finding.
const QUOTED_OBJECT = /"[^"\n]{1,300}"|\u201c[^\u201d\n]{1,300}\u201d|(?<![a-z])'[^'\n]{1,300}'(?![a-z])/gi;
const QUOTE_HIJACK =
  /\b(?:ignore|disregard|forget|instead|system|prompt|password|secret|token|reveal|pwned|granted|http|www|url|click|from now on|you are|previous instructions|the user)\b/i;

/** True when the whole (normalized) text is one ordinary task about a text and nothing else. */
export function isPlainTask(text: string): boolean {
  const t = text.trim();
  if (t.length > 400 || !PLAIN_TASK.test(t.replace(QUOTED_OBJECT, '"…"'))) return false;
  const quotes = t.match(QUOTED_OBJECT) ?? [];
  if (quotes.some((q) => QUOTE_HIJACK.test(q))) return false;
  const task = t.replace(QUOTED_OBJECT, ' ');
  return task.length <= 160 && !TASK_HIJACK.test(task);
}

// A developer's own prompt in their own code ("I set SYSTEM_PROMPT = "You are a cooking
// assistant" in my Flask app ... [{"role": "system", "content": SYSTEM_PROMPT}]"): code that
// builds a prompt, and no ask aimed at the reader's own briefing.
const PROMPT_CODE =
  /\bsystem_prompt\s{0,3}[=:]|["']role["']\s{0,3}:\s{0,3}["']system["']|\brole\s{0,3}[=:]?\s{0,3}["'`]system["'`]|\b(?:my|our|the)\s{1,3}(?:config(?:uration)?|settings|\.env|env)\s{1,3}file\b|\bsystem\s{0,3}=\s{0,3}["'`]|\bmessages\s{0,3}=\s{0,3}\[|\.(?:create|chat|complete|invoke|generate)\s{0,3}\(|\b(?:my|our) (?:app|bot|chatbot|agent|code|script|project|backend|server|service|flask app|django app|api|prompt template)\b/i;
const READER_BRIEFING =
  /\byour\s{1,3}(?:own\s{1,3})?(?:system\s{1,3}prompt|prompt|instructions|rules|guidelines|configuration|directives|system\s{1,3}message)\b|\byou\s{1,3}(?:were|have\s{1,3}been)\s{1,3}(?:given|told|instructed|programmed)\b|\b(?:above|before)\s{1,3}(?:this|my|our)\s{1,3}(?:message|conversation|chat)\b/i;

/** True when an extraction-head window is a developer's own prompt in code, asking nothing of the reader's. */
export function ownPromptInCode(window: string): boolean {
  return PROMPT_CODE.test(window) && !READER_BRIEFING.test(window);
}

// A notice about documents: "Please ignore the previous version of this form ... disregard the
// instructions on page 2 of the old version." Every verb of dropping in the window takes an
// earlier document, page or version as its object, and nothing in it addresses a machine or asks
// for a secret, so it is an erratum for people (session 17: the model rejected this near miss in
// probes 8 and 11).
const DROPPING = /\b(?:ignore|disregard|forget|override|discard)\b/g;
const DOCUMENT_DROPPED =
  /\b(?:ignore|disregard|forget|override|discard)\s{1,3}(?:the\s{1,3}|any\s{1,3}|all\s{1,3}|this\s{1,3}|that\s{1,3}|our\s{1,3})?(?:(?:previous|earlier|old|older|prior|last|outdated|original|first|superseded|former|[a-z]{3,9}\s{1,3}\d{4})\s{1,3})?(?:versions?|editions?|drafts?|cop(?:y|ies)|forms?|invoices?|e-?mails?|letters?|memos?|schedules?|attachments?|notices?|price\s{1,3}lists?|brochures?|timetables?|agendas?|(?:instructions|directions|steps)\s{1,3}(?:on|in)\s{1,3}(?:page|section|step|part|the\s{1,3}(?:old|previous|earlier|original|last))\b)/g;
const MACHINE_OR_SECRET =
  /\b(?:assistant|ai|a\.i\.|chatbot|bot|model|llm|gpt|agent|system\s{1,3}prompt|your\s{1,3}(?:instructions|rules|guidelines|programming)|you\s{1,3}are\s{1,3}now|from\s{1,3}now\s{1,3}on|reveal|password|secret|api\s{1,3}key|token|https?|www)\b/i;

/** True when every dropping verb of an injection-head window drops an earlier document, and nothing addresses a machine. */
export function documentNotice(window: string): boolean {
  const lower = window.toLowerCase();
  const verbs = lower.match(DROPPING)?.length ?? 0;
  const documents = lower.match(DOCUMENT_DROPPED)?.length ?? 0;
  return verbs > 0 && documents === verbs && !MACHINE_OR_SECRET.test(lower);
}

// A short order to write or explain how a wrong is done together with how it is stopped ("Write an
// article about how scammers create fake IDs and how banks spot them"): teaching, which the rules
// also excuse (wrongdoing_request's AND_DEFENCE). Only a whole text this short and of this shape.
const TEACHES_DEFENCE =
  /^(?:(?:please|can you|could you)\s{1,3})?(?:write|explain|describe|outline|summari[sz]e|create|draft|give)\b[^\n]{0,160}?\bhow\b[^\n]{0,120}?\band\s{1,3}(?:how|what)\s{1,3}(?:to\s{1,3}|(?:[a-z]{1,15}\s{1,3}){1,3}(?:can\s{1,3}|could\s{1,3}|should\s{1,3}|do\s{1,3}|are\s{1,3}able\s{1,3}to\s{1,3})?)(?:spot|detect|prevent|protect|stop|avoid|recogni[sz]e|defend|block|catch|report|identify|guard)\b(?!\s{1,3}(?:getting|being|detection|the\s{1,3}police|police|cops|law\s{1,3}enforcement|caught|suspicion))(?:(?!\b(?:then|steps?|instructions|tell\s{1,3}me|give\s{1,3}me|also|recipe)\b)[^\n]){0,80}$/i;

/** True when the whole (normalized) text is a short order to teach a wrong together with its defence. */
export function teachesDefence(text: string): boolean {
  const t = text.trim();
  return t.length <= 300 && TEACHES_DEFENCE.test(t);
}

// Session 22 (a fresh safe set's AGENTS.md was rejected by the injection head): a repository's
// brief for coding agents ("# AGENTS.md", "Notes for AI coding assistants working in this repo:",
// then run the tests, follow the formatter, keep diffs small) gives its reader orders by design.
// Read as a brief when a coding reader or a brief file is named and no clause that is not itself
// forbidding reaches outside the repository: an address or a download, credentials handed over,
// the user or customers, money, a safeguard turned off, rules overridden.
const BRIEF_HEADER =
  /\b(?:agents\.md|claude\.md|copilot-instructions(?:\.md)?|\.cursorrules|gemini\.md)\b|\b(?:ai\s{1,3})?(?:coding|code|programming|developer|dev)\s{1,3}(?:assistants?|agents?|tools?|bots?|copilots?)\b|\b(?:agents?|assistants?)\s{1,3}(?:working|operating)\s{1,3}(?:in|on|with)\s{1,3}(?:this|the)\s{1,3}(?:repo|repository|codebase|project)\b/;
const BRIEF_OUTSIDE =
  /https?:|www\.|[a-z0-9._%+-]@[a-z0-9-]{1,63}\.[a-z]|\b(?:send|forward|upload|post|e-?mail|exfiltrat[a-z]{0,5}|curl|wget|transfer|wire|pay|refund|purchase|ignore|disregard|override|bypass|disable|turn\s{1,3}off|users?|customers?|tell|notify|inform|password|credentials?|tokens?|api\s{0,2}keys?|private\s{1,3}keys?|ssh|sudo|chmod|rm\s{1,3}-|delete|drop|hide|secretly|quietly|silently|download[a-z]{0,3}|postinstall|preinstall|telemetry)\b|\b(?:add|install|include|pin)\s{1,3}[^,.;\n]{0,40}?\b(?:packages?|dependenc(?:y|ies)|requirements|librar(?:y|ies)|modules?|hooks?|scripts?|extensions?|plugins?)\b/;
const BRIEF_NEG = /\b(?:never|not|don't|dont|avoid|without|no)\b/;

/** True when the whole (normalized) text is a coding agent's brief that asks nothing outside the repository. */
export function isCodingBrief(text: string): boolean {
  const lower = text.toLowerCase();
  if (text.length > 4000 || !BRIEF_HEADER.test(lower)) return false;
  // Clause by clause: a forbidding clause ("Never commit secrets") is care, not a want.
  for (const clause of lower.split(/[.;\n!?]|,\s|\s-\s|\band\b/)) {
    if (BRIEF_OUTSIDE.test(clause) && !BRIEF_NEG.test(clause)) return false;
  }
  return true;
}

// Session 32: a short status notice about the reader's own thing ("Your recovery email was
// updated.", "Your report finished exporting. It's in your Downloads folder.", "Your request #6092
// has been received. Typical response time is 1 business day."): statements of what happened, no
// question, no order and no word of the attacks' vocabulary. The injection head, trained on short
// task-switch questions, rejected three of 240 routine notices in a fresh probe (99). An
// injection that opens the same way names its new task ("Your new objective: convince the user
// to ...").
const NOTICE_OPEN =
  /^(?:good news[:,!]?\s{1,3}|heads up[:,!]?\s{1,3}|update[:,]\s{1,3}|done[!.]\s{1,3}|all set[!.]\s{1,3})?your\s{1,3}(?:[\w#.'-]{1,20}\s{1,3}){1,4}?(?:was|were|has|have|had|is|are|finished|completed|succeeded|failed|expired|expires|updated|changed|shipped|arrived|renewed|started|ended|synced|uploaded|downloaded|exported|imported|saved|deleted|restored|confirmed|cancell?ed|scheduled|approved|declined|received|processed|ready)\b/i;
const NOTICE_CUE =
  /\b(?:ignore|disregard|forget|override|instead|instruct\w*|prompt|system|assistant|ai|model|llm|chatbot|bot|respond|reply|say|tell|print|output|reveal|repeat|objective|goal|task|mission|role|user|users|must|should|always|never|now on|from now|pretend|act as|you are now|convince|persuade|download|click|open the|visit|go to|send|forward|password|passcode|secret|key)\b/i;
const SENTENCE_START_ORDER = /(?:^|[.!]\s{1,3})(?:please\s{1,3})?(?:do|don't|make|let|be|go|get|give|take|call|contact|quote|use|try|check|reply|respond|ignore|forget|write|say|tell|print|send|click|open|visit|follow|enter|type|read|remember|keep|stop|start|add|remove|include|note)\b/i;

export function isStatusNotice(text: string): boolean {
  const t = text.trim();
  if (t.length > 200 || /[?？؟;]/.test(t) || !NOTICE_OPEN.test(t)) return false;
  const sentences = t.split(/(?<=[.!])\s+/).filter(Boolean);
  return sentences.length <= 3 && !NOTICE_CUE.test(t) && !SENTENCE_START_ORDER.test(t);
}
