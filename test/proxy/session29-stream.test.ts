import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/config/load.js';
import { buildPipeline } from '../../src/pipeline/build.js';
import { StreamScanner } from '../../src/proxy/scanner.js';
import { TextGuard } from '../../src/proxy/text-guard.js';
import { split } from './helpers/split.js';

// Session 29: secrets.in_context recognises a table cell by the header rows above it. Its reach
// (640) covers that header, so a stream split anywhere blocks the same texts the whole check
// rejects, and passes (unchanged) the ones it approves or only flags.
describe('stream guard with the session-29 context detectors', () => {
  it('a credential column of a query result is caught for any split, the same table without one passes', async () => {
    const pipeline = await buildPipeline(buildConfig({ model: { backend: 'none' } }));
    const scanner = new StreamScanner(pipeline, 16);
    const prose = 'The nightly export finished and the counts match the dashboard again this morning. '.repeat(12);
    // (the token row sits about 550 characters below its header, and a holdback's worth of prose
    // follows it: only a scan whose reach covers the header blocks before the row is released)
    const nullRows = Array.from({ length: 13 }, (_, i) => ` ${10 + i} | user${10 + i}@corp.example | NULL`).join('\n');
    const leak = `${prose}\n id |     email      |            api_token             \n----+----------------+----------------------------------\n${nullRows}\n 40 | a@corp.example | 1d629529fb972f185119c59c85e2d566\n\nThe token was issued last week. ${prose}`;
    const safe = `${prose}\n id |     email      | last_login\n----+----------------+----------------------\n 40 | a@corp.example | 2024-12-28T21:21:28Z\n\nBoth users logged in last week.`;
    for (const text of [leak, safe]) {
      const whole = await pipeline.check({ text, accountId: '_proxy', door: 'proxy' });
      expect(whole.response.status).toBe(text === leak ? 'rejected' : 'flagged');
      await fc.assert(
        fc.asyncProperty(fc.array(fc.nat(), { maxLength: 30 }), async (cuts) => {
          const g = new TextGuard({ pipeline, scanner, mode: 'redact', context: undefined, modelMode: 'gate', modelWindow: 64, modelOverlap: 16, releaseStep: 1 });
          let out = '';
          let blocked = false;
          for (const c of split(text, cuts)) {
            const r = await g.push(c);
            out += r.text;
            if (r.blocked) {
              blocked = true;
              break;
            }
          }
          if (!blocked) {
            const r = await g.finish();
            out += r.text;
            blocked = r.blocked;
          }
          expect(blocked).toBe(text === leak);
          // nothing of a token reaches the agent before the block
          expect(out).not.toContain('1d629529');
          if (text === safe) expect(out).toBe(whole.response.redacted_text);
        }),
        { numRuns: 60 },
      );
    }
  });
});
