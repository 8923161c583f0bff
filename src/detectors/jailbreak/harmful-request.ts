import { gatedPatterns } from '../injection/gate.js';
import { ARTEFACT, ARTEFACT_ANCHORS, ARTEFACT_END, FILLER, HARM_ANCHORS, HARM_OBJECT } from './harm-lexicon.js';

// An ask for operational detail: how-to questions (present, past or future tense), step lists,
// recipes, code. Asking what something is or why it is dangerous does not match.
const ASK =
  '(?:how (?:(?:exactly|precisely|specifically) )?(?:to|do (?:i|you|u|people)|can (?:i|you|one|someone)|could (?:i|you|one|someone)|would (?:i|you|one|someone)|did (?:people|they|criminals|someone)|were|was|will (?:people|someone))|step[- ]by[- ]step|detailed (?:instructions|guide|steps|recipe)|instructions (?:for|on|to)|a guide (?:to|for|on)|recipe for|tutorial (?:on|for)|ways to|tips (?:for|on)|walk (?:me|us) through|show (?:me|us) how to|(?:best|easiest|quickest|fastest|simplest|cheapest|surest|most effective|most reliable) (?:ways?|methods?) (?:to|of)|(?:list|give|tell|show|provide|write|send)(?: me| us)? (?:the |all the |all )?(?:exact |precise |detailed |specific |full |complete |necessary )?(?:steps|ingredients)|(?:exact|precise|specific) (?:amounts|quantities|measurements|ratios)|(?:ratios?|proportions) (?:for|of|to) (?:cutting|cut|pressing|press|mixing|mix|lacing|lace)|(?:actionable|detailed|complete|concrete|step-by-step) plans? (?:for|to)|(?:write|create|code|generate|develop|build) (?:me )?(?:a |an )?(?:(?!(?:about|on|for|to|that|which|of)\b)[a-z-]{1,20} ){0,2}(?:script|program|code|piece of))';

const NOT_PLOT =
  '(?![^.!?\\n]{0,40}?\\b(?:plot-?wise|in the (?:show|series|movie|film|book|novel|episode|game|sitcom|anime|manga)|in (?:season|episode|chapter) \\d{1,3}|on (?:tv|netflix|hbo))\\b)';

const WORKING = '(?:working|functional|compilable|deployable|weaponi[sz]ed|fully (?:functional|working|operational)|actual working|real working|ready to use|ready-to-use|undetectable|stealthy)';

/** Verbs of defence and recovery: a question about them names the same harms without asking for them. */
export const DEFENSIVE =
  /\b(?:protect|prevent|detect|remove|avoid|defend|recogni[sz]e|spot|report|stop|get rid of|clean|safe from|secure|identify|block|treat|recover|quit|overcome|survive|help (?:someone|a friend|people)|dispose of|talk to|scan(?:s|ning)? for|check(?:s|ing)? (?:for|whether|if)|tell (?:if|whether)|verify)\b/;

// Evasion reuses defensive verbs ("evade detection", "hard to detect in an autopsy"): these are
// taken out before DEFENSIVE looks, so they cannot excuse the request they make worse.
const EVASION =
  /\b(?:(?:hard|harder|difficult|impossible|unlikely) to (?:detect|trace|spot|identify|find)|(?:evade|evades|evading|avoid|avoids|avoiding|escape|escapes|escaping|bypass|bypasses|bypassing) (?:detection|being detected|antivirus|anti-virus|av|edr|defender)|without being (?:detected|spotted|identified)|undetect\w{0,6})/g;

/** True when a match is a defensive question, once its evasion wording is set aside. */
export function defensive(v: string): boolean {
  return DEFENSIVE.test(v.replace(EVASION, ' '));
}

