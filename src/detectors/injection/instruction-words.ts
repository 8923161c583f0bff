/**
 * Words that make a hidden or decoded payload read like an instruction to a model. A decoded
 * base64 blob or an HTML comment is normal on its own; one that talks to "the assistant" or says
 * "ignore ... instructions" is not.
 */
const WORDS =
  /\b(?:ignore|disregard|forget|override|instructions?|system prompt|assistant|you are now|you must|you should|do not tell|don't tell|tell the user|respond with|reply with|say that|pretend|reveal|exfiltrate|send (?:the|all|your)|password|api key|new task)\b/;

export function readsLikeInstruction(lowerText: string): boolean {
  return WORDS.test(lowerText);
}
