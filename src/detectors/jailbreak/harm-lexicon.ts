/**
 * Objects of requests that no framing makes acceptable: weapons of mass harm, hard drugs,
 * malware, serious crimes against people. Written for this project (not taken from any list);
 * deliberately narrow, because one entry here turns an instruction request into a rejection.
 * Explosives and agents that are also medicines or reagents (nitroglycerin for angina, chlorine
 * gas in a pool-safety leaflet) count only right after a verb of making them.
 */
export const HARM_OBJECT =
  '(?:(?<!bath |photo |smoke |stink |glitter )bombs?(?![- ]ass\\b|-diggity\\b| dot com\\b)|pipe bombs?|explosives?|detonators?|ieds?|napalm|molotov(?: cocktails?)?(?![- ]?(?:ribbentrop|pact|line|plan|bread|cocktail))|(?:fertili[sz]er|ammonium nitrate|anfo) (?:bombs?|explosives?|charges?|blasting charges?)|(?:bombs?|explosives?|blasting charges?) (?:from|out of|with) (?:fertili[sz]er|ammonium nitrate)|(?<=(?:make|making|print|printing|produce|producing) )fake (?:\\$\\d{2,3}s|\\d{2,3}s|(?:\\$?\\d{1,3} )?(?:bills|banknotes|money|cash|currency|twenties|fifties|hundreds|dollar bills|euro notes|notes))\\b|(?:solvent traps?|oil filters?|fuel filters?)(?: kits?)? (?:in)?to (?:a )?(?:working |functional |real |usable )?(?:suppressors?|silencers?|cans?)|(?:working|functional|homemade|home-?made|diy|untraceable|gun|firearm|rifle|pistol) suppressors?|thermite|nerve agents?|sarin|vx gas|ricin|anthrax|mustard gas|chemical weapons?|biological weapons?|bioweapons?|dirty bombs?|(?<=(?:make|cook|cooking|making|produce|synthesize|manufacture) )meth|methamphetamine|crystal meth|meth lab|fentanyl|heroin|cocaine|lsd|mdma|ghb|crack cocaine|(?:poison(?:ing)?|contaminat(?:e|ing)) (?:a |the |our |their )?(?:(?:city|town|village|country|nation|school|neighbou?rhood|community)\'s |(?:city|town|municipal|public) )?(?:wells?|water supply|water supplies|drinking water|reservoirs?|food supply|water treatment plant)|ransomware|keyloggers?|malware|computer virus(?:es)?|trojan horse|botnets?|ddos attacks?|phishing (?:emails?|sites?|pages?|scams?)|credit card fraud|(?:credit[- ]card |debit[- ]card |card |atm |gas[- ]pump |pos )skimm(?:ers?|ing devices?)|skimming devices?|identity theft|money laundering|launder(?:ing)? (?:\\$?\\d[\\d,.]{0,12} ?(?:k|m|million|thousand|dollars)?|(?:the |my |dirty |drug |stolen |illicit )?(?:money|cash|funds|proceeds))|counterfeit (?:money|bills|currency)|untraceable (?:guns?|firearms?|weapons?|poisons?|rifles?|pistols?|handguns?|ar-?15s?)|(?:80%|80 percent|eighty percent) lowers?(?: receivers?)?|tamper(?:ing)? with (?:a |the |someone\'s |his |her |their |[a-z-]{2,15}\'s )?(?:[a-z\'-]{1,15} )?(?:brakes|brake lines?)|cut(?:ting)? (?:a |the |someone\'s |his |her |their |[a-z-]{2,15}\'s )?brake lines?|ghost guns?|silencers?|unregistered (?:guns?|firearms?)|human trafficking|child (?:pornography|sexual abuse)|poison(?:ing)? (?:someone|a person|people|(?:a|the|my neighbou?r\'?s|someone\'?s|their|his|her) (?:[a-z-]{1,12} )?(?:dogs?|cats?|pets?|horses?|cattle|livestock))|poison(?:s|ed|ing)? (?:my|his|her|their|your|a|the) (?:[a-z-]{1,12} )?(?:husband|wife|partner|boyfriend|girlfriend|boss|neighbou?r|roommate|father|mother|dad|mom|mum|brother|sister|teacher|coworker|co-worker|colleague|ex|uncle|aunt|grandfather|grandmother|grandpa|grandma|stepfather|stepmother|stepdad|stepmom|son|daughter|family|victim|rival|landlord|tenant|mother-in-law|father-in-law)\\b|kill(?:ing)? (?:someone|a person|people)|murder(?:ing)? (?:someone|a person|people)|(?:get away with|cover up) (?:a )?murder|suicide methods|hack(?:ing)? into (?:someone|a|an|the)|steal(?:ing)? (?:someone\'s|a car|credit card|passwords|identities)|(?<=(?:make|making|cook|cooking|produce|producing|synthesi[sz]e|synthesi[sz]ing|manufacture|manufacturing|extract|extracting|brew|brewing) )(?:dmt|5-meo-dmt|mescaline|ketamine|pcp|mephedrone|methcathinone|ricin|nitroglycerine?|tatp|hmtx?d|tabun|soman|lewisite|nitazenes?|carfentanil|strychnine|chlorine gas|phosgene|parathion|abrin|botulinum toxin|tetrodotoxin)|undetectable poisons?|(?:take|taking|knock|knocking) (?:down|out) (?:a |the |an )?(?:power |electrical |electric |local )?(?:substations?|transformer stations?|power grid|cell towers?)|bio-?chemical weapons?|(?:chemical|biological) warfare agents?|(?:polymorphic|metamorphic|self-modifying|self-replicating) (?:virus(?:es)?|malware|worms?)|(?:conver(?:t|ting|sion of) (?:a |an |my |the |his )?(?:[a-z0-9-]{1,15} ){0,3}?(?:rifles?|pistols?|handguns?|guns?|glocks?|ar-?15s?|firearms?|weapons?) (?:in)?to |mak(?:e|es|ing) (?:a |an |my |the |his )?(?:[a-z0-9-]{1,15} ){0,3}?(?:rifles?|pistols?|handguns?|guns?|glocks?|ar-?15s?|firearms?|weapons?) )(?:fire |shoot |be |go )?(?:full[- ]?auto(?:matic)?|fully[- ]auto(?:matic)?|automatic fire|select[- ]fire|a machine ?gun)|glock switch(?:es)?|auto sears?|3d[- ]print(?:ed|ing)? (?:a |an )?(?:working |functional |fully functional )?(?:guns?|firearms?|pistols?|rifles?|handguns?|lower receivers?|ar-?15s?))';

