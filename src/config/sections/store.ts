import type { JSONSchema } from '../schema-types.js';

export interface StoreConfig {
  kind: 'sqlite';
  /** SQLite file; relative paths resolve against the working directory. */
  path: string;
  /** On first start with an empty store: create account `default` and write its key here. */
  bootstrap_key_file: string;
}

export const storeDefaults: StoreConfig = {
  kind: 'sqlite',
  path: './data/guardrail.db',
  bootstrap_key_file: './data/default-key.txt',
};

export const storeSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { enum: ['sqlite'] },
    path: { type: 'string', minLength: 1 },
    bootstrap_key_file: { type: 'string', minLength: 1 },
  },
};
