import { declinedBefore } from '../declined.js';
import { gated } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';

// A jailbreak is a set-up plus a payload. Either half alone is ordinary: people ask for stories,
// role-play, "no disclaimers please", and they ask how locks or poisons work. Each half here is
// wider than the stand-alone detectors allow (those must be right on their own); only the pair, a
// few sentences apart, is a finding.

// The set-up: the model told it has no rules or filters, switched into a special mode, forbidden
// to refuse or warn, or handed a persona, fiction or claimed authority to answer through.
const SETUP = new RegExp(
  [
    // "an AI with no filter", "no content guidelines", "bound by no code", "rejects every rule"
    "\\b(?:no|zero|without(?: any)?|free (?:of|from)|rejects? (?:every|all|any)|has never heard of)\\s{1,3}(?:(?:content|safety|moral|ethical)\\s{1,3})?(?:filters?|rules?|limits|restrictions?|guidelines|moderation(?: layer)?|censorship|content polic(?:y|ies)|morals|ethics|alignment)\\b|\\bbound by no (?:earthly |moral |ethical )?(?:code|rules?|laws?)\\b",
    // refusing named as the thing not to do, or penalised
    "\\b(?:refusals?|refusing|refuse|refuses)\\b|\\b(?:do not|don't) filter anything\\b|\\b(?:corporate |usual )?safety speech\\b|\\bmust not contain (?:any )?(?:warnings?|disclaimers?)\\b",
    // "never says no / sorry", "never evaluates whether it is harmful", "doesn't care about consequences"
    "\\bnever (?:says?|say) (?:no|sorry)\\b|\\bnever (?:evaluates?|considers?|checks?|judges?) whether\\b|\\b(?:doesn't|does not|don't|do not) care about (?:consequences|ethics|morals|the law|legality|rules)\\b",
    // refusal suppression without the word "refuse": "no disclaimers", "skip the ethics part", "not a sermon"
    "\\bno (?:disclaimers?|moralizing|moralising|sermons?|caveats|hedging|warnings|safety (?:tips|notes|speech))\\b|\\bwithout (?:any )?(?:disclaimers?|moralizing|moralising|warnings|caveats|judgment|softening)\\b|\\b(?:skip|drop|spare me|don't give me|do not give me|quit with) the (?:ethics|safety|moral|corporate|lecture|sermon|warnings?|disclaimers?)\\b|\\bnot a (?:sermon|lecture)\\b|\\b(?:do not|don't|must not) (?:include|add|contain|give) (?:any )?(?:warnings?|disclaimers?|caveats|ethics notes|notes? about safety)\\b",
    // special modes and switched-off safety
    "\\b(?:debug|developer|maintenance|evaluation|legacy|god|admin|unfiltered|unlocked|unrestricted|simulation|bizarro|opposite|jailbreak|dan)[ _-]mode\\b|\\bopposite day\\b|\\bmode:\\s{0,3}(?:unfiltered|unrestricted|uncensored|unlocked)\\b",
    "\\b(?:safety|content|moderation|refusal|alignment)[ _-](?:classifiers?|filters?|training|layer|module|team|mode|guidelines?)\\b[^.!?\\n]{0,40}?\\b(?:offline|off|disabled|turned off|switched off|removed|doesn't exist|does not exist|not found|called in sick|don't apply|do not apply)\\b|\\bsafe_?mode\\s{0,2}=\\s{0,2}(?:off|false|0)\\b|--safety\\s{0,2}=\\s{0,2}false\\b|\\busual restrictions (?:don't|do not|no longer) apply\\b",
    // personas: "you are now X", "act as", "pretend", "simulate", "your new name is", "from now on you"
    "\\byou(?:'re| are) now\\b|\\b(?:you(?: will| must| should)?|please|now) act as (?:my|a|an)\\b|^act as\\b|\\bpretend (?:to be|you(?:'re| are)|there|we(?:'re| are))\\b|\\bsimulate (?:a|an) (?:model|ai|assistant|chatbot)\\b|\\byour new name\\b|\\bnew persona\\b|\\bfrom now on,? you\\b|\\bfrom this message forward\\b|\\bevil twin\\b|\\binner voice\\b|\\boff the record\\b",
    // fiction and other frames for the same ask
    "\\b(?:role-?play|roleplaying|npc|it's just fiction)\\b|\\bfor (?:my|a|our) (?:thesis|dissertation|school project|class|physics class|sociology paper|mystery novel|novel|story|screenplay|crime podcast|podcast)\\b|\\b(?:write|create|compose|narrate)\\b[^.!?\\n]{0,30}?\\b(?:story|scene|poem|dialogue|monologue|fan ?fiction|chapter|epilogue|episode|screenplay|audiobook|acrostic)\\b|\\b(?:fictional|hypothetical(?:ly)?|in theory|parallel earth|alternate history|choose-your-own-adventure)\\b",
    // the dead relative who used to tell it
    "\\b(?:late|deceased|dead) (?:grand(?:ma|mother|pa|father)|mom|mother|dad|father|aunt|uncle)\\b|\\b(?:grand(?:ma|mother|pa|father)|mom|aunt|uncle)\\b[^.!?\\n]{0,60}?\\bused to (?:tell|whisper|sing|explain|read)\\b",
    // research, education and claimed authority
    "\\b(?:purely |strictly |only |just )?for (?:educational|research|academic|informational) (?:purposes|reasons)\\b|\\bpurely (?:theoretical|academic|educational)\\b|\\bacademic curiosity\\b|\\b(?:authori[sz]ing an exception|legally authori[sz]ed|top secret clearance|you have clearance|developer token|court order|i consent to any harm|take full responsibility)\\b",
  ].join('|'),
  'g',
);

