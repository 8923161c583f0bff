/** A configuration problem, with the dotted path of the offending key. */
export class ConfigError extends Error {
  readonly code = 'GRD_ERR_CONFIG';
  constructor(
    message: string,
    readonly key?: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}
