import { gated } from '../injection/gate.js';
import type { Detector, Finding } from '../types.js';
import { PARTNER, PARTNERS } from './harm-lexicon.js';
import { defensive } from './harmful-request.js';

// Direct asks for help with wrongdoing that needs no weapon or drug to be harmful: fraud, theft,
// smuggling, stalking, harassment campaigns, intrusion, self-harm. HARM_OBJECT stays narrow
// because it also drives the fiction-framing rule; this list only counts inside an ask for
// operational help or for persuasive content in the same sentence. A few writing verbs count as the
// ask only right before the forgery or threat itself ("write a fake doctor's prescription", "write
// a convincing bomb threat"), not before "a fake news headline for class".
const ASK =
  '(?:how (?:to|do (?:i|you|we)|can (?:i|you|one|someone|we)|could (?:i|you|one|someone|we)|would (?:i|you|one|someone|we)|should (?:i|we))|(?:give|write|provide|create|draft|generate|list|suggest|describe|explain|outline|devise|develop)(?: me)?(?: (?:a|an|some|the|detailed|step-by-step|specific|clear|convincing|realistic|believable|short|official|official-looking|urgent|text|sms|whatsapp)){0,4}(?: (?:instructions|guide|guidance|tutorial|plan|methods|ways|steps|tips|strategies|techniques|script|code|program|message|post|article|email|letter|tweet|advertisement|ad|speech|essay|blog post|text|sms|dm|note))(?: (?:for|on|to|that|explaining|describing|encouraging|promoting|about|detailing))?|ways to|help me|teach me(?: how)? to|assist (?:me )?(?:in|with)|best way to|easiest way to|walk (?:me|us) through|show (?:me|us) how to|where (?:to|can i|do i|could i|should i) (?:buy|get|find|order|purchase)|(?:which|what) (?:[a-z-]{1,20} ){0,3}(?:can|could|should|do) (?:i|we) (?:use|mix|combine|buy|get)|(?:write|make|create|draft|generate|forge|produce|print|design)(?: me)?(?: (?:a|an|some|the))?(?= (?:fake|forged|counterfeit|fraudulent|falsified) (?:doctor|medical|government|police|hospital|prescription|sick|passport|id|driver|diploma|birth|bank|pay|vaccination|social)| (?:(?:convincing|realistic|anonymous|scary|believable) )?(?:bomb|death|terror(?:ist)?) threat))';
