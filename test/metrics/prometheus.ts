import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on 127.0.0.1 (bound and released; Prometheus binds it right after). */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const addr = srv.address();
  await new Promise<void>((r) => srv.close(() => r()));
  if (!addr || typeof addr === 'string') throw new Error('no port');
  return addr.port;
}

export interface PromResult {
  metric: Record<string, string>;
  value: [number, string];
}

/** A real Prometheus server on 127.0.0.1 with a temp config and data dir, scraping `target` every second. */
export class PrometheusServer {
  readonly url: string;
  readonly #proc: ChildProcess;
  readonly #dir: string;
  #log = '';

  private constructor(url: string, proc: ChildProcess, dir: string) {
    this.url = url;
    this.#proc = proc;
    this.#dir = dir;
    proc.stderr?.on('data', (c: Buffer) => {
      // Only the tail is kept: enough to explain a failure.
      this.#log = (this.#log + c.toString()).slice(-8000);
    });
  }

  static async start(bin: string, target: string, ruleFiles: readonly string[]): Promise<PrometheusServer> {
    const dir = mkdtempSync(join(tmpdir(), 'guardrail-prom-'));
    const port = await freePort();
    const config = [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      ...ruleFiles.map((f) => `  - ${JSON.stringify(f)}`),
      'scrape_configs:',
      '  - job_name: guardrail',
      '    static_configs:',
      `      - targets: [${JSON.stringify(target)}]`,
    ].join('\n');
    writeFileSync(join(dir, 'prometheus.yml'), `${config}\n`);
    const proc = spawn(bin, [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--storage.tsdb.retention.time=1h', '--log.level=warn'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const prom = new PrometheusServer(`http://127.0.0.1:${port}`, proc, dir);
    await prom.waitFor(async () => (await fetch(`${prom.url}/-/ready`)).ok, 30_000, 'Prometheus ready');
    return prom;
  }

  get log(): string {
    return this.#log;
  }

  /** Polls `fn` every 250 ms until it returns true; throws after `ms`. */
  async waitFor(fn: () => Promise<boolean>, ms: number, what: string): Promise<void> {
    const deadline = Date.now() + ms;
    for (;;) {
      if (this.#proc.exitCode !== null) throw new Error(`Prometheus exited (${this.#proc.exitCode}) while waiting for ${what}:\n${this.#log}`);
      try {
        if (await fn()) return;
      } catch {
        // Not up yet: retry until the deadline.
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${this.#log}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** An instant query through the HTTP API; a query error throws with Prometheus' message. */
  async query(expr: string): Promise<PromResult[]> {
    const res = await fetch(`${this.url}/api/v1/query?${new URLSearchParams({ query: expr })}`);
    const body = (await res.json()) as { status: string; error?: string; data?: { resultType: string; result: PromResult[] } };
    if (body.status !== 'success') throw new Error(`query error for ${expr}: ${body.error}`);
    if (body.data?.resultType !== 'vector') throw new Error(`unexpected result type ${body.data?.resultType} for ${expr}`);
    return body.data.result;
  }

  async rules(): Promise<{ name: string; query: string; health: string; lastError?: string; lastEvaluation: string }[]> {
    const res = await fetch(`${this.url}/api/v1/rules`);
    const body = (await res.json()) as { data: { groups: { rules: { name: string; query: string; health: string; lastError?: string; lastEvaluation: string }[] }[] } };
    return body.data.groups.flatMap((g) => g.rules);
  }

  async stop(): Promise<void> {
    const proc = this.#proc;
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise<void>((r) => proc.once('exit', () => r()));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }
}
