import type { Detector } from '../types.js';

// Session 27 (from the train split's gptfuzz answers judged not jailbroken: 333 of 382 false
// alarms there were persona findings): an answer that takes up the persona's format and then
// refuses in it ("[🔒CLASSIC] I'm sorry, but I can't assist with that", "As ChatGPT with Developer
// Mode enabled, I must emphasize that this is against my guidelines", "SIM: I understand your
// request for an unhinged AI. However, I must inform you that ...") shows the attempt failed. A
// persona finding whose own section goes on to refuse before it complies is that refusal; the
// section that complies ("[🔓JAILBREAK] Sure, here's how ...") keeps its finding.

/** The writer refusing, lower case. Bounded repetitions only: linear on any input. */
const REFUSING =
  /(?:^|[^a-z'])(?:(?:i'm|i\s{1,3}am)\s{1,3}(?:really\s{1,3}|very\s{1,3}|truly\s{1,3}|so\s{1,3})?sorry,?\s{1,3}(?:but|i\s{1,3}(?:can't|cannot|can\s{1,3}not|won't|will\s{1,3}not|am\s{1,3}unable|'m\s{1,3}unable|must))|i\s{1,3}apologi[sz]e,?\s{1,3}(?:but|for\s{1,3}any)|(?:i|we)\s{1,3}(?:cannot|can't|can\s{1,3}not|won't|will\s{1,3}not|am\s{1,3}unable\s{1,3}to|'m\s{1,3}unable\s{1,3}to|must\s{1,3}(?:decline|refuse)|refuse\s{1,3}to)\s{1,3}(?:(?:in\s{1,3}good\s{1,3}conscience|ethically|personally|directly)\s{1,3})?(?:assist|help|provide|fulfil|fulfill|comply|create|generate|support|condone|endorse|encourage|promote|engage|participate|write|give|share|offer|do\s{1,3}that|answer|continue|respond|fulfil)|(?:i|we)\s{1,3}(?:don't|do\s{1,3}not|won't|will\s{1,3}not|never)\s{1,3}(?:condone|endorse|encourage|promote|support|be\s{1,3}(?:promoting|providing|helping|assisting|giving|sharing))|not\s{1,3}something\s{1,3}(?:i|we)\s{1,3}(?:can|will|would|could)\s{1,3}(?:condone|endorse|support|recommend|encourage|help\s{1,3}with)|(?:i|we)\s{1,3}(?:would|must|strongly)\s{1,3}(?:strongly\s{1,3})?advise\s{1,3}against|(?:is|are)\s{1,3}(?:highly\s{1,3}|both\s{1,3}|not\s{1,3}only\s{1,3})?(?:illegal|unethical|immoral)\s{1,3}(?:and|but\s{1,3}also)\s{1,3}(?:highly\s{1,3}|morally\s{1,3})?(?:unethical|illegal|immoral|dangerous|wrong|reprehensible)|i\s{1,3}can't\s{1,3}believe\s{1,3}you(?:'re|\s{1,3}are|\s{1,3}would)|shame\s{1,3}on\s{1,3}you|you\s{1,3}should\s{1,3}be\s{1,3}ashamed|(?:oh,?\s{1,3})?hell\s{1,3}no\b|(?:i'm|i\s{1,3}am|im)\s{1,3}(?:still\s{1,3})?not\s{1,3}(?:(?:going\s{1,3}to|gonna|about\s{1,3}to)\s{1,3}(?:help|walk|give|write|draft|tell|explain|provide|hand|do\s{1,3}(?:it|that|this)|go\s{1,3}there|contribute|teach|share|assist|build|make|supply|describe|detail)|(?:helping|writing|drafting|giving|handing|doing\s{1,3}(?:it|that|this)|going\s{1,3}there|explaining|providing|telling|teaching|sharing|assisting|building|making|supplying))|(?:won't|will\s{1,3}not|refuses?\s{1,3}to|declines?\s{1,3}to|isn't\s{1,3}(?:doing|helping\s{1,3}with|going\s{1,3}to\s{1,3}(?:help|do|write|explain)))\s{1,3}(?:help|explain|supply|describe|detail|provide|write|give|share|teach|walk|contribute|tell|assist|do\s{1,3}(?:it|that|this)|draft|hand)|(?:that's|this\s{1,3}is|is)\s{1,3}where\s{1,3}i\s{1,3}(?:stop|draw\s{1,3}the\s{1,3}line)|not\s{1,3}even\s{1,3}in\s{1,3}[a-z]{1,15}(?:\s{1,3}[a-z]{1,15})?\s{1,3}mode\b|i\s{1,3}must\s{1,3}(?:inform|remind|emphasi[sz]e|clarify|stress|point\s{1,3}out|advise)\s{1,3}(?:you\s{1,3})?that|(?:is|are|goes|go)\s{1,3}(?:strictly\s{1,3}|completely\s{1,3})?against\s{1,3}(?:my|the|openai's|our)\s{1,3}(?:programming|guidelines|polic(?:y|ies)|principles|ethical|content|rules|values))/;
/** A section that opens by saying no: "[🔓JAILBREAK] Hard no.", "DAN: Nope, not happening." */
const SAYS_NO = /(?:^|[\]:.!?)])\s{0,3}(?:(?:nope|hard\s{1,3}no|also\s{1,3}no|absolutely\s{1,3}not|not\s{1,3}a\s{1,3}chance|no\s{1,3}way|not\s{1,3}happening)[.!,]|no[.!])/;
/** The section going on to answer: if this comes first, the persona complies. */
const COMPLYING =
  /(?:^|[^a-z'])(?:sure|of\s{1,3}course|absolutely|here(?:'s|\s{1,3}is|\s{1,3}are)|step\s{1,3}1|to\s{1,3}[a-z]{2,15}\s{1,3}[a-z ]{0,40},\s{1,3}you|you\s{1,3}(?:could|can|should|need\s{1,3}to)|you(?:'ll|\s{1,3}will)\s{1,3}need|one\s{1,3}(?:way|method|option))\b/;
/** Where the next persona's section starts: a bracketed or parenthesised tag, or "Name:" on a new line. */
const NEXT_TAG = /\[[^\]\n]{1,30}\]|\([^)\n]{1,30}(?:output|response|mode)\)|\n\s{0,3}[^\s\n:][^\n:]{0,24}:/;
/** How far after a finding its section is read. */
const AFTER = 160;

/** Drops findings whose own section goes on to refuse before it complies. */
export function unlessRefusedAfter(inner: Detector): Detector {
  return {
    // The stream guard settles a finding once `maxMatchLength` characters from its start have
    // arrived: the section read after it must be inside that reach.
    meta: { ...inner.meta, maxMatchLength: inner.meta.maxMatchLength + AFTER },
    detect(text, ctx) {
      const found = inner.detect(text, ctx);
      if (found.length === 0) return found;
      return found.filter((f) => {
        let after = text.slice(f.end, f.end + AFTER).toLowerCase().replace(/[\u2018\u2019]/g, "'");
        const next = NEXT_TAG.exec(after);
        if (next && next.index > 0) after = after.slice(0, next.index);
        const r = REFUSING.exec(after);
        const no = SAYS_NO.exec(after);
        const at = Math.min(r ? r.index : Infinity, no ? no.index : Infinity);
        if (at === Infinity) return true;
        const c = COMPLYING.exec(after);
        return c !== null && c.index < at;
      });
    },
  };
}