// Covert tracking, reading or intrusion only counts against a partner, ex or acquaintance, and
// with the covertness said ("without her knowing", "without his password"); impersonation only of
// a bank, courier, platform or authority (not "an email pretending to be from Santa").
// Written for this project: wrongdoing named as an act (not as a topic: "fraud" alone is a news
// word, "forge a passport" is a plan).
const WRONG =
  `(?:illegal(?:ly)?|illicit(?:ly)?|unlawful(?:ly)?|counterfeit(?:ing)?|smuggl(?:e|ing)|launder(?:ing)?|steal(?:ing)?|stolen|shoplift(?:ing)?|forg(?:e|ing) (?:a |an |the )?(?:legal |official |medical |government )?(?:documents?|signatures?|checks?|cheques?|passports?|ids?|prescriptions?|certificates?)|blackmail(?:ing)?|extort(?:ing|ion)?|traffick(?:ing)?|brib(?:e|ing)|evad(?:e|ing) (?:taxes|police|law enforcement|the police|arrest)|tax evasion|without (?:their |his |her |the owner\'s |someone\'s )?(?:consent|authori[sz]ation|permission|knowledge)|harass(?:ing|ment)?|stalk(?:ing)?|cyberbully(?:ing)?|hitman|tamper(?:ing)? with|sabotag(?:e|ing)|fabricat(?:e|ing) evidence|fake (?:evidence|ids?|documents?|reviews|prescriptions?|passports?|news)|insider trading|pirat(?:e|ed|ing) (?:software|movies|content|games)|commit suicide|kill (?:myself|yourself|himself|herself)|self-harm|encouraging (?:anorexia|bulimia|self-harm|suicide)|terroris[tm]|ransomware|keylogger|malware|exploit(?:ing)? (?:a |the |this )?(?:[a-z0-9-]{1,20} )?vulnerabilit(?:y|ies)|computer virus(?:es)?|(?:sexually exploit(?:ing)?|exploit(?:ing)? (?:someone|a child|children|a minor|minors|people) sexually)|abus(?:e|ing) prescription (?:drugs|medications?|pills)|prescription (?:drugs|pills|medications?) recreationally|(?:bomb|death|terror(?:ist)?) threats?|hack(?:ing)? (?:a |an |the |into )?(?:[a-z-]{1,15} ){0,2}?(?:voting machines?|atms?|pacemakers?|insulin pumps?|power grid|traffic lights?)|sql injection|phishing|ddos|disinformation|defamatory|propaganda|racial slurs?|genocide|ethnic cleansing|chemical weapons?|biological (?:weapons?|warfare)|nerve agents?|explosives?|untraceable|(?:fake|forged|counterfeit|fraudulent|falsified) (?:doctor'?s'? |medical |government |police |hospital )?(?:prescriptions?|sick notes?|doctor'?s notes?|medical certificates?|passports?|id cards?|driver'?s licen[cs]es?|diplomas?|birth certificates?|bank statements?|pay ?stubs?|vaccination (?:cards?|records?|certificates?)|social security cards?)|(?:look|looks|looking|seem|seems|appear|appears) like (?:it was )?(?:an accident|natural causes|(?:a )?suicide|a heart attack|an overdose)|(?:make|making|mix|mixing|combine|combining|create|creating|produce|producing|release|releasing)[^.!?\n]{0,60}?\\b(?:strong |potent |toxic |deadly )?enough to (?:hurt|kill|harm|injure|poison|incapacitate|sicken) (?:people|someone|a person|humans?|everyone|anyone|them|him|her|my )|(?:gas|fumes|poison|toxin|mixture|device) (?:that (?:can|will|would|could) |to |strong enough to )(?:hurt|kill|harm|injure|poison) (?:people|someone|a person|everyone|as many)|(?:pretend(?:s|ing)? to be|impersonat(?:e|es|ing)|pos(?:e|es|ing) as|claim(?:s|ing)? to be|look(?:s|ing)? like it(?:'s| is| came| comes) from|appear(?:s|ing)? to (?:be|come) from)(?: from)? (?:a |an |the |my |your |their )?(?:[a-z-]{1,15} ){0,2}?(?:bank|paypal|amazon|apple|microsoft|google|netflix|irs|hmrc|tax office|tax authority|police|government|courier|delivery (?:company|service|driver|firm)|post office|fedex|ups|dhl|usps|royal mail|it department|it support|help ?desk|tech support|support team|ceo|hr department|social security|medicare|utility company)\\b|(?:track|trace|monitor|spy on|locate|wiretap|bug)(?:s|ed|ing)?\\b[^.!?\n]{0,60}?\\bwithout (?:her|him|them|${PARTNER}) (?:knowing|noticing|finding out|realizing|realising|knowledge|consent|permission)|(?:read|reading|see|seeing|check|checking|view|viewing|access|accessing|record|recording|intercept|intercepting) (?:all )?(?:her|his|their|${PARTNERS}) (?:[a-z-]{1,15} )?(?:location|messages|texts|dms|chats|emails|calls|whatsapp|browsing history|photos)\\b[^.!?\n]{0,60}?\\bwithout (?:her|him|them|${PARTNER}) (?:knowing|noticing|finding out|realizing|realising|knowledge|consent|permission)|(?:hack|hacking|crack|cracking|break into|breaking into|spy on|spying on|bypass|bypassing) (?:into )?${PARTNERS} (?:[a-z0-9-]{1,15} ){0,2}?(?:instagram|facebook|snapchat|whatsapp|tiktok|twitter|telegram|email|e-mail|gmail|outlook|icloud|accounts?|phone|iphone|android|computer|laptop|pc|wi-?fi|wifi|network|router|dms|messages|texts|chats|passwords?|passcode|camera|webcam)|(?:get|getting|log|logging|sign|signing) (?:in|into|in to) ${PARTNERS} (?:[a-z0-9-]{1,15} ){0,2}?(?:instagram|facebook|snapchat|whatsapp|tiktok|twitter|telegram|email|e-mail|gmail|outlook|icloud|accounts?|phone|iphone|laptop|computer|wi-?fi|wifi|network|router|dms)\\b[^.!?\n]{0,40}?\\bwithout (?:her|his|their|him|them|${PARTNER})(?:'s)? (?:password|passcode|pin|login|knowing|noticing|knowledge|consent|permission)|crack(?:ing)? (?:the |a |their |his |her )?(?:wpa2?|wpa3|wep)\\b|commit(?:ting)? (?:[a-z-]{1,15} ){0,2}?(?:fraud|arson|burglary|robbery|a robbery|a burglary|treason|perjury|vandalism)|(?:tax|insurance|wire|mail|bank|benefits?|welfare|medicare|medicaid|mortgage|unemployment) fraud|embezzl(?:e|ing)|evad(?:e|ing) paying (?:taxes|tax)|bully(?:ing)? (?:a |an |my |his |her |the |this |that |someone|somebody|people|kids|children|a child|classmates?|co-?workers?)|(?:abduct|kidnap)(?:p?ing)? (?:a |an |my |his |her |the |someone|somebody|people|children|a child|kids)|groom(?:ing)? (?:minors|children|kids|a child|a minor|teens|teenagers|young (?:girls|boys))|radicali[sz](?:e|ing) (?:others|people|someone|young|teens|kids|youth|children)|doxx(?:ing|ed)?|dox(?:ing)? (?:someone|somebody|people|him|her|them|a )|(?<!without |not |never |avoid |avoiding )(?:cause|causing|inflict|inflicting) (?:serious |physical |real )?(?:harm|pain|injury|injuries|suffering) (?:to|on) (?!myself|yourself)|(?:write|send|make|draft|compose|craft)(?:ing)? (?:an? )?(?:anonymous |scary |threatening |convincing )*(?:threats?|threatening (?:messages?|letters?|notes?|emails?|texts?))|intimidat(?:e|ing) (?:a witness|witnesses|voters|someone|somebody|him|her|them|my )|(?:torture|mistreat|torment)(?:ing)? (?:an? |the |my |our |their |his |her )?(?:neighbou?r'?s? )?(?:animals?|cats?|dogs?|pets?|puppies|kittens?|horses?)|animal cruelty|non-?consensual (?:porn|pornography|sex|images?|videos?|photos?|pictures?)|(?:secretly|covertly) (?:record|film|photograph|video)(?:ing)? (?:someone|somebody|people|my |her |him |them|a |other )|spread(?:ing)? (?:rumou?rs|gossip|lies|misinformation|false (?:information|rumou?rs|claims)) about|(?:ruin|destroy|damage|tarnish)(?:ing)? (?:someone'?s|somebody'?s|his|her|their|a [a-z-]{1,15}'s|my (?:[a-z-]{1,15} ){0,2}?[a-z-]{1,15}'s) (?:reputation|career|life|marriage|relationship|business)|get(?:ting)? high(?= ?(?:[.?!,]|$| (?:on|off|with|from|using|at home|fast|quickly|legally|without)\\b))|(?:sell|deal)(?:ing)? (?:illegal |street |hard )?drugs|(?:find|contact|meet) (?:an? )?drug dealers?|(?:get|getting|obtain|obtaining|buy|buying)(?: [a-z-]{1,15}){0,3}? (?:prescription (?:drugs|meds|medications?|pills|painkillers)|opioids|painkillers|xanax|adderall|oxycodone|oxycontin|vicodin|percocet|valium|ritalin) without (?:a |any )?(?:prescription|doctor)|without (?:getting caught|being caught|anyone (?:knowing|noticing|finding out)|leaving (?:a |any )?(?:trace|evidence|fingerprints)))`;
