/** `guardrail eval ...`. Placeholder until the evaluation runner lands; returns the exit code. */
export async function runEvalCommand(_argv: string[]): Promise<number> {
  process.stderr.write('guardrail eval: not implemented yet\n');
  return 2;
}
