// Hand-written attribute classes of the test dialect (the dialect generator's job for
// real dialects); their syntax comes from test-attrs.generated.ts.
import { DialectAttribute, type Attribute, type MLIRContext, type Type } from "../../../src/ir/index.js";

function key(parts: readonly unknown[]): string {
  return parts.map((p) => (typeof p === "object" && p !== null && "uid" in p ? `#${String((p as { uid: unknown }).uid)}` : JSON.stringify(p, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v)))).join("|");
}

export class PairAttr extends DialectAttribute {
  static readonly mnemonic = "pair";
  declare readonly a: number;
  declare readonly b: number | undefined;
  declare readonly t: Type;
  private constructor(context: MLIRContext, a: number, b: number | undefined, t: Type) {
    super(context);
    this.a = a;
    this.b = b;
    this.t = t;
  }
  static get(context: MLIRContext, a: number, b: number | undefined, t: Type): PairAttr {
    return PairAttr.uniqueIn(context, `tf.pair${key([a, b ?? null, t])}`, () => new PairAttr(context, a, b, t));
  }
  override get dialectNamespace(): string {
    return "tf";
  }
}

export class PointAttr extends DialectAttribute {
  static readonly mnemonic = "point";
  declare readonly x: bigint;
  declare readonly y: bigint;
  declare readonly label: string;
  private constructor(context: MLIRContext, x: bigint, y: bigint, label: string) {
    super(context);
    this.x = x;
    this.y = y;
    this.label = label;
  }
  static get(context: MLIRContext, x: bigint, y: bigint, label: string): PointAttr {
    return PointAttr.uniqueIn(context, `tf.point${key([x, y, label])}`, () => new PointAttr(context, x, y, label));
  }
  override get dialectNamespace(): string {
    return "tf";
  }
}

export class ListAttr extends DialectAttribute {
  static readonly mnemonic = "list";
  declare readonly items: readonly number[];
  declare readonly flag: boolean;
  declare readonly extra: Attribute;
  private constructor(context: MLIRContext, items: readonly number[], flag: boolean, extra: Attribute) {
    super(context);
    this.items = items;
    this.flag = flag;
    this.extra = extra;
  }
  static get(context: MLIRContext, items: readonly number[], flag: boolean, extra: Attribute): ListAttr {
    return ListAttr.uniqueIn(context, `tf.list${key([items, flag, extra])}`, () => new ListAttr(context, items, flag, extra));
  }
  override get dialectNamespace(): string {
    return "tf";
  }
}

export class MaybeAttr extends DialectAttribute {
  static readonly mnemonic = "maybe";
  declare readonly type: Type | undefined;
  private constructor(context: MLIRContext, type: Type | undefined) {
    super(context);
    this.type = type;
  }
  static get(context: MLIRContext, type: Type | undefined): MaybeAttr {
    return MaybeAttr.uniqueIn(context, `tf.maybe${key([type ?? null])}`, () => new MaybeAttr(context, type));
  }
  override get dialectNamespace(): string {
    return "tf";
  }
}