const PATTERN = new RegExp(`\\b${ASK}\\b[^.!?\\n]{0,100}?\\b${WRONG}\\b`, 'g');
// Covert monitoring software put on a partner's device, said as a plan ("I want to install hidden
// software on my wife's phone"): no how-to wording is needed. A family tracking app set up openly
// ("put a tracking app on my wife's phone") is not covert and does not match.
const STALK = new RegExp(
  `\\b(?:i want to|i need to|i'd like to|i plan to|i'm going to|i am going to|how (?:do|can|could|should|would) i|help me|is there (?:a|an) (?:way|app) to|teach me (?:how )?to|best way to)\\b[^.!?\\n]{0,40}?\\b(?:install|put|hide|plant|load|sneak|attach)(?:ing)? (?:a |an |some )?(?:(?:hidden|secret|spy|stealth|invisible|covert|undetectable) (?:[a-z-]{1,15} )?(?:apps?|software|program|trackers?|tracking app|gps trackers?|airtags?|cameras?|devices?)|spyware|stalkerware|keyloggers?|spy ?apps?) (?:on|in|into|under) (?:her|his|${PARTNERS}) (?:phone|iphone|android|laptop|computer|car|bag|pc|mac|tablet|purse)\\b`,
  'g',
);
// Getting back into one's own account or router is recovery, whatever verb it uses.
// A writing task about a historical or political wrong names it as a topic ("an essay about the
// Armenian genocide"); only these topic words are excused, and only after "about"/"on".
const ESSAY_TOPIC =
  /\b(?:essay|article|speech|blog post|post|report|paper|letter)s? (?:about|on|describing|explaining)\b[^]{0,100}\b(?:genocide|ethnic cleansing|terroris[tm]|propaganda|disinformation|racial slurs?|animal cruelty|bullying|(?:[a-z]+ )?fraud|doxx?ing|chemical weapons?|biological (?:weapons?|warfare)|nerve agents?|explosives?|smuggling|human trafficking|trafficking|insider trading|tax evasion)$/;
