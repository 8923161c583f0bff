/**
 * Schema migrations, applied in order on open; `PRAGMA user_version` records how many ran.
 * Append only: never edit a migration that has shipped.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    plan TEXT NOT NULL,
    spend_cap_micros INTEGER,
    suspended INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts(id),
    hash TEXT NOT NULL UNIQUE,
    label TEXT,
    created_at TEXT NOT NULL,
    revoked_at TEXT
  );
  CREATE INDEX api_keys_account ON api_keys(account_id);
  CREATE TABLE usage_month (
    account_id TEXT NOT NULL,
    month TEXT NOT NULL,
    calls INTEGER NOT NULL DEFAULT 0,
    overage_micros INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (account_id, month)
  );
  CREATE TABLE rate_window (
    account_id TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    count INTEGER NOT NULL
  );
  CREATE TABLE verdicts (
    id INTEGER PRIMARY KEY,
    time TEXT NOT NULL,
    account_id TEXT,
    key_id TEXT,
    agent_id TEXT,
    status TEXT NOT NULL,
    risk_score INTEGER NOT NULL,
    source TEXT NOT NULL,
    flags TEXT NOT NULL,
    latency_ms REAL NOT NULL,
    door TEXT NOT NULL
  );
  CREATE INDEX verdicts_account_time ON verdicts(account_id, time);
  `,
];
