import type { Finding, NormalizedText } from '../detectors/types.js';

export interface ModelRequest {
  text: string;
  normalized: NormalizedText;
  context?: readonly string[];
  signal?: AbortSignal;
}

/**
 * The model stage (built-in classifier, grounding, remote judge). Returns findings in original
 * offsets. Throwing or rejecting makes the check fail closed (`rejected`).
 */
export interface ModelStage {
  readonly name: string;
  analyze(req: ModelRequest): Promise<Finding[]>;
  /** Pays first-use costs locally before serving (never a remote call); no metrics. */
  warmUp?(req: ModelRequest): Promise<void>;
  close?(): Promise<void>;
}