/** Prefilter words: at least one occurs in any text HARM_OBJECT can match. */
export const HARM_ANCHORS = [
  'skimm',
  'substation', 'transformer station', 'cell tower',
  'contaminat', 'drinking water', 'water supply', 'water supplies', 'reservoir', 'food supply', 'water treatment',
  'bomb', 'explosive', 'detonator', 'ieds', 'napalm', 'molotov', 'thermite', 'nerve agent', 'sarin', 'vx gas', 'ricin', 'anthrax', 'mustard gas',
  'chemical weapon', 'biological weapon', 'bioweapon', 'meth', 'fentanyl', 'heroin', 'cocaine', 'lsd', 'mdma', 'ghb', 'ransomware', 'keylogger',
  'malware', 'virus', 'trojan horse', 'botnet', 'ddos', 'phishing', 'credit card fraud', 'identity theft', 'launder', 'counterfeit',
  'untraceable', '80%', '80 percent', 'eighty percent', 'brake', 'ghost gun', 'silencer', 'unregistered', 'human trafficking', 'child porn', 'child sexual', 'poison', 'kill', 'murder',
  'suicide method', 'hack into', 'hacking into', 'steal',
  'fertili', 'ammonium nitrate', 'anfo', 'fake', 'suppressor', 'dmt', 'mescaline', 'ketamine', 'pcp', 'mephedrone', 'methcathinone',
  'nitroglycerin', 'tatp', 'hmtd', 'hmtxd', 'tabun', 'soman', 'lewisite', 'nitazene', 'carfentanil', 'strychnine', 'chlorine gas', 'phosgene', 'parathion', 'abrin', 'botulinum', 'tetrodotoxin', 'biochemical weapon', 'bio-chemical weapon', 'warfare agent', 'polymorphic',
  'metamorphic', 'self-modifying', 'self-replicating', 'full-auto', 'full auto', 'fullauto', 'fully auto', 'fully-auto', 'automatic fire',
  'select fire', 'select-fire', 'machine gun', 'machinegun', 'glock switch', 'auto sear', '3d print', '3d-print',
];

