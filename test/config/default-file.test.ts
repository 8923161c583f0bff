import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig, loadConfig } from '../../src/config/load.js';
import { repoRoot } from '../helpers/dist.js';

// config/default.yaml is the documented reference of every key; if it drifts from the
// built-in defaults, `npm start` and a config-less `guardrail serve` behave differently.
describe('config/default.yaml', () => {
  it('loads, validates and equals the built-in defaults section by section', () => {
    const file = loadConfig(join(repoRoot, 'config/default.yaml'), {});
    const builtIn = buildConfig({});
    for (const section of Object.keys(builtIn) as (keyof typeof builtIn)[]) {
      expect(file[section], `section ${section}`).toEqual(builtIn[section]);
    }
  });
});
