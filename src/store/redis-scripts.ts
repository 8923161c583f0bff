/**
 * Lua run inside Redis. A script runs atomically, so a read followed by a write cannot
 * interleave with another replica's. Scripts that name keys by prefix (rather than in KEYS)
 * assume one Redis server or a Sentinel-managed primary, not Redis Cluster.
 */

/**
 * KEYS: usage hash of the month, counter of the minute window.
 * ARGV: calls per month, calls per minute, overage micros ('' = hard stop), spend cap micros
 * ('' = none), window TTL in ms. Returns {1, cost} or {0, reason}.
 */
export const ADMIT = `
local calls = tonumber(redis.call('HGET', KEYS[1], 'calls') or '0')
local spent = tonumber(redis.call('HGET', KEYS[1], 'overage_micros') or '0')
local cost = 0
if calls >= tonumber(ARGV[1]) then
  if ARGV[3] == '' then return {0, 'quota'} end
  cost = tonumber(ARGV[3])
end
if ARGV[4] ~= '' and cost > 0 and spent + cost > tonumber(ARGV[4]) then return {0, 'spend_cap'} end
local used = tonumber(redis.call('GET', KEYS[2]) or '0')
if used >= tonumber(ARGV[2]) then return {0, 'rate'} end
redis.call('HINCRBY', KEYS[1], 'calls', 1)
if cost > 0 then redis.call('HINCRBY', KEYS[1], 'overage_micros', ARGV[3]) end
if redis.call('INCR', KEYS[2]) == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[5]) end
return {1, cost}
`;

/**
 * KEYS: usage hash, window counter. ARGV: cost in micros. Never below zero, and an expired
 * window is not brought back.
 */
export const REFUND = `
local calls = tonumber(redis.call('HGET', KEYS[1], 'calls') or '0')
if calls > 0 then redis.call('HINCRBY', KEYS[1], 'calls', -1) end
local cost = tonumber(ARGV[1])
if cost > 0 then
  local spent = tonumber(redis.call('HGET', KEYS[1], 'overage_micros') or '0')
  redis.call('HSET', KEYS[1], 'overage_micros', string.format('%d', math.max(spent - cost, 0)))
end
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 1
`;

/**
 * KEYS: name index, account hash. ARGV: name, id, plan, spend cap ('' = none), created_at.
 * Returns 0 when the name is taken.
 */
export const CREATE_ACCOUNT = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
redis.call('HSET', KEYS[2], 'id', ARGV[2], 'name', ARGV[1], 'plan', ARGV[3], 'spend_cap', ARGV[4], 'suspended', '0', 'created_at', ARGV[5])
return 1
`;

/** KEYS: name index. ARGV: account-key prefix, name. Returns the account's fields or nil. */
export const ACCOUNT_BY_NAME = `
local id = redis.call('HGET', KEYS[1], ARGV[2])
if not id then return nil end
return redis.call('HGETALL', ARGV[1] .. id)
`;

/**
 * KEYS: name index. ARGV: account-key prefix, name, field, value. Sets one field of an
 * existing account; returns its fields, or nil when there is no such account.
 */
export const SET_ACCOUNT_FIELD = `
local id = redis.call('HGET', KEYS[1], ARGV[2])
if not id then return nil end
redis.call('HSET', ARGV[1] .. id, ARGV[3], ARGV[4])
return redis.call('HGETALL', ARGV[1] .. id)
`;

/** KEYS: name index. ARGV: account-key prefix. Every account's fields. */
export const LIST_ACCOUNTS = `
local out = {}
for _, id in ipairs(redis.call('HVALS', KEYS[1])) do
  out[#out + 1] = redis.call('HGETALL', ARGV[1] .. id)
end
return out
`;

/**
 * KEYS: key hash entry, key-id index, the account's key set.
 * ARGV: id, account id, hash, created_at, label ('' with ARGV[6] = '0' means none), has label.
 * Errors when the hash is already stored (as SQLite's UNIQUE would).
 */
export const ADD_KEY = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.error_reply('key hash already stored') end
redis.call('HSET', KEYS[1], 'id', ARGV[1], 'account_id', ARGV[2], 'hash', ARGV[3], 'created_at', ARGV[4])
if ARGV[6] == '1' then redis.call('HSET', KEYS[1], 'label', ARGV[5]) end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('SADD', KEYS[3], ARGV[1])
return 1
`;

/** KEYS: key hash entry. ARGV: account-key prefix. Returns {key fields, account fields} or nil. */
export const FIND_KEY = `
local k = redis.call('HGETALL', KEYS[1])
if #k == 0 then return nil end
local acc = ''
for i = 1, #k, 2 do
  if k[i] == 'account_id' then acc = k[i + 1] end
end
return {k, redis.call('HGETALL', ARGV[1] .. acc)}
`;

/** KEYS: the account's key set, key-id index. ARGV: key-entry prefix. Every key's fields. */
export const LIST_KEYS = `
local out = {}
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local h = redis.call('HGET', KEYS[2], id)
  if h then out[#out + 1] = redis.call('HGETALL', ARGV[1] .. h) end
end
return out
`;

/** KEYS: key-id index. ARGV: key-entry prefix, key id, revoked_at. 1 when newly revoked. */
export const REVOKE_KEY = `
local h = redis.call('HGET', KEYS[1], ARGV[2])
if not h then return 0 end
local entry = ARGV[1] .. h
if redis.call('HEXISTS', entry, 'revoked_at') == 1 then return 0 end
redis.call('HSET', entry, 'revoked_at', ARGV[3])
return 1
`;
