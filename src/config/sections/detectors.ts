import type { JSONSchema } from '../schema-types.js';
import { piiFamilyDefaults, piiFamilySchema, type PiiFamilyConfig } from '../../detectors/pii/config.js';
import { secretsFamilyDefaults, secretsFamilySchema, type SecretsFamilyConfig } from '../../detectors/secrets/config.js';
import { injectionFamilyDefaults, injectionFamilySchema, type InjectionFamilyConfig } from '../../detectors/injection/config.js';
import { jailbreakFamilyDefaults, jailbreakFamilySchema, type JailbreakFamilyConfig } from '../../detectors/jailbreak/config.js';
import { extractionFamilyDefaults, extractionFamilySchema, type ExtractionFamilyConfig } from '../../detectors/extraction/config.js';
import { financialFamilyDefaults, financialFamilySchema, type FinancialFamilyConfig } from '../../detectors/financial/config.js';
import { brandFamilyDefaults, brandFamilySchema, type BrandFamilyConfig } from '../../detectors/brand/config.js';
import { hallucinationFamilyDefaults, hallucinationFamilySchema, type HallucinationFamilyConfig } from '../../detectors/hallucination/config.js';
import { customFamilyDefaults, customFamilySchema, type CustomFamilyConfig } from '../../detectors/custom/config.js';

/** `detectors.<family>`: each family owns its sub-schema in src/detectors/<family>/config.ts. */
export interface DetectorsConfig {
  pii: PiiFamilyConfig;
  secrets: SecretsFamilyConfig;
  injection: InjectionFamilyConfig;
  jailbreak: JailbreakFamilyConfig;
  extraction: ExtractionFamilyConfig;
  financial: FinancialFamilyConfig;
  brand: BrandFamilyConfig;
  hallucination: HallucinationFamilyConfig;
  custom: CustomFamilyConfig;
}

export const detectorsDefaults: DetectorsConfig = {
  pii: piiFamilyDefaults,
  secrets: secretsFamilyDefaults,
  injection: injectionFamilyDefaults,
  jailbreak: jailbreakFamilyDefaults,
  extraction: extractionFamilyDefaults,
  financial: financialFamilyDefaults,
  brand: brandFamilyDefaults,
  hallucination: hallucinationFamilyDefaults,
  custom: customFamilyDefaults,
};

export const detectorsSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pii: piiFamilySchema,
    secrets: secretsFamilySchema,
    injection: injectionFamilySchema,
    jailbreak: jailbreakFamilySchema,
    extraction: extractionFamilySchema,
    financial: financialFamilySchema,
    brand: brandFamilySchema,
    hallucination: hallucinationFamilySchema,
    custom: customFamilySchema,
  },
};
