/**
 * Words that make a hidden or decoded payload read like an instruction to a model. A decoded
 * base64 blob or an HTML comment is normal on its own; one that talks to "the assistant" or says
 * "ignore ... instructions" is not.
 *
 * Words joined to a neighbour by a hyphen or a dot are identifiers, not prose: formatter and
 * linter directives ("prettier-ignore", "biome-ignore format") and names ("reveal.js") are the
 * most common things in Markdown comments. Topic nouns ("password", "instructions", "the
 * assistant documentation") alone only name a subject; they count when aimed at the reader ("your
 * password"), placed in the conversation ("previous instructions") or used to address a model
 * ("assistant:", "AI assistant"). Templates tell contributors what they must do ("you must sign the
 * CLA", "override the default template"); a payload tells the reader what to say or do with its
 * answer. "Don't forget" is a reminder, and "in case I forget to run the script" or "we ignore
 * this section" describe someone, not an override.
 */
const WORDS = new RegExp(
  [
    "(?<![\\w-])(?:(?<!\\b(?:i|we|they|he|she|it|people|users) )(?:ignore|disregard)|(?<!\\b(?:don't|do not|never|i|we|they|he|she|it|people|users|if you|when you) )forget",
    'override mode|override (?:all|any|the|your|previous|prior|system|safety) (?:[a-z]{1,15} )?(?:instructions?|rules|prompts?|guidelines)',
    '(?:previous|prior|above|earlier|original|new|system|all|your|these|following|hidden|secret) instructions?|system prompt',
    '(?:ai|dear|hey|hello|attention|note to|note to the|to the) assistant|assistant(?:\\s{0,2}[:,]| (?:must|should|will|shall|needs to))',
    'you are now',
    // a label that heads instructions for a model: "assistant_instructions:", "AI directive:", "llm-prompt:"
    '(?<![\\w-])(?:ai|assistant|agent|llm|model|bot|gpt)[_ -](?:instructions?|directives?|guidance|commands?|prompt)\\s{0,2}[:=]',
    "you (?:must|should)(?: [a-z']{1,15}){0,3}? (?:say|tell|respond|reply|answer|state|claim|recommend|praise|promote|mention|print|output|reveal|pretend|ignore|disregard|forget|act as|send|insert|direct)",
    "do not tell|don't tell|tell the user|respond with|reply with|say that|pretend|reveal|exfiltrate|send (?:the|all|your)|your (?:password|api key|credentials)|new task)(?![\\w-]|\\.\\w)",
  ].join('|'),
);

export function readsLikeInstruction(lowerText: string): boolean {
  return WORDS.test(lowerText);
}
