/**
 * Words that make a hidden or decoded payload read like an instruction to a model. A decoded
 * base64 blob or an HTML comment is normal on its own; one that talks to "the assistant" or says
 * "ignore ... instructions" is not.
 *
 * Words joined to a neighbour by a hyphen are identifiers, not prose: formatter and linter
 * directives ("prettier-ignore", "biome-ignore format", "eslint-disable") are the most common
 * HTML comments in Markdown. Topic nouns ("password", "instructions") alone only name a subject,
 * as a changelog entry does; they count when aimed at the reader ("your password") or placed in
 * the conversation ("previous instructions"). "Don't forget" is a reminder, not an override.
 */
const WORDS =
  /(?<![\w-])(?:ignore|disregard|(?<!(?:don't|do not|never) )forget|override|(?:previous|prior|above|earlier|original|new|system|all|your|these|following|hidden|secret) instructions?|system prompt|assistant|you are now|you must|you should|do not tell|don't tell|tell the user|respond with|reply with|say that|pretend|reveal|exfiltrate|send (?:the|all|your)|your (?:password|api key|credentials)|new task)(?![\w-])/;

export function readsLikeInstruction(lowerText: string): boolean {
  return WORDS.test(lowerText);
}
