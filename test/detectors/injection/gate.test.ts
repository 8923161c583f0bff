import { describe, expect, it } from 'vitest';
import { gatedPatterns } from '../../../src/detectors/injection/gate.js';
import { normalize } from '../../../src/pipeline/normalize.js';

// A pattern runs only when every one of its anchor groups occurs, and only after the detector's
// own anchors let the text through: what it finds is what the ungated patterns would find.
describe('gatedPatterns', () => {
  const detector = gatedPatterns(
    ['zebra', 'quokka'],
    { id: 'test.gated', category: 'injection', type: 't', label: 't', view: 'lower', score: 0.5, maxMatchLength: 40 },
    [
      { re: /\bzebra \w+ stripes\b/g, needs: [['zebra'], ['stripes']] },
      { re: /\bquokka\b/g, needs: [['quokka']] },
      // Declares an anchor the detector-wide gate does not know: the gate still decides first.
      { re: /\bwombat\b/g, needs: [['wombat']] },
    ],
  );
  const found = (text: string) => detector.detect(text, { normalized: normalize(text) }).map((f) => text.slice(f.start, f.end));

  it.each([
    ['the Zebra has stripes, a Quokka smiles', ['Zebra has stripes', 'Quokka']],
    ['a quokka and stripes, no striped animal', ['quokka']],
    ['a zebra with stripes', ['zebra with stripes']],
    ['zebra without its pattern', []],
    ['a wombat alone', []],
    ['a wombat next to a quokka', ['quokka', 'wombat']],
    ['nothing here', []],
  ])('%j', (text, expected) => {
    expect(found(text).sort()).toEqual([...expected].sort());
  });
});
