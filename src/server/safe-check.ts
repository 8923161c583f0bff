import type { FastifyBaseLogger } from 'fastify';
import type { Pipeline } from '../pipeline/pipeline.js';
import type { CheckInput, CheckOutcome } from '../pipeline/types.js';
import { ErrorCode } from './errors.js';

function unavailable(pipeline: Pipeline, text: string, reason: string): CheckOutcome {
  return {
    response: {
      risk_score: 100,
      status: 'rejected',
      flags: [`Analysis unavailable: ${reason}`],
      // Nothing is known about which spans are sensitive, so none of the text is safe to echo.
      redacted_text: '*'.repeat(Math.min(Math.max(1, text.length), 64)),
    },
    source: pipeline.hasModel ? 'model' : 'fastpath',
    findings: [],
    timings: {},
  };
}

/**
 * Runs the pipeline and never lets it fail open: a throw or a run past `timeoutMs` gives a
 * 200 `rejected` verdict with a flag saying the analysis could not complete.
 */
export async function safeCheck(
  pipeline: Pipeline,
  input: Omit<CheckInput, 'signal'>,
  timeoutMs: number,
  log: FastifyBaseLogger,
  /** Aborted here on timeout; the caller may also abort it (client went away). */
  ctl: AbortController = new AbortController(),
): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => {
      ctl.abort();
      log.error({ code: ErrorCode.PIPELINE_TIMEOUT, timeoutMs }, 'analysis timed out; answering rejected');
      resolve(unavailable(pipeline, input.text, 'analysis timed out'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([pipeline.check({ ...input, signal: ctl.signal }), timeout]);
  } catch (err) {
    log.error({ code: ErrorCode.PIPELINE_THREW, err }, 'analysis threw; answering rejected');
    return unavailable(pipeline, input.text, 'analysis did not complete');
  } finally {
    clearTimeout(timer);
  }
}
