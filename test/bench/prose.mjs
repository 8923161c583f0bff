// Ordinary prose written for the benchmarks (no sensitive values in it), shared by
// test/bench/fastpath.bench.ts and scripts/fastpath-ab.mjs.
const SENTENCES = [
  'The quarterly report shows steady growth in the northern region, driven mostly by repeat customers.',
  'Our team reviewed the onboarding flow and removed two steps that confused new users last spring.',
  'When the weather turns cold, the warehouse schedules deliveries earlier in the morning.',
  'Please remember that the library closes at six on weekdays and stays shut on public holidays.',
  'She explained the new policy in plain words, and most of the questions were answered on the spot.',
  'After the update, pages load faster and the search results feel more relevant to most people.',
  'The committee agreed to revisit the budget in three months, once the first numbers are in.',
  'A short walk after lunch helps many of us stay focused through the long afternoon meetings.',
];

/** `chars` characters of that prose, a paragraph break after every fifth sentence. */
export function prose(chars) {
  let out = '';
  for (let i = 0; out.length < chars; i++) out += SENTENCES[i % SENTENCES.length] + (i % 5 === 4 ? '\n\n' : ' ');
  return out.slice(0, chars);
}
