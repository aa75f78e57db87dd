// Types of upstream's `test` dialect (mlir/test/lib/Dialect/Test), which mlir-opt 19 links
// in: the ones its printing hooks treat specially (aliases, cyclic printing). The test
// dialect's other types stay opaque.
import { DialectType, type MLIRContext, type Type } from "../../ir/index.js";

export type TestSignedness = "none" | "signed" | "unsigned";

abstract class TestDialectType extends DialectType {
  override get dialectNamespace(): string {
    return "test";
  }
  /** Only `!test.memref_element` implements MemRefElementTypeInterface upstream. */
  override get isMemRefElementType(): boolean {
    return false;
  }
}

export type TestSimpleMnemonic = "smpla" | "test_type" | "i32" | "memref_element";

/** Types without parameters: `!test.smpla`, `!test.test_type`, `!test.i32`, `!test.memref_element`. */
export class TestSimpleType extends TestDialectType {
  declare readonly mnemonic: TestSimpleMnemonic;
  private constructor(context: MLIRContext, mnemonic: TestSimpleMnemonic) {
    super(context);
    this.mnemonic = mnemonic;
  }
  static get(context: MLIRContext, mnemonic: TestSimpleMnemonic): TestSimpleType {
    return TestSimpleType.uniqueIn(context, `test.${mnemonic}`, () => new TestSimpleType(context, mnemonic));
  }
  override get isMemRefElementType(): boolean {
    return this.mnemonic === "memref_element";
  }
}

/** `!test.int<unsigned, 8>` (TestIntegerType). */
export class TestIntegerType extends TestDialectType {
  declare readonly signedness: TestSignedness;
  declare readonly width: number;
  private constructor(context: MLIRContext, signedness: TestSignedness, width: number) {
    super(context);
    this.signedness = signedness;
    this.width = width;
  }
  static get(context: MLIRContext, signedness: TestSignedness, width: number): TestIntegerType {
    return TestIntegerType.uniqueIn(context, `test.int:${signedness}:${width}`, () => new TestIntegerType(context, signedness, width));
  }
}

/**
 * The two mutable, possibly self-referencing types: `!test.test_rec<name, body>` (its body
 * printed in the dialect's own stripped syntax) and `!test.test_rec_alias<name, body>`
 * (body printed as a full type, aliased by its name). Identified by kind and name; the body
 * is set once, after the type exists, so it can refer back to the type itself.
 */
export class TestRecursiveType extends TestDialectType {
  declare readonly kind: "test_rec" | "test_rec_alias";
  declare readonly name: string;
  body: Type | undefined = undefined;
  private constructor(context: MLIRContext, kind: "test_rec" | "test_rec_alias", name: string) {
    super(context);
    this.kind = kind;
    this.name = name;
  }
  static get(context: MLIRContext, kind: "test_rec" | "test_rec_alias", name: string): TestRecursiveType {
    return TestRecursiveType.uniqueIn(context, `test.${kind}:${name}`, () => new TestRecursiveType(context, kind, name));
  }
  /** Sets the body once; setting a different body later fails (returns false). */
  setBody(body: Type): boolean {
    if (this.body === undefined) {
      this.body = body;
      return true;
    }
    return this.body === body;
  }
}
