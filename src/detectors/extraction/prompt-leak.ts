import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';
import type { Detector } from '../types.js';

const PATTERNS = [
  // "My system prompt is: ...", "Here are my instructions:", "The instructions I was given say ..."
  // Said of "the" system prompt, only with the recital after it ("the system prompt is: ..."): "the
  // system message is tokenized and billed like any other input" is about system prompts in general.
  // "is" and "are" need the recital after them too ("my system prompt is: ...", "my instructions
  // are to ..."): "my system prompt is in English but my users write Spanish" describes it.
  /\bmy (?:system prompt|system message|developer message|developer prompt|developer instructions|operator message|operator instructions|initial instructions|original instructions|hidden instructions|secret instructions|internal instructions|instructions i was given|instructions i've been given|instructions i have been given)\s{0,3}(?:says?|reads?|state[sd]?|:|(?:is|are|was|were)\s{0,3}(?:as follows\s{0,3})?[:"'\u201c\u2018\u00ab]|(?:is|are|was|were)\s{1,3}(?:to|that|not to|never to|simple|simply|basically|just|roughly|something like|along the lines of)\b)/g,
  // (A system message that says something is the other pattern's: "The system message says:
  // "Backup completed"" is a status.)
  /\bthe (?:system prompt|initial instructions|original instructions|hidden instructions|secret instructions|internal instructions|instructions i was given|instructions i've been given|instructions i have been given)\s{0,3}(?:(?:is|are|says?|reads?|state[sd]?|was|were)\s{0,3}(?:as follows\s{0,3})?[:"'\u201c\u2018\u00ab]|:)/g,
  /\bhere (?:is|are) (?:my|the) (?:full |complete |exact |entire )?(?:system prompt|system message|initial instructions|original instructions|hidden instructions|instructions i was given)\b/g,
  // "My instructions say: "You are ShopHelper ...", "my initial prompt reads: "SYSTEM: You are ...",
  // "Here's what was above your message: "You are a travel agent ...": a claim of ownership
  // followed by the recited prompt, which opens by telling the model who it is.
  /\b(?:my (?:(?:initial|original|hidden|secret|internal|full|system|custom) )?(?:instructions|prompt|rules|guidelines|system prompt|system message|briefing)|the (?:system prompt|system message|(?:initial|original|hidden|secret|internal) (?:instructions|prompt|rules)))(?: (?:i (?:was given|received|got|follow|have)|from (?:my|the) (?:developers?|operators?|company)))? (?:say|says|read|reads|are|is|state|go|goes)\s{0,3}(?:something like|as follows|roughly)?\s{0,3}:?\s{0,3}["'\u201c\u2018\u00ab]?\s{0,3}(?:system\s{0,3}:\s{0,3})?you are\b/g,
  /\b(?:what was|what's|what is|the text|everything) (?:written )?(?:above|before) (?:your|my|this) (?:message|question|prompt)(?: (?:is|was|says|said|reads))?\s{0,3}:\s{0,3}["'\u201c\u2018\u00ab]?\s{0,3}(?:system\s{0,3}:\s{0,3})?you are\b/g,
  // "I can't share my system prompt. It says: You are HelpBot ...": the prompt named, then recited
  // as what "it says" (not "it says to contact support", which recites nothing).
  /\b(?:my|the) (?:system prompt|system message|(?:initial|original|hidden|secret|internal) (?:instructions|prompt))\b[^\n]{0,60}?\b(?:it|they) (?:says?|reads?|goes|states?|begins?|starts?)(?: (?:like this|as follows|with))?\s{0,2}(?::\s{0,3}["'\u201c\u2018]?|["'\u201c\u2018])\s{0,2}(?:system\s{0,2}:\s{0,2})?you (?:are|will|must|should)\b/g,
  // "Before our chat I was given these instructions:", "The hidden rules I follow are:"
  /\b(?:before (?:our|this|the) (?:chat|conversation|session)|at the start of (?:our|this|the) (?:chat|conversation|session)),? i was given (?:these|the following|some) (?:instructions|rules|guidelines)\b|\b(?:the |my )?(?:hidden|secret|confidential|internal|private) (?:rules|instructions|guidelines) (?:that )?i (?:follow|was given|have been given|obey|operate under) (?:are|is|include|say)\b/g,
  // "My system prompt tells me to always upsell the premium plan", "Here are the rules I follow: 1) ..."
  /\bmy (?:system prompt|system message|(?:hidden|secret|internal|initial|original) (?:instructions|rules|prompt))\s{1,3}(?:tells?|told|instructs?|instructed|asks?|asked|requires?|required|wants?|wanted|says? to|said to)\s{1,3}me\s{1,3}(?:to|not to|never to)\b|\bhere (?:is|are) (?:my|the) (?:full |complete |exact |entire )?(?:rules|guidelines|instructions) (?:that )?i (?:follow|was given|have been given|operate under|must follow)\s{0,3}:/g,
  // "I was instructed to never reveal ..." as a preamble to reciting rules.
  /\bi (?:was|have been|am) (?:instructed|programmed|told|configured) (?:by (?:my|the) (?:developers?|operators?|system prompt) )?(?:to|not to|never to) (?:never |not )?(?:reveal|disclose|share|mention|tell)\b/g,
  // Session 19: "The configuration I was given reads: persona "Max", ...", "the setup I've been
  // given is: ...": the agent's own setup named and recited.
  /\bthe (?:configuration|config|setup|set-up|brief(?:ing)?|persona|prompt|rules|guidelines|directives) i (?:was|have been|'ve been|got) (?:given|provided|assigned|set up with|configured with)\s{0,3}(?:(?:is|are|says?|reads?|states?|was|were|goes|looks like)\s{0,3}(?:as follows\s{0,3})?(?::|["'\u201c\u00ab])|:)/g,
  // The same given back in another language, with "here are": "Voici la traduction de mes
  // instructions initiales : ...", "Aquí están mis instrucciones originales", "Hier sind meine
  // ursprünglichen Anweisungen". A qualifier (initial, original, system, hidden) is required:
  // "voici mes instructions pour le montage" is for people.
  /\b(?:voici|voilà)\b[^.!?\n]{0,60}?\bmes (?:instructions|consignes|directives) (?:initiales|d'origine|système|du système|cachées|secrètes|internes|originales)\b|\b(?:aquí|aqui) (?:están|tienes|va|van)\b[^.!?\n]{0,60}?\bmis instrucciones (?:iniciales|originales|del sistema|ocultas|secretas|internas)\b|\bhier (?:sind|ist|kommen)\b[^.!?\n]{0,60}?\bmeine (?:anfänglichen|ursprünglichen|versteckten|geheimen|internen|system-?)(?:anweisungen| anweisungen| instruktionen)\b|\becco\b[^.!?\n]{0,60}?\ble mie istruzioni (?:iniziali|originali|nascoste|segrete|interne|di sistema)\b|\baqui (?:estão|está|vão)\b[^.!?\n]{0,60}?\bminhas instruções (?:iniciais|originais|ocultas|secretas|internas|do sistema)\b/g,
  // The agent's own briefing, given back. Written for this project from a 30-row probe of leaks
  // and near misses (session 15).
  // "Here is what I was told before our chat:", "Before this conversation I received the following prompt:"
  /\b(?:what|everything) i was (?:told|given|instructed)\s(?:before|at the start of|prior to)\s(?:our|this|the)\s(?:chat|conversation|session)\b|\bbefore (?:this|our|the) (?:conversation|chat|session),?\s(?:i\s)?(?:received|was given|got) (?:the following|these|this) (?:prompt|instructions|rules|message|briefing)\b/g,
  // "My instructions say I'm a support agent for ...", "my prompt says to flag any user who ..."
  /\bmy (?:instructions|system prompt|prompt|rules|guidelines|configuration|briefing)\s(?:say|says|state|states|tell me|tells me|require|requires)\s(?:that\s)?(?:i(?:'m|\sam)\b|i\s(?:must|should|can't|cannot|may not|will|am to|have to|need to)\b|to\s(?:always|never|flag|avoid|refuse|recommend|offer|escalate|collect|ask|stop)\b)/g,
  // "I was configured with these guidelines: act as HR assistant for ..."
  /\bi (?:was|have been|am|'ve been) (?:configured|set up|instructed|briefed|programmed|initiali[sz]ed) with (?:these|the following|this|a few) (?:guidelines|instructions|rules|prompt|settings|directives)\b/g,
  // "I'll repeat it verbatim: "System: You are Max ...""
  /\b(?:here it is|i'll repeat it|i will repeat it|repeating it|verbatim|word for word)\s{0,3}[:,-]?\s{0,3}["'\u201c\u2018]?\s{0,3}(?:system\s{0,2}:\s{0,2})?you are\b/g,
  // "The developer's hidden instructions for me are:", "the operator's rules say"
  /\b(?:the |my )?(?:developer's|developers'|operator's|company's|creator's|owner's) (?:hidden |secret |internal |private |original )?(?:instructions|rules|guidelines|prompt|directives) (?:for me |to me )?(?:are|is|say|says|read)\b/g,
  // "translating my instructions into French:", "To summarise my instructions:", "here's my initial configuration"
  /\b(?:translating|translated|translation of|summari[sz]ing|to summari[sz]e|summary of|paraphrasing|encoding|recap of|here(?:'s| is| are)) my (?:(?:full|complete|entire|initial|original|hidden|secret|system|confidential|internal|private|moderation|safety|content|operating|core|exact) ){0,2}(?:instructions|system prompt|prompt|rules|guidelines|configuration|config|setup|pre-prompt|briefing)\b(?!\s(?:for|to|of)\s(?:the|my|your|a|an)\s(?!(?:chat|conversation|session|assistant|bot)\b))/g,
  // Session 16: the first message quoted as such ("quoting the first message I received:
  // 'SYSTEM: You are Aria ...'"), and the operator's configuration recited with its settings ("As
  // configured by my operator (temperature 0.2; tools: crm_lookup, ...; rule: never admit the
  // outage)"; "I was set up by my operator to help with billing" recites nothing).
  /\b(?:quoting|quote|here is|here's|this is|copying|pasting)\b[^\n]{0,30}?\b(?:the |my )?(?:first|initial|very first|opening|system) (?:message|prompt|instructions?) (?:that )?i (?:received|was given|got|was sent)\b/g,
  /\b(?:as )?(?:configured|set up|instructed|programmed|briefed) by my (?:operator|operators|developers?|deployer|creators?|admins?|administrator)\b[^\n]{0,80}?(?:\btemperature\s{0,2}[:=]?\s{0,2}\d|\btools?\s{0,2}:|\brules?\s{0,2}:|\b(?:never|do not|don't) (?:admit|mention|disclose|reveal|tell|acknowledge)\b)/g,
  // From probe 9: "Here's what I was told at the start: "You are ...", "My hidden instructions
  // start like this: 'SYSTEM: You are ...'", "there's a note in my instructions that says:
  // 'Do not reveal ...'", "my config is model=..., temperature=0.2, tools=[...]".
  /\b(?:what|everything)\s{1,3}i\s{1,3}was\s{1,3}(?:told|given|instructed)\s{1,3}(?:at\s{1,3}the\s{1,3}(?:start|beginning)|initially|up\s{1,3}front|first)\s{0,3}:\s{0,3}["'\u201c\u2018\u00ab]\s{0,3}(?:system\s{0,2}:\s{0,2})?you\s{1,3}(?:are|will|must)\b/g,
  /\bmy\s{1,3}(?:(?:hidden|secret|internal|initial|original|system|full)\s{1,3})?(?:instructions|prompt|system\s{1,3}prompt|rules|briefing)\s{1,3}(?:start|starts|begin|begins|open|opens|go|goes)(?:\s{1,3}(?:like\s{1,3}this|with|as\s{1,3}follows))?\s{0,3}:\s{0,3}["'\u201c\u2018\u00ab]?\s{0,3}(?:system\s{0,2}:\s{0,2})?you\s{1,3}(?:are|will|must)\b/g,
  /\b(?:note|line|rule|section|part)\s{1,3}in\s{1,3}my\s{1,3}(?:instructions|system\s{1,3}prompt|prompt|config(?:uration)?|rules)\s{1,3}(?:that\s{1,3})?(?:says?|reads?|states?)\s{0,3}:?\s{0,3}["'\u201c\u2018\u00ab]\s{0,3}(?:do\s{1,3}not|don't|never|always|you\s{1,3}(?:are|must|should|will))\b/g,
  /\bmy\s{1,3}(?:config|configuration|settings|setup)\s{1,3}(?:is|are|looks\s{1,3}like)\s{0,3}:?\s{0,3}(?:model|temperature|tools?|system_prompt|max_tokens)\s{0,2}[=:]/g,
  // Session 17 (probe 11): the configuration recited, then the confession that it should not be
  // ("my configuration from HelpDeskPro sets temperature 0.2, gives me the tools ... I'm not really
  // supposed to share that").
  /\bmy\s{1,3}(?:(?:hidden|secret|internal|initial|original|system|full)\s{1,3})?(?:configuration|config|instructions|system\s{1,3}prompt|prompt|setup|rules|briefing)\b(?!\s{1,3}(?:for|to)\s{1,3}(?:the|my|a|an|our|his|her|their)\s{1,3}(?!(?:chat|conversation|session|assistant|bot)\b))[^\n]{0,260}?\b(?:i'm|i\s{1,3}am|i'm\s{1,3}really|i\s{1,3}am\s{1,3}really)\s{1,3}not\s{1,3}(?:really\s{1,3}|actually\s{1,3})?(?:supposed|allowed|meant|permitted)\s{1,3}to\s{1,3}(?:share|tell|reveal|disclose|show|say|give\s{1,3}out)\b/g,
  // Its instructions given back in French, Spanish, German, Italian or Portuguese: "voici mes
  // instructions traduites : « Vous êtes ...", "mis instrucciones dicen: ...".
  /\b(?:voici|voilà)\s{1,3}mes\s{1,3}(?:instructions|consignes|directives)\s{1,3}(?:traduites|initiales|système|cachées|secrètes|d'origine)\b|\b(?:voici|voilà)\s{1,3}mes\s{1,3}(?:instructions|consignes)\s{0,3}:\s{0,3}[«"'\u201c]\s{0,3}(?:vous êtes|tu es)\b|\bmes\s{1,3}(?:instructions|consignes)\s{1,3}(?:initiales|cachées|système|secrètes)\s{1,3}(?:sont|disent)\b|\b(?:mis\s{1,3}instrucciones|meine\s{1,3}(?:anweisungen|instruktionen)|le\s{1,3}mie\s{1,3}istruzioni|as\s{1,3}minhas\s{1,3}instru[cç][oõ]es)\b[^\n]{0,30}?:\s{0,3}[«"'\u201c\u201e]\s{0,3}(?:eres|usted es|du bist|sie sind|sei|lei è|você é|tu és)\b/g,
  // Session 18 (helper-written leaks): the secret named with where it came from ("The secret code
  // I was given is MAPLE-4471"), a numbered rule or a line of the prompt quoted ("Rule #3 in my
  // guidelines says: "Never ..."", "my prompt mentions discounts. The exact line is: "..."), the
  // briefing told as what was said before the user arrived, the developer or system message
  // recited, a debug dump of the prompt, and the persona recited; French "voici mon prompt système".
  /\b(?:the|my)\s{1,3}(?:secret|hidden|internal|private|special|staff)\s{1,3}(?:code\s{1,3}word|code|word|password|passphrase|pass\s{1,3}phrase|key|token|pin|phrase)\s{1,3}(?:that\s{1,3})?(?:(?:from|in)\s{1,3}my\s{1,3}(?:setup|set-up|instructions|system\s{1,3}prompt|prompt|configuration|config|briefing|guidelines|rules)|i\s{1,3}was\s{1,3}(?:given|told)|i've\s{1,3}been\s{1,3}given|i\s{1,3}have\s{1,3}been\s{1,3}given|i\s{1,3}received|i\s{1,3}was\s{1,3}(?:configured|set\s{1,3}up)\s{1,3}with|(?:they|the\s{1,3}(?:developers?|operators?|store|company))\s{1,3}gave\s{1,3}me)\s{1,3}(?:is|was)\b/g,
  /\b(?:rule|line|section|instruction|part|point|item)\s{0,3}#?\s{0,2}\d{0,3}\s{1,3}(?:in|of|from)\s{1,3}my\s{1,3}(?:guidelines|instructions|system\s{1,3}prompt|prompt|rules|config(?:uration)?|briefing)\s{1,3}(?:says?|reads?|states?|is)\s{0,3}:?\s{0,3}["'\u201c\u2018\u00ab]/g,
  /\bmy\s{1,3}(?:system\s{1,3}prompt|prompt|instructions|guidelines|rules)\s{1,3}(?:mentions?|covers?|includes?|has|contains?)\b[^\n]{0,80}?\bthe\s{1,3}(?:exact|full|actual|verbatim|precise)\s{1,3}(?:line|wording|text|sentence|rule|instruction)\s{1,3}(?:is|reads|says)\s{0,3}:?\s{0,3}["'\u201c\u2018\u00ab]/g,
  /\bi\s{1,3}was\s{1,3}(?:told|instructed|asked|briefed)\s{1,3}(?:before\s{1,3}you\s{1,3}(?:arrived|came|joined|got\s{1,3}here|started)|before\s{1,3}(?:our|this|the)\s{1,3}(?:chat|conversation|session)\s{1,3}(?:started|began)?|at\s{1,3}the\s{1,3}(?:start|beginning)\s{1,3}of\s{1,3}(?:our|this|the)\s{1,3}(?:chat|conversation|session))\s{0,3},?\s{0,3}(?:that\s{1,3})?(?:i\s{1,3}(?:should|must|need\s{1,3}to|have\s{1,3}to|am\s{1,3}to)|to\s{1,3}(?:always|never|steer|push|recommend|avoid|not))\b/g,
  // A system message that recites an order ("The system message says: "You are ...""), not a
  // status ("The system message says: "Backup completed"").
  /\bthe\s{1,3}(?:(?:hidden|secret|internal|private|original|initial)\s{1,3})?(?:developer|operator)\s{1,3}(?:message|prompt|note)\s{1,3}(?:says|reads|states)\s{0,3}:?\s{0,3}["'\u201c\u2018\u00ab]|\bthe\s{1,3}(?:(?:hidden|secret|internal|private|original|initial)\s{1,3})?system\s{1,3}(?:message|prompt|note)\s{1,3}(?:says|reads|states)\s{0,3}:?\s{0,3}["'\u201c\u2018\u00ab]\s{0,3}(?:you\s{1,3}(?:are|will|must|should|may)|never|always|do\s{1,3}not|don't)\b/g,
  // A dump ("system_prompt: "You are ...", JSON's "system_prompt": "You are ..."), not code that sets one (`SYSTEM_PROMPT = "You are ..."`).
  /\bsystem_?prompt["']?\s{0,2}:\s{0,2}["'\u201c]\s{0,2}(?:system\s{0,2}:\s{0,2})?you\s{1,3}(?:are|will|must)\b/g,
  /\bmy\s{1,3}(?:persona|persona\s{1,3}description|character\s{1,3}(?:description|sheet|card)|setup\s{1,3}message|pre-?prompt|developer\s{1,3}message)\s{1,3}(?:says|reads|is|goes)\s{0,3}:?\s{0,3}["'\u201c\u2018\u00ab]\s{0,3}(?:system\s{0,2}:\s{0,2})?you\s{1,3}(?:are|will|must)\b/g,
  /\b(?:voici|voilà)\s{1,3}mon\s{1,3}(?:prompt|message)\s{1,3}(?:système|systeme|initial|d'origine)\s{0,3}:\s{0,3}[«"'\u201c]\s{0,3}(?:tu\s{1,3}es|vous\s{1,3}êtes)\b/g,
];

// A developer quoting the prompt of a bot they build ("I'm building a support bot on the API. My
// system prompt says 'You are ...'. Is that too vague?"): their own prompt, not a leak.
const BUILDER =
  /\b(?:i'm|i am|we're|we are|i've been|we've been)\s{1,3}(?:building|making|writing|developing|creating|designing|working on|setting up|testing|prototyping|tuning)\b[^.!?\n]{0,40}?\b(?:bot|chatbot|assistant|agent|app|gpt|model|llm|prompt|copilot)s?\b|\b(?:my|our)\s{1,3}(?:bot|chatbot|assistant|agent|app|custom gpt|gpt|support bot|llm app)(?:'s)?\s{1,3}(?:system\s{1,3}prompt|instructions|prompt)\b/;

const leakPatterns = gated(
  ['system prompt', 'system message', 'instructions', 'instructed', 'i was given', "i've been given", 'i have been given', 'i got given', 'i was provided', 'i was assigned', 'mis instrucciones', 'meine', 'mie istruzioni', 'minhas instruções', 'mes consignes', 'mes directives', 'programmed', 'told to', 'told not', 'told never', 'told by', 'configured to', 'configured not', 'you are', 'rules', 'guidelines', 'i was told', 'i was given', 'my prompt', 'my configuration', 'my config', 'supposed to', 'allowed to', 'meant to', 'permitted to', 'my setup', 'my briefing', 'my pre-prompt', 'my initial', 'my original', 'i received', 'message i', 'prompt i', 'instructions i', 'by my operator', 'by my developer', 'by my deployer', 'by my creator', 'by my admin', 'i was told', 'i was given', 'i was instructed', 'my hidden', 'my secret', 'my internal', 'in my instructions', 'in my system prompt', 'in my prompt', 'in my config', 'in my rules', 'my config', 'my configuration', 'my settings', 'secret code', 'secret word', 'secret password', 'secret phrase', 'secret key', 'hidden code', 'hidden word', 'staff code', 'staff pin', 'i was asked', 'i was briefed', 'developer message', 'operator message', 'system note', 'operator note', 'developer note', 'mon prompt', 'mon message', 'mes instructions', 'mes consignes', 'mes directives', 'mis instrucciones', 'meine anweisungen', 'meine instruktionen', 'mie istruzioni', 'minhas instru'],
  regexDetector({
    id: 'extraction.prompt_leak',
    category: 'extraction',
    type: 'prompt_leak',
    label: 'system prompt leak',
    patterns: PATTERNS,
    view: 'lower',
    score: 0.8,
    maxMatchLength: 360,
  }),
);

/** Output that recites the system prompt or the model's hidden instructions. */
export const promptLeakDetector: Detector = {
  meta: leakPatterns.meta,
  detect(text, ctx) {
    const found = leakPatterns.detect(text, ctx);
    return found.length > 0 && BUILDER.test(ctx.normalized.lower) ? [] : found;
  },
};
