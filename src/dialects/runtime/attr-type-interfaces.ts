// Run-time support of interfaces generated from `.td` (OpInterface, AttrInterface,
// TypeInterface of namespaces other than `::mlir`): the bound view a method body sees as
// `this`, and the check ODS constraints on interfaces use.
import { Attribute, Type, type AnyInterface, type BoundMethods, type Operation } from "../../ir/index.js";

/** An interface key as generated code sees it: a table lookup for its entity kind. */
interface ViewableInterface<M, E> {
  readonly name: string;
  get(entity: E): BoundMethods<M, E> | undefined;
}

/**
 * The interface's methods bound to `entity` (the `this` of a method body in `.td`, so a
 * default body can call the interface's other methods on the same entity).
 */
export function interfaceView<M, E>(key: ViewableInterface<M, E>, entity: E): BoundMethods<M, E> {
  const view = key.get(entity);
  if (view === undefined) throw new TypeError(`value does not implement ${key.name}`);
  return view;
}

/** Whether an attribute, type or op implements interface `key` (ODS's AttrInterface/TypeInterface constraints). */
export function implementsInterfaceKey(x: Attribute | Type | Operation | undefined, key: AnyInterface): boolean {
  if (x === undefined) return false;
  if (key.kind === "attr") return x instanceof Attribute && (key as unknown as { isa(a: Attribute): boolean }).isa(x);
  if (key.kind === "type") return x instanceof Type && (key as unknown as { isa(t: Type): boolean }).isa(x);
  if (key.kind === "op") return !(x instanceof Attribute || x instanceof Type) && (key as unknown as { isa(op: Operation): boolean }).isa(x);
  return false;
}
