// Attributes of upstream's `test` dialect that need more than opaque text: the one whose
// printing depends on aliases, and the one referring to a dialect resource blob.
import { DialectAttribute, type MLIRContext, type ResourceBlobHandle, type ShapedType, type StringAttr } from "../../ir/index.js";

abstract class TestDialectAttribute extends DialectAttribute {
  override get dialectNamespace(): string {
    return "test";
  }
}

/** `#test.conditional_alias<value>`: prints the string's alias if it has one, else the string. */
export class TestConditionalAliasAttr extends TestDialectAttribute {
  declare readonly value: StringAttr;
  private constructor(context: MLIRContext, value: StringAttr) {
    super(context);
    this.value = value;
  }
  static get(value: StringAttr): TestConditionalAliasAttr {
    const context = value.context;
    return TestConditionalAliasAttr.uniqueIn(context, `test.conditional_alias:${value.uid}`, () => new TestConditionalAliasAttr(context, value));
  }
}

/** `#test.e1di64_elements<key> : type`: elements held in one of the test dialect's resource blobs. */
export class TestExternElementsAttr extends TestDialectAttribute {
  declare readonly handle: ResourceBlobHandle;
  declare readonly type: ShapedType;
  private constructor(context: MLIRContext, handle: ResourceBlobHandle, type: ShapedType) {
    super(context);
    this.handle = handle;
    this.type = type;
  }
  static get(handle: ResourceBlobHandle, type: ShapedType): TestExternElementsAttr {
    const context = type.context;
    return TestExternElementsAttr.uniqueIn(context, `test.e1di64:${type.uid}:${handle.key}`, () => new TestExternElementsAttr(context, handle, type));
  }
}
