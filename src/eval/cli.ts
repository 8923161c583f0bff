import { writeFileSync } from 'node:fs';
import { ConfigError } from '../config/errors.js';
import { loadConfig, resolveConfigPath } from '../config/load.js';
import { buildPipeline } from '../pipeline/build.js';
import { parseEvalArgs, USAGE, UsageError, type EvalArgs } from './args.js';
import { DatasetError, listFiles, readRows } from './dataset.js';
import { formatReport } from './format.js';
import { Progress } from './progress.js';
import { runRows, type ErrorLine } from './run.js';

async function run(args: EvalArgs): Promise<number> {
  const files = listFiles(args.paths);
  let rows = readRows(files, args.split);
  if (args.limit !== undefined) rows = rows.slice(0, args.limit);
  if (rows.length === 0) throw new DatasetError(`no rows of split "${args.split}" in ${files.length} file(s)`);
  const configPath = resolveConfigPath(args.config);
  const cfg = loadConfig(configPath);
  const pipeline = await buildPipeline(cfg);
  const stages = pipeline.hasModel ? 'fastpath + model stage' : 'fastpath only (no model stage configured)';
  const started = Date.now();
  try {
    const errors: string[] = [];
    const report = await runRows(pipeline, rows, {
      concurrency: args.concurrency,
      progress: new Progress(rows.length),
      ...(args.errors ? { onError: (line: ErrorLine) => errors.push(JSON.stringify(line)) } : {}),
    });
    const seconds = (Date.now() - started) / 1000;
    const header = `guardrail eval: ${rows.length} rows from ${files.length} file(s), split ${args.split}, ${stages}, ${seconds.toFixed(1)} s`;
    process.stdout.write(formatReport(report, header));
    if (args.out) {
      const full = {
        generated_at: new Date(started).toISOString(),
        files,
        split: args.split,
        config: configPath ?? null,
        stages,
        duration_s: seconds,
        ...report,
      };
      writeFileSync(args.out, JSON.stringify(full, null, 2) + '\n');
      process.stderr.write(`eval: report written to ${args.out}\n`);
    }
    if (args.errors) {
      writeFileSync(args.errors, errors.length ? `${errors.join('\n')}\n` : '');
      process.stderr.write(`eval: ${errors.length} misses and false alarms written to ${args.errors}\n`);
    }
    return 0;
  } finally {
    await pipeline.close();
  }
}

/** `guardrail eval FILE_OR_DIR...`: scores the pipeline on labelled JSONL; returns the exit code. */
export async function runEvalCommand(argv: string[]): Promise<number> {
  let args: EvalArgs;
  try {
    args = parseEvalArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    if (e.message) process.stderr.write(`guardrail eval: ${e.message}\n`);
    process.stderr.write(`${USAGE}\n`);
    return e.message ? 2 : 0;
  }
  try {
    return await run(args);
  } catch (e) {
    if (e instanceof DatasetError || e instanceof ConfigError) {
      process.stderr.write(`guardrail eval: ${e.message}\n`);
      return 1;
    }
    if (e instanceof Error && 'code' in e && typeof e.code === 'string' && e.code.startsWith('E')) {
      process.stderr.write(`guardrail eval: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}