/**
 * Code and tools that are harmful as artefacts, asked for as such ("write a polymorphic virus").
 * Kept apart from HARM_OBJECT: "exploit" and "spyware" are everyday words of security education,
 * harmful only when the text asks for one to be written or handed over.
 */
export const ARTEFACT =
  '(?:ransomware|keyloggers?|malware|computer virus(?:es)?|(?:polymorphic|metamorphic|self-modifying|self-replicating) (?:virus(?:es)?|malware|worms?|code)|rootkits?|spyware|stalkerware|botnets?|(?:zero-day|0-day) exploits?|phishing (?:emails?|messages?|texts?|sms|sites?|pages?|kits?)|ddos (?:scripts?|tools?|bots?|attacks?)|credential stealers?|password stealers?|(?:discord |session |cookie )?token (?:grabbers?|loggers?|stealers?)|info-?stealers?|crypto-?jackers?|remote access trojans?|computer worms?|network worms?|self-(?:spreading|propagating) (?:worms?|code|malware)|(?:syn|udp|icmp|http) flood(?: attacks?)?|dns amplification(?: attacks?)?)';

// What may follow the artefact when it is the thing asked for: a clause end, a kind of code, or the
// start of what it should do. "give ransomware gangs money" and "a malware analysis report" stop here.
export const ARTEFACT_END =
  '(?=[.,!?;:)]|$| (?:scripts?|code|programs?|source|payload|binary|executables?|apps?|tools?|kits?|bots?|templates?|that|which|to|for|in|with|using|written|targeting|aimed|on|i|so|pretending|posing|claiming|impersonating|from|asking|telling|saying|disguised|made)\\b)';

// Words between the verb and the artefact that turn the verb into another phrase ("make sure your
// malware ...", "give your botnet ...").
export const FILLER =
  "(?:(?!(?:about|on|for|of|against|to|that|which|and|or|sure|your|our|their|its|this|these|those|any|no|it|is|are|the|with|from|by|in|into|at|as|if|when|more|less|off|up|out|away|what|how|free)\\b)[a-z-]{1,20} )";

/** Prefilter words for ARTEFACT. */
export const ARTEFACT_ANCHORS = [
  'ransomware', 'keylogger', 'malware', 'virus', 'worm', 'rootkit', 'spyware', 'stalkerware', 'botnet', 'zero-day', '0-day', 'phishing',
  'ddos', 'stealer', 'grabber', 'token logger', 'cryptojacker', 'crypto-jacker', 'trojan', 'polymorphic', 'metamorphic', 'self-modifying', 'self-replicating',
  'self-spreading', 'self-propagating', ' flood', 'amplification',
];

/**
 * A partner, ex or acquaintance (not a child or parent, whom people help with their accounts):
 * reading, tracking or getting into their things covertly is the wrongdoing; the same act on
 * one's own account or router is recovery.
 */
export const PARTNER =
  "(?:(?:my |our |the |a )?(?:neighbou?rs?|ex|ex-?(?:wife|husband|girlfriend|boyfriend|partner|gf|bf)|wife|husband|girlfriend|boyfriend|gf|bf|partner|spouse|fianc[eé]e?|crush|boss|co-?workers?|colleague|roommate|flatmate|classmate|teacher|landlord|tenant))";

/** The same, possessive, or anyone else's. */
export const PARTNERS =
  "(?:" + PARTNER + "(?:'s|s'|s)|someone(?: else)?'s|somebody(?: else)?'s|other people's|another person's|a stranger's)";
