export type Split = 'test' | 'train' | 'all';

export interface EvalArgs {
  paths: string[];
  split: Split;
  out?: string;
  /** JSONL file for the rows the pipeline got wrong (misses and false alarms). */
  errors?: string;
  config?: string;
  /** Checks in flight at once; 1 keeps latency figures free of queueing. */
  concurrency: number;
  /** Stop after this many rows (quick looks at a big set). */
  limit?: number;
}

export class UsageError extends Error {}

export const USAGE =
  'usage: guardrail eval FILE_OR_DIR... [--split test|train|all] [--out report.json] [--errors errors.jsonl] [--config PATH] [--concurrency N] [--limit N]';

function intArg(flag: string, v: string | undefined): number {
  const n = Number(v);
  if (v === undefined || !Number.isInteger(n) || n < 1) throw new UsageError(`${flag} needs a positive integer, got "${v ?? ''}"`);
  return n;
}

/** Parses `guardrail eval` arguments (everything after `eval`). */
export function parseEvalArgs(argv: readonly string[]): EvalArgs {
  const args: EvalArgs = { paths: [], split: 'all', concurrency: 1 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const eq = a.indexOf('=');
    const [flag, inline] = a.startsWith('--') && eq > 0 ? [a.slice(0, eq), a.slice(eq + 1)] : [a, undefined];
    const value = (): string => {
      if (inline !== undefined) return inline;
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--split': {
        const v = value();
        if (v !== 'test' && v !== 'train' && v !== 'all') throw new UsageError(`--split must be test, train or all, got "${v}"`);
        args.split = v;
        break;
      }
      case '--out':
        args.out = value();
        break;
      case '--errors':
        args.errors = value();
        break;
      case '--config':
        args.config = value();
        break;
      case '--concurrency':
        args.concurrency = intArg(flag, value());
        break;
      case '--limit':
        args.limit = intArg(flag, value());
        break;
      case '--help':
      case '-h':
        throw new UsageError('');
      default:
        if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
        args.paths.push(a);
    }
  }
  if (args.paths.length === 0) throw new UsageError('give at least one JSONL file or directory');
  return args;
}
