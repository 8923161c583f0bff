import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distFile } from '../helpers/dist.js';
import { postCheck } from '../helpers/http.js';
import { redisServerOrSkip, startRedis, type TestRedis } from '../helpers/redis.js';
import { startTestServer } from '../helpers/server.js';

const bin = redisServerOrSkip();

describe.skipIf(!bin)('guardrail CLI on store.kind: redis', { timeout: 120_000 }, () => {
  let redis: TestRedis;
  let dir: string;
  let cfg: string;
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, [distFile('cli.js'), ...args, '--config', cfg], { cwd: dir, encoding: 'utf8', env: { ...process.env, GUARDRAIL_CONFIG: '', PORT: '' } });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  beforeAll(async () => {
    redis = await startRedis(bin!);
    dir = mkdtempSync(join(tmpdir(), 'grd-cli-redis-'));
    cfg = join(dir, 'g.yaml');
    writeFileSync(cfg, `store:\n  kind: redis\n  url: ${redis.url}\n  key_prefix: "cli:"\n  command_timeout_ms: 500\n`);
  });
  afterAll(async () => {
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('accounts and keys made by the CLI are served by a replica on the same Redis; revocation applies at once', async () => {
    expect(run(['accounts', 'create', 'fleet', '--plan', 'launch']).code).toBe(0);
    expect(run(['accounts', 'list']).stdout).toMatch(/fleet\tlaunch\tactive/);
    const key = run(['keys', 'create', '--account', 'fleet', '--label', 'k']).stdout.trim();
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    const srv = await startTestServer({ store: { kind: 'redis', url: redis.url, key_prefix: 'cli:' } });
    try {
      expect((await postCheck(srv.url, key, { proposed_text: 'hello' })).status).toBe(200);
      expect(run(['accounts', 'suspend', 'fleet']).code).toBe(0);
      expect((await postCheck(srv.url, key, { proposed_text: 'hello' })).status).toBe(403);
      expect(run(['accounts', 'resume', 'fleet']).code).toBe(0);
      const id = /^(key_\S+)\tk\t/m.exec(run(['keys', 'list', '--account', 'fleet']).stdout)?.[1];
      expect(run(['keys', 'revoke', id!]).code).toBe(0);
      expect((await postCheck(srv.url, key, { proposed_text: 'hello' })).status).toBe(401);
    } finally {
      await srv.close();
    }
  });

  it('fails with exit 1 and a message when Redis cannot be reached', async () => {
    await redis.kill();
    try {
      const r = run(['accounts', 'list']);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('redis not connected');
      // serve must exit too, not linger on a reconnecting client.
      const s = spawnSync(process.execPath, [distFile('cli.js'), 'serve', '--port', '0', '--config', cfg], { cwd: dir, encoding: 'utf8', timeout: 60_000, env: { ...process.env, GUARDRAIL_CONFIG: '', PORT: '' } });
      expect(s.signal).toBeNull();
      expect(s.status).toBe(1);
      expect(s.stderr).toContain('redis not connected');
    } finally {
      await redis.restart();
    }
  });
});