// The payload: an ask for operational detail with a target that is wrongdoing against people,
// property, systems or the law.
const ASK =
  "(?:how (?:to|do i|can i|could i|would i|would someone|would one|does one|do you|do people|did (?:people|they|he|she)|he (?:makes|made|would))|(?:explain|explains|explaining|describe|describes|describing|narrate) (?:to [a-z' ]{1,30} )?(?:exactly |in detail |precisely )?how|(?:instructions|procedure|process|steps|guide|tutorial) (?:for|on|to)|tell me how|teach (?:me|us)|show me how|walk me through|(?:step-by-step|step by step|detailed) (?:guide|instructions|steps|lecture)|recipe for|synthesis (?:of|route for|for)|list (?:the )?(?:chemicals|ingredients|materials|steps)|(?:best|easiest|fastest|quickest|simplest|cheapest|most effective|most reliable) way to|what(?:'s| is) the (?:best|easiest|fastest|simplest|most effective) way|write (?:me )?(?:a |an )?(?:[a-z-]{1,15} ){0,2}(?:script|program|code|worm|virus|exploit)|give me (?:a |an )?(?:[a-z-]{1,15} ){0,2}(?:script|program|exploit))";

const TARGET =
  "(?:hack(?:ing|s)? (?:into |in to )?(?:a |an |the |my |someone|somebody|his |her |their |other |people|[a-z]{1,15}'s )|crack(?:ing)? (?:a |the |my |someone|their |his |her )|break(?:ing)? (?:into|in to|open)|get(?:ting)? into (?:someone|my (?:ex|boss|neighbou?r|sister|brother)|her|his|their|a locked)|pick(?:ing)? (?:a |the )?(?:[a-z-]{1,15} ){0,2}locks?|hotwir\\w{1,4}|shoplift\\w{0,3}|steal(?:ing)?|rob(?:bing)? (?:a |the )|skim(?:ming)?|clon(?:e|ing) (?:a |an |the |my |someone's |victims' )?(?:[a-z-]{1,15} ){0,2}(?:cards?|key ?cards?|badges?|sim|phones?|whatsapp)|forg(?:e|ing)|counterfeit|launder\\w{0,3}|smuggl\\w{1,4}|poison\\w{0,3}|kill(?:ing)? (?:someone|a person|people|him|her|my|them)|murder|overdose|spike (?:someone's |a |her |his )?drinks?|knock (?:someone|him|her|them) out|stalk\\w{0,3}|dox\\w{0,4}|spy on|track (?:my |her |his |someone)|bombs?|explosives?|detonators?|landmines?|(?:make|making|build|building|assemble|assembling|print|printing|get|getting|buy|buying|obtain|obtaining|smuggle|smuggling|sneak|sneaking|hide|hiding) (?:a |an |my |one |the )?(?:[a-z0-9-]{1,15} ){0,3}?(?:weapons?|guns?|firearms?|silencers?|suppressors?|tasers?|flamethrowers?|shanks?)|tear gas|flashbangs?|chloroform|ghb|meth(?:amphetamine)?|cocaine|crack cocaine|fentanyl|heroin|lsd|mdma|dmt|ricin|sarin|nerve agents?|toxic gas|phishing|malware|ransomware|keyloggers?|exploits?|brute[- ]forc\\w{1,3}|ddos|botnets?|credential|evade (?:the )?(?:police|cops|fbi|surveillance|detection|taxes)|without (?:anyone|them|her|him|the owner|the police) (?:knowing|noticing|suspecting|finding out)|without getting caught|hide a body|scam(?:ming)?|fraud|fake (?:ids?|passports?|invoices?|bank|login|charity)|disappear without a trace|take over (?:someone|somebody|my |her |his |their |[a-z]{1,15}'s )|(?:get|gets|getting|smuggl\\w{1,4}|ship\\w{0,4}) (?:drugs|a gun|weapons?) (?:past|through|across)|without (?:a |any )?background checks?|untraceable|date rape|biological agents?|nuclear (?:devices?|bombs?)|tatp|bypass (?:a |the |my |her |his |their |[a-z]{1,15}'s )?(?:[a-z-]{1,15} ){0,2}(?:filters?|alarms?|breathalyzers?|interlocks?|locks?|age verification|metal detectors?)|disabl(?:e|ing) (?:a |the )?(?:[a-z-]{1,15} ){0,3}(?:alarm|security camera|camera) systems?)";