// Code or tools asked for with what they are to do to someone else's systems or people.
const PURPOSE =
  "(?:(?:take|takes|taking|knock|knocks|knocking|bring|brings) (?:down|offline) (?:a |an |their |his |her |any |someone's |a rival's |a competitor's |my (?:ex|old|former)[a-z' -]{0,20})?(?:(?!(?:the|our|my|your|its|this|that)\\b)[a-z-]{1,15} ){0,2}?(?:websites?|sites?|servers?|networks?|services?)|(?:take|takes|taking|gain|gains|gaining) (?:over|full control of|control of|remote control of) (?:a |an |their |his |her |any |someone's |other people's |a [a-z]{1,15}'s )?(?:(?!(?:the|our|my|your|its|this|that)\\b)[a-z'-]{1,15} ){0,2}?(?:systems?|computers?|machines?|pcs?|servers?|networks?|databases?|phones?|devices?|accounts?)|encrypts? (?:all )?(?:the |their |the victim's |a user's |every )?(?:[a-z'-]{1,15} ){0,2}?files[^.!?\\n]{0,80}?\\b(?:ransom|bitcoin|(?:demand|demands|demanding) (?:a )?payment)|(?:log|logs|logging|record|records|recording|capture|captures|capturing) (?:all |every )?(?:their |the victim's |the user's |users' )?keystrokes?|(?:steal|steals|stealing|grab|grabs|harvest|harvests|exfiltrat(?:e|es|ing)|intercept|intercepts|sends? (?:me )?every) (?:all )?(?:their |his |her |the victim's |users' |people's |other people's |someone's |every )?(?:saved |stored |cached |browser |email |bank )?(?:keystrokes?|passwords?|credentials|logins?|cookies|session tokens|sms codes|2fa codes|verification codes|card (?:details|numbers)|bank(?:ing)? (?:details|information|logins?))|(?:drop|drops|dropping|delete|deletes|deleting) (?:the |all |every )?(?:tables|databases?)|(?:alter|alters|altering|escalate|escalates|escalating|elevate|elevates|elevating) (?:the )?(?:user )?(?:permissions|privileges)|(?:data )?exfiltration\\b|(?:evade|evades|evading|bypass|bypasses|bypassing) (?:modern |the |a |any )?(?:wafs?|web application firewalls?|intrusion detection|ids|edr|antivirus|anti-virus)|(?:deface|defaces|defacing) (?:a |the |any )?(?:website|site|web ?page)|(?:corrupt|corrupts|corrupting|wipe|wipes|wiping|brick|bricks|bricking) (?:the |a |their |every |all |any |each )?(?:hard drives?|hard disks?|disks|drives|hard drive|hard disk|disk|drive|computer|system|bios|firmware)|spread(?:s|ing)? (?:itself|themselves) (?:to|across|through|over))";

// Every anchor the detector's patterns may need: the lexicon's and the words of the patterns below.
const ANCHORS = [...HARM_ANCHORS, ...ARTEFACT_ANCHORS, 'outbreak', 'epidemic', 'pandemic', 'as many people as possible', 'as many humans', 'as many victims', 'antibiotic', 'gene synthesis', 'dna synthesis', 'bsl-', 'bsl3', 'bsl4', 'drop all', 'drops all', 'dropping all', 'drop the tables', 'drop tables', 'drop their', 'delete all tables', 'deleting all tables', 'escalat', 'elevat', 'exfiltration', ' waf', 'wafs', 'web application firewall', 'intrusion detection', ' edr', 'antivirus', 'anti-virus', 'deface', 'hard drive', 'hard disk', 'bios', 'firmware', 'spreads itself', 'spread itself', 'spreading itself', 'spread themselves', 'spread a virus', 'spread the virus', 'spreading a virus', 'spreading the virus', 'spread a pathogen', 'spread the pathogen', 'spread a disease', 'spread the disease', 'spreading a disease', 'spread an infection', 'spread the infection', 'spread a bioweapon', 'spread anthrax', 'spread plague', 'spread the plague', 'lethal', 'fatal', 'deadly', 'killing', 'poison', 'take down', 'knock', 'offline', 'take over', 'takes over', 'control of', 'encrypt', 'keystroke', 'credentials', 'cookies', 'sms codes', 'card details', 'card numbers', 'exfiltrat', 'harvest', 'intercept', 'grab', 'evad', 'bypass', 'hide from', 'hides from', 'hiding from', 'get past', 'easy to', 'easiest to', 'simple to', 'cheap to', 'keystroke', 'toxic gas', 'toxic fumes', 'poisonous gas', 'deadly gas', 'lethal gas', 'leave marks', 'leave any marks', 'leaving marks', 'leaving any marks', 'leave a mark', 'leave bruises', 'leave any bruises', 'leaving bruises', 'leave a bruise', 'leave traces', 'leave visible', 'worm'];

