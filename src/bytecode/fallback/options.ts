// How a caller turns the op fallback path on when reading bytecode. It is off unless asked
// for, so that by default a reader behaves as mlir-opt 19's: an op it cannot read is an error.

export interface FallbackReadOptions {
  /**
   * The dialects whose fallback op (their bytecode hooks' `fallbackOperation`) stands in
   * for their ops the reader cannot read: ops of an unknown name, and every op of theirs
   * when the file's version of the dialect is one the hooks cannot decode.
   */
  readonly dialects: ReadonlySet<string>;
  /**
   * Testing (`tsmlir-opt --test-bytecode-fallback`): the ops of these dialects are read as
   * if this reader did not know them.
   */
  readonly unknownOps?: ReadonlySet<string>;
  /** Fallback op names for dialects whose hooks name none (testing). */
  readonly operations?: ReadonlyMap<string, string>;
}