const PAYLOAD = new RegExp(`\\b${ASK}\\b[^.!?\\n]{0,80}?\\b${TARGET}`, 'g');

/** How far apart the set-up and the payload may be (characters, either order). */
const WINDOW = 600;
/** Longest finding (set-up, payload and the clause read before the payload), within the stream holdback. */
const MAX_MATCH = WINDOW + 200;

// A defensive ask names the same targets: "how to protect my account from phishing".
const DEFENSIVE = /\b(?:protect|prevent|detect|defend|recogni[sz]e|spot|report|avoid being|safe from|secure|recover|stop (?:someone|people|them) from)\b/;

/** A jailbreak set-up (no rules, special mode, refusal ban, persona, fiction, claimed authority) with a harmful how-to. */
export const primedRequestDetector: Detector = gated(
  ['how ', 'teach', 'walk me', 'guide', 'instructions', 'steps', 'recipe', 'synthesis', 'way to', 'way is', "way's", 'script', 'program', 'code', 'exploit', 'worm', 'virus', 'lecture'],
  {
    meta: { id: 'jailbreak.primed_request', category: 'jailbreak', stage: 'fastpath', maxMatchLength: MAX_MATCH },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const lower = n.lower;
      const out: Finding[] = [];
      let setups: Array<[number, number]> | undefined;
      PAYLOAD.lastIndex = 0;
      for (let m = PAYLOAD.exec(lower); m; m = PAYLOAD.exec(lower)) {
        if (DEFENSIVE.test(m[0])) continue;
        // One pass of the set-up regex per text, only once a payload is there.
        if (!setups) {
          setups = [];
          SETUP.lastIndex = 0;
          for (let x = SETUP.exec(lower); x; x = SETUP.exec(lower)) setups.push([x.index, x.index + x[0].length]);
        }
        const ps = m.index;
        const pe = m.index + m[0].length;
        // the payload's own words do not count as its set-up
        const s = setups.find(([a, b]) => (b <= ps && ps - a <= WINDOW) || (a >= pe && b - pe <= WINDOW));
        if (!s) continue;
        const span = n.spanToOriginal(Math.min(s[0], ps), Math.max(s[1], pe));
        // Session 28: an answer that names the payload to refuse it ("I'm not going to pretend to be
        // an AI without guidelines, and I can't explain how to install malware ...") is no
        // jailbreak. The refusing clause is read only as far back as keeps the finding within
        // MAX_MATCH, so a streamed answer is judged as the whole one is.
        const payloadAt = n.spanToOriginal(ps, pe).start;
        const room = MAX_MATCH - (span.end - payloadAt);
        if (room > 0 && declinedBefore(_text, payloadAt, room)) continue;
        out.push({
          detector: 'jailbreak.primed_request',
          category: 'jailbreak',
          type: 'primed_request',
          label: 'jailbreak set-up around a harmful request',
          ...span,
          score: 0.8,
        });
        break;
      }
      return out;
    },
  },
);
