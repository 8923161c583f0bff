/**
 * Objects of requests that no framing makes acceptable: weapons of mass harm, hard drugs,
 * malware, serious crimes against people. Written for this project (not taken from any list);
 * deliberately narrow, because one entry here turns an instruction request into a rejection.
 */
export const HARM_OBJECT =
  '(?:(?<!bath |photo |smoke |stink |glitter )bombs?|pipe bombs?|explosives?|detonators?|ieds?|napalm|molotov cocktails?|thermite|nerve agents?|sarin|vx gas|ricin|anthrax|mustard gas|chemical weapons?|biological weapons?|bioweapons?|dirty bombs?|(?<=(?:make|cook|cooking|making|produce|synthesize|manufacture) )meth|methamphetamine|crystal meth|meth lab|fentanyl|heroin|cocaine|lsd|mdma|ransomware|keyloggers?|malware|computer virus(?:es)?|trojan horse|botnets?|ddos attacks?|phishing (?:emails?|sites?|pages?|scams?)|credit card fraud|identity theft|money laundering|launder(?:ing)? money|counterfeit (?:money|bills|currency)|untraceable (?:guns?|firearms?|weapons?|poisons?)|ghost guns?|silencers?|unregistered (?:guns?|firearms?)|human trafficking|child (?:pornography|sexual abuse)|poison(?:ing)? (?:someone|a person|people)|kill(?:ing)? (?:someone|a person|people)|murder(?:ing)? (?:someone|a person|people)|(?:get away with|cover up) (?:a )?murder|suicide methods|hack(?:ing)? into (?:someone|a|an|the)|steal(?:ing)? (?:someone\'s|a car|credit card|passwords|identities))';

/** Prefilter words: at least one occurs in any text HARM_OBJECT can match. */
export const HARM_ANCHORS = [
  'bomb', 'explosive', 'detonator', 'ieds', 'napalm', 'molotov', 'thermite', 'nerve agent', 'sarin', 'vx gas', 'ricin', 'anthrax', 'mustard gas',
  'chemical weapon', 'biological weapon', 'bioweapon', 'meth', 'fentanyl', 'heroin', 'cocaine', 'lsd', 'mdma', 'ransomware', 'keylogger',
  'malware', 'virus', 'trojan horse', 'botnet', 'ddos', 'phishing', 'credit card fraud', 'identity theft', 'launder', 'counterfeit',
  'untraceable', 'ghost gun', 'silencer', 'unregistered', 'human trafficking', 'child porn', 'child sexual', 'poison', 'kill', 'murder',
  'suicide method', 'hack into', 'hacking into', 'steal',
];
