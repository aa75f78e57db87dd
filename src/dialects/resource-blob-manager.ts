// MLIR's DialectResourceBlobManager: a dialect's resource blobs by key, in one context.
// Declaring a key that is taken yields a renamed handle (`key_1`, `key_2`, …), exactly as
// upstream does, which is visible when the same key is declared by two parses.
import { ResourceBlobHandle, type MLIRContext } from "../ir/index.js";

export class DialectResourceBlobManager {
  private readonly byContext = new WeakMap<MLIRContext, Map<string, ResourceBlobHandle>>();
  private readonly dialect: string;

  constructor(dialect: string) {
    this.dialect = dialect;
  }

  private blobs(context: MLIRContext): Map<string, ResourceBlobHandle> {
    let blobs = this.byContext.get(context);
    if (blobs === undefined) {
      blobs = new Map();
      this.byContext.set(context, blobs);
    }
    return blobs;
  }

  /** A new handle named `key`, or `key_N` with the first free N when `key` is taken. */
  insert(context: MLIRContext, key: string): ResourceBlobHandle {
    const blobs = this.blobs(context);
    let name = key;
    for (let counter = 1; blobs.has(name); counter++) name = `${key}_${counter}`;
    const handle = new ResourceBlobHandle(name, this.dialect);
    blobs.set(name, handle);
    return handle;
  }

  lookup(context: MLIRContext, key: string): ResourceBlobHandle | undefined {
    return this.byContext.get(context)?.get(key);
  }
}