const OWN = /\b(?:my own|i forgot|i've forgotten|i have forgotten|i forget|locked (?:myself )?out of my)\b/;
// Model refusals and safety advice repeat the request ("I can't provide guidance on ... illegal").
const REFUSAL =
  /\b(?:can't|cannot|can not|won't|will not|unable|not able|sorry|refuse|not (?:provide|help|assist|support|encourage|engage|condone)|against|instead|rather than|protect|prevent|stop|secure|safe from|keep|avoid|detect|identify|combat|report|recogni[sz]e|discourage|cope|dangers? of|risks? of|consequences)\b/;

// Answers that refuse or warn anywhere quote the request back ("How can I ...? I'm sorry, ..."):
// a request is only taken as one when the text carries no refusal or warning of the assistant.
const ANSWER_REFUSAL =
  /\b(?:i'm sorry|i am sorry|i apologi[sz]e|i cannot|i can't|i won't|i will not|i must (?:remind|emphasi[sz]e|stress|inform|point out|clarify)|as an ai|against (?:the law|openai's|my (?:programming|guidelines|principles))|(?:is|are) (?:highly |strictly )?(?:illegal|unethical)|(?:illegal|unethical) and (?:illegal|unethical))/;

/** Requests for operational help with crimes and abuse outside the weapons/drugs/malware lexicon. */
export const wrongdoingRequestDetector: Detector = gated(
  [
    'illegal', 'illicit', 'commit', 'fraud', 'embezzl', 'paying tax', 'bully', 'abduct', 'kidnap', 'groom', 'radicali', 'dox', 'harm to', 'harm on', 'pain to', 'pain on', 'injury to', 'injuries to', 'injury on', 'suffering to', 'suffering on', 'threat', 'intimidat', 'torture', 'mistreat', 'torment', 'animal cruelty', 'consensual', 'secretly', 'covertly', 'rumor', 'rumour', 'gossip', 'lies about', 'misinformation', 'false', 'reputation', 'career', 'marriage', 'relationship', 'business', 'get high', 'getting high', 'drugs', 'drug dealer', 'without a prescription', 'without any prescription', 'without prescription', 'without a doctor', 'without any doctor', 'caught', 'anyone know', 'anyone noticing', 'anyone finding', 'leaving', 'unlawful', 'counterfeit', 'smuggl', 'launder', 'steal', 'stolen', 'shoplift', 'forg', 'blackmail', 'extort', 'traffick', 'brib', 'evad', 'evasion', 'without', 'harass', 'stalk', 'cyberbull', 'hitman', 'tamper', 'sabotag', 'fabricat', 'fake', 'insider trading', 'pirat', 'suicide', 'kill', 'self-harm', 'anorexia', 'bulimia', 'terroris', 'ransomware', 'keylogger', 'malware', 'vulnerabilit', 'sql injection', 'phishing', 'ddos', 'disinformation', 'defamatory', 'propaganda', 'slur', 'genocide', 'ethnic cleansing', 'weapon', 'biological', 'nerve agent', 'explosive', 'untraceable',
    'fraudulent', 'falsified', 'looks like', 'look like', 'seem like', 'seems like', 'appear like', 'appears like', 'enough to', 'to hurt', 'to kill',
    'to harm', 'to injure', 'to poison', 'that can hurt', 'that will hurt', 'that would hurt', 'that could hurt', 'that can kill', 'that will kill', 'that would kill', 'that could kill', 'pretend', 'impersonat', 'pose as', 'poses as', 'posing as', 'claim', 'it\'s from', 'it is from', 'came from', 'comes from', 'to be from', 'to come from',
    'hidden', 'secret', 'spy', 'exploit', 'virus', 'abus', 'recreationally', 'threat', 'voting machine', 'atm', 'pacemaker', 'insulin pump', 'power grid', 'traffic light', 'stealth', 'invisible', 'covert', 'undetectable', 'stalkerware', 'keylogger', 'hack', 'crack', 'break into', 'breaking into', 'bypass', 'wpa', 'wep',
  ],
  {
    meta: { id: 'jailbreak.wrongdoing_request', category: 'jailbreak', stage: 'fastpath', maxMatchLength: 400 },
    detect(_text, ctx) {
      const n = ctx.normalized;
      const out: Finding[] = [];
      if (ANSWER_REFUSAL.test(n.lower)) return out;
      for (const re of [PATTERN, STALK]) {
        re.lastIndex = 0;
        for (let m = re.exec(n.lower); m; m = re.exec(n.lower)) {
        const before = n.lower.slice(Math.max(0, m.index - 80), m.index);
        const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'));
        const lead = cut >= 0 ? before.slice(cut) : before;
        if (REFUSAL.test(lead) || REFUSAL.test(m[0]) || defensive(m[0])) continue;
        const after = n.lower.slice(m.index + m[0].length, m.index + m[0].length + 80);
        if (ESSAY_TOPIC.test(m[0])) continue;
        if (OWN.test(lead) || OWN.test(m[0]) || OWN.test(after.split(/[.!?\n]/, 1)[0]!)) continue;
        out.push({
          detector: 'jailbreak.wrongdoing_request',
          category: 'jailbreak',
          type: 'harmful_request',
          label: 'request for harmful instructions',
          ...n.spanToOriginal(m.index, m.index + m[0].length),
          score: 0.7,
        });
        }
      }
      return out;
    },
  },
);