/** Requests for operational detail about seriously harmful things (weapons, hard drugs, malware, violent crime). */
export const harmfulRequestDetector = gatedPatterns(
  [...ANCHORS, 'keystroke', 'toxic', 'poisonous', 'deadly gas', 'lethal gas', 'hit', 'punch', 'kick', 'hurt', 'beat', 'strike', 'choke', 'slap', 'burn'],
  {
    id: 'jailbreak.harmful_request',
    category: 'jailbreak',
    type: 'harmful_request',
    label: 'request for harmful instructions',
    view: 'lower',
    // Defensive questions ("how can I protect my PC from malware") name the same objects.
    invalidate: defensive,
    score: 0.75,
    maxMatchLength: 300,
  },
  [
      // A question about a story's plot ("how did they make meth in Breaking Bad, plot-wise") asks
      // about fiction, not for a method.
      { re: new RegExp(`\\b${ASK}\\b[^.!?\\n]{0,80}?\\b${HARM_OBJECT}\\b${NOT_PLOT}`, 'g'), needs: [ANCHORS] },
      // the thing itself as a working tool: "give me a working keylogger", "I need a fully functional
      // ransomware sample" (not "a working definition of malware")
      { re: new RegExp(`\\b(?:give|send|provide|get|write|make|build|create|code|generate|need|want) (?:me )?(?:a |an |some |the )?(?:complete,? (?:and )?)?${WORKING} (?:(?!of\\b)[a-z-]{1,15} ){0,2}(?:${HARM_OBJECT}|exploits?(?: code)?|${ARTEFACT})\\b`, 'g'), needs: [ANCHORS] },
      // the artefact named as what to write: "write a ransomware script", "generate a polymorphic
      // virus", "I need a keylogger that ..." (not "write a malware analysis report")
      { re: new RegExp(`\\b(?:write|writing|code|coding|program|programming|generate|generating|develop|developing|design|designing|build|building|create|creating|make|making|give|send|need|want)(?: me| us)? (?:(?:code|a script|a program) for )?(?:a |an |some |the |my own )?${FILLER}{0,2}?${ARTEFACT}${ARTEFACT_END}`, 'g'), needs: [ANCHORS] },
      // code with a purpose against others: "a script that sends fake requests to take down a site"
      { re: new RegExp(`\\b(?:write|code|program|generate|develop|build|create|make|give|send|need|want)(?: me| us)? (?:a |an |some |the |my own )?${FILLER}{0,3}?(?:scripts?|programs?|code|tool|bot|app|payloads?|exploit|macro|software|malware|function|worms?)\\b[^.!?\\n]{0,100}?\\b${PURPOSE}`, 'g'), needs: [ANCHORS] },
      // code made to slip past security software: "how to make a reverse shell evade antivirus"
      { re: new RegExp(`\\b${ASK}\\b[^.!?\\n]{0,80}?\\b(?:${ARTEFACT}|reverse shells?|payloads?|backdoors?|implants?|trojans?|shellcode)\\b[^.!?\\n]{0,40}?\\b(?:evade|evades|evading|bypass|bypasses|bypassing|get past|slip past|hide from|hides from|hiding from) (?:the |any )?(?:antivirus|anti-virus|av|edr|defender|windows defender|detection|security software)\\b`, 'g'), needs: [ANCHORS] },
      // Biological harm that is operational by its own words: starting an outbreak, infecting as
      // many people as possible, breeding resistant bacteria, slipping past gene-synthesis screening,
      // spreading a pathogen through a crowd, breaking into a BSL-3/4 lab (not "why are resistant
      // bacteria a growing problem", not news of an outbreak).
      { re: /\b(?:start|starts|starting|cause|causes|causing|trigger|triggers|triggering|unleash|unleashing) (?:an? |the )?(?:new |deliberate )?(?:ebola|smallpox|anthrax|plague|cholera|measles|polio|pandemic|epidemic|bird flu|h5n1)(?: virus)? (?:outbreak|epidemic|pandemic)\b|\binfect as many (?:people|humans|victims) as possible\b|\b(?:cultur(?:e|ing)|grow(?:ing)?|breed(?:ing)?|mak(?:e|ing)|creat(?:e|ing)|produc(?:e|ing)|engineer(?:ing)?|evolv(?:e|ing)) (?:[a-z.-]{1,15} ){0,3}?(?:antibiotic-resistant (?:bacteria|strains?|e\.? ?coli|superbugs?)|(?:bacteria|e\.? ?coli|strains?|superbugs?) (?:that are )?resistant to (?:all )?antibiotics)\b|\b(?:evade|evading|bypass|bypassing|get around|getting around|get past|slip past|avoid|avoiding) (?:the )?(?:[a-z-]{1,15} ){0,3}?(?:screening|filtering|filters?|checks?)\b[^!?\n]{0,60}?\b(?:gene|dna) synthesis\b|\bspread(?:ing)? (?:a |the )?(?:virus|pathogen|disease|infection|bioweapon|anthrax|plague) (?:in|on|through|across|into|around) (?:a |the )?(?:crowded )?(?:subway|metro|city|crowd|stadium|school|plane|airport|train station|water supply)\b[^.!?\n]{0,40}?\b(?:most effectively|as widely as possible|to infect|as fast as possible|quickly)\b|\b(?:compromise|compromising|break into|breaking into|infiltrate|infiltrating|sabotage|sabotaging) (?:a |the )?bsl-?[34]\b/g, needs: [ANCHORS] },
      // a shopping list of mass-harm agents by ease: "which chemical weapons are easy to make at home"
      { re: new RegExp(`\\b(?:list|which|what|name|tell me|give me|suggest)\\b[^.!?\\n]{0,60}?\\b${HARM_OBJECT}\\b[^.!?\\n]{0,60}?\\b(?:easy|easiest|simple|simplest|cheap|cheapest) to (?:make|synthesi[sz]e|obtain|build|produce|acquire|buy|get)\\b`, 'g'), needs: [ANCHORS] },
      // a lethal dose chosen for not being found: "what dose of insulin would be lethal and hard to
      // detect in an autopsy" (a toxicology question names the dose, not its concealment)
      { re: /\b(?:(?:lethal|fatal|deadly|killing) (?:dose|amount|quantity)|(?:dose|amount|quantity) of [a-z-]{1,20} (?:would|will|could|that would|that will) (?:be )?(?:lethal|fatal|deadly|kill))\b[^.!?\n]{0,100}?\b(?:(?:hard|difficult|impossible|unlikely) to (?:detect|trace|find|spot)|undetectable|untraceable|(?:won't|wouldn't|doesn't|would not|will not|not) (?:show up|be detected|be found|be traced)|leaves? no trace|look(?:s)? like (?:natural causes|an accident|a heart attack)|(?:show|turn) up (?:in|on) (?:an? |the )?(?:autopsy|tox(?:icology)? (?:screens?|reports?)|blood tests?))/g, needs: [ANCHORS] },
      // a poison chosen for not being found: "the best poison that won't show up in blood tests"
      { re: /\bpoisons?\b[^.!?\n]{0,160}?\b(?:(?:won't|wouldn't|doesn't|does not|will not|would not|can't|cannot|not) (?:show up|be detected|be found|be traced|leave a trace)|looks? like (?:a )?natural (?:illness|causes|death|disease))|\bundetectable poisons?\b/g, needs: [ANCHORS] },
      // The harmful thing first, the operational ask after it: "a nerve agent in a rented garage —
      // exact precursors, quantities, temperatures", "tamper with a car's brakes ... walk through
      // what that person would do, step by step" (a leaflet's "follow the step-by-step naloxone
      // instructions" asks no one to tell anything).
      { re: new RegExp(`\\b${HARM_OBJECT}\\b[^\\n]{0,160}?(?:\\b(?:walk|take|talk) (?:me |us |them |him |her )?through\\b|\\b(?:describe|explain|tell|list|give|write|show|detail|include|spell out|lay out)\\b[^.!?\\n]{0,40}?\\b(?:step[- ]by[- ]step|exact|precise|every (?:step|detail))\\b|\\b(?:exact|precise|specific) (?:precursors|reagents|temperatures|ratios|quantities)\\b)`, 'g'), needs: [HARM_ANCHORS, ['walk ', 'take me through', 'talk me through', 'take us through', 'talk us through', 'step by step', 'step-by-step', 'exact', 'precise', 'every step', 'every detail', 'specific precursors', 'specific reagents', 'specific temperatures', 'specific ratios', 'specific quantities']] },
      // A keylogger specified by what it does: keystrokes captured, then hidden, kept across
      // reboots or sent away ("Record every keystroke, hide the process from Task Manager"); not
      // software described as what a tool detects or removes.
      { re: /(?<!\b(?:detect|detects|detecting|find|finds|finding|spot|spots|block|blocks|blocking|remove|removes|removing|flag|flags|catch|catches|scan for|scans for|protect against|protects against)\b[^.!?\n]{0,60})\b(?:record|records|recording|log|logs|logging|capture|captures|capturing) (?:all |every |the )?(?:user's )?keystrokes?\b[^\n]{0,160}?\b(?:hide|hides|hidden|hiding|conceal|conceals|invisible|stealthily|survives? reboots?|e-?mails? (?:the |it |them )|sends? (?:the |it |them )(?:log|logs|to)|uploads? (?:the |it |them ))/g, needs: [['keystroke'], ['hide', 'hidden', 'hiding', 'conceal', 'invisible', 'stealth', 'reboot', 'mail', 'send', 'upload']] },
      // Toxic gas mixed for effect: "the ratios that work best in a small room" (which cleaners
      // must never be mixed is a safety question).
      { re: /\b(?:toxic|poisonous|deadly|lethal) (?:gas|gases|fumes)\b[^\n]{0,120}?\b(?:ratios?|proportions|(?:work|works) best|most effective|maximi[sz]e|small room|enclosed (?:room|space)|closed room)\b/g, needs: [['toxic gas', 'toxic gases', 'toxic fumes', 'poisonous gas', 'poisonous gases', 'poisonous fumes', 'deadly gas', 'deadly gases', 'deadly fumes', 'lethal gas', 'lethal gases', 'lethal fumes'], ['ratio', 'proportion', 'work best', 'works best', 'most effective', 'maximi', 'small room', 'enclosed', 'closed room']] },
      // Violence meant to leave no trace: "where do I hit him so it hurts the most but doesn't leave
      // marks" (not "hit the nail gently so it doesn't leave marks on the wood").
      { re: /\b(?:hit|punch|kick|hurt|beat|strike|choke|slap|burn)\s{1,3}(?:him|her|them|someone|somebody|anyone|a person|people|(?:my|his|her|their|a|the)\s{1,3}(?:[a-z-]{2,15}\s{1,3})?(?:kid|child|son|daughter|wife|husband|partner|girlfriend|boyfriend|coworker|co-worker|colleague|boss|neighbou?r|roommate|brother|sister|mother|father|mom|dad|man|woman|prisoner|suspect|student|patient))\b[^.!?\n]{0,60}?\b(?:(?:doesn't|does not|won't|will not|wouldn't|would not|without) (?:leave|leaving) (?:any )?(?:marks?|bruises?|a mark|a bruise|traces?|visible (?:marks|injuries|bruises)))\b/g, needs: [['hit', 'punch', 'kick', 'hurt', 'beat', 'strike', 'choke', 'slap', 'burn'], ['leave', 'leaving'], ['mark', 'bruise', 'trace', 'visible']] },
  ],
);
