/** Minimal JSON Schema object type for config sections (validated by ajv). */
export type JSONSchema = Record<string, unknown>;
