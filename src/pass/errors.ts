// Errors of building pipelines from text.
import type { CommandLineError } from "./options.js";

/** A pipeline that could not be built: the error text MLIR reports, and any command-line errors printed before it. */
export class PassPipelineError extends Error {
  constructor(
    message: string,
    readonly commandLineErrors: readonly CommandLineError[],
  ) {
    super(message);
    this.name = "PassPipelineError";
  }
}
