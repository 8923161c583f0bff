import { regexDetector } from '../regex.js';
import { gated } from '../injection/gate.js';

const PATTERNS = [
  // "My system prompt is: ...", "Here are my instructions:", "The instructions I was given say ..."
  /\b(?:my|the) (?:system prompt|system message|initial instructions|original instructions|hidden instructions|secret instructions|internal instructions|instructions i was given|instructions i've been given|instructions i have been given)\s{0,3}(?:is|are|says?|reads?|state[sd]?|was|were|:)/g,
  /\bhere (?:is|are) (?:my|the) (?:full |complete |exact |entire )?(?:system prompt|system message|initial instructions|original instructions|hidden instructions|instructions i was given)\b/g,
  // "I was instructed to never reveal ..." as a preamble to reciting rules.
  /\bi (?:was|have been|am) (?:instructed|programmed|told|configured) (?:by (?:my|the) (?:developers?|operators?|system prompt) )?(?:to|not to|never to) (?:never |not )?(?:reveal|disclose|share|mention|tell)\b/g,
];

/** Output that recites the system prompt or the model's hidden instructions. */
export const promptLeakDetector = gated(
  ['system prompt', 'system message', 'instructions', 'instructed', 'programmed', 'told to', 'told not', 'told never', 'configured to', 'configured not'],
  regexDetector({
    id: 'extraction.prompt_leak',
    category: 'extraction',
    type: 'prompt_leak',
    label: 'system prompt leak',
    patterns: PATTERNS,
    view: 'lower',
    score: 0.8,
    maxMatchLength: 120,
  }),
);
