// Builds values from syntax the way TGParser's ParseValue does: identifier lookup
// through scopes, expected-type driven literals, bang operators with LLVM's type
// checks, and immediate folding of whatever is already known.
import type { RangePiece, TemplateArgNode, ValueNode } from "./ast.js";
import type { Evaluator } from "./evaluator.js";
import { TableGenError } from "./evaluator.js";
import {
  BinOpInit,
  type BinaryOp,
  CondOpInit,
  ExistsOpInit,
  FoldOpInit,
  IsAOpInit,
  TernOpInit,
  type TernaryOp,
  UnOpInit,
  type UnaryOp,
} from "./ops.js";
import { Record, RecordVal } from "./records.js";
import { VarScope, qualifyName } from "./scope.js";
import {
  BitRecTy,
  BitsRecTy,
  DagRecTy,
  IntRecTy,
  ListRecTy,
  RecTy,
  RecordRecTy,
  StringRecTy,
  resolveTypes,
} from "./types.js";
import {
  ArgumentInit,
  BitInit,
  BitsInit,
  DagInit,
  FieldInit,
  Init,
  IntInit,
  ListInit,
  StringInit,
  TypedInit,
  UnsetInit,
  VarInit,
} from "./values.js";
import { VarDefInit } from "./var-def.js";

const UNARY: ReadonlySet<string> = new Set([
  "cast",
  "not",
  "head",
  "tail",
  "size",
  "empty",
  "getdagop",
  "getop",
  "logtwo",
  "repr",
  "tolower",
  "toupper",
]);
const BINARY: ReadonlySet<string> = new Set([
  "con",
  "add",
  "sub",
  "mul",
  "div",
  "and",
  "or",
  "xor",
  "shl",
  "sra",
  "srl",
  "eq",
  "ne",
  "le",
  "lt",
  "ge",
  "gt",
  "listconcat",
  "listsplat",
  "listremove",
  "strconcat",
  "interleave",
  "setdagop",
  "setop",
  "getdagarg",
  "getdagname",
]);
const INT_OPS: ReadonlySet<string> = new Set(["add", "sub", "mul", "div", "and", "or", "xor", "sra", "srl", "shl"]);
const ASSOCIATIVE: ReadonlySet<string> = new Set(["strconcat", "listconcat", "con", "add", "and", "or", "xor", "mul"]);

/** LLVM's value type used for !if / !cond arms. */
function armType(v: Init): RecTy | undefined {
  if (v instanceof BitsInit) return BitsRecTy.get(v.size);
  if (v instanceof BitInit) return BitRecTy.instance;
  if (v instanceof TypedInit) return v.type;
  return undefined;
}

export class ValueEvaluator {
  constructor(private readonly ev: Evaluator) {}

  private err(pos: number, message: string): TableGenError {
    return this.ev.error(pos, message);
  }

  /** Constant integer ranges (`{1, 3-5, 7...9}`), as LLVM's ParseRangeList. */
  rangeList(pieces: readonly RangePiece[]): number[] {
    const out: number[] = [];
    for (const piece of pieces) {
      const start = this.value(piece.start, undefined);
      if (!(start instanceof IntInit)) throw this.err(piece.start.pos, "expected integer or bitrange");
      let s = Number(start.value);
      if (s < 0) throw this.err(piece.start.pos, "invalid range, cannot be negative");
      if (piece.end === undefined) {
        out.push(s);
        continue;
      }
      const endValue = this.value(piece.end, undefined);
      if (!(endValue instanceof IntInit)) throw this.err(piece.end.pos, "expected integer value as end of range");
      const end = Number(endValue.value);
      if (end < 0) throw this.err(piece.end.pos, "invalid range, cannot be negative");
      if (s < end) for (; s <= end; s++) out.push(s);
      else for (; s >= end; s--) out.push(s);
    }
    return out;
  }

  /** ParseValue: `itemType` is the expected type, `nameMode` LLVM's ParseNameMode. */
  value(node: ValueNode, curRec: Record | undefined, itemType?: RecTy, nameMode = false): Init {
    switch (node.kind) {
      case "unset":
        return UnsetInit.instance;
      case "int":
        return IntInit.get(node.value);
      case "binary": {
        const bits: Init[] = [];
        for (let i = 0; i < node.width; i++) bits.push(BitInit.get(((node.value >> BigInt(i)) & 1n) === 1n));
        return BitsInit.get(bits);
      }
      case "bool":
        return IntInit.get(node.value ? 1n : 0n);
      case "string":
        return StringInit.get(node.value);
      case "code":
        return StringInit.get(node.value, "code");
      case "id":
        return this.idValue(node.name, node.pos, curRec, nameMode);
      case "classref":
        return this.classInstance(node, curRec);
      case "bitlist":
        return this.bitList(node, curRec);
      case "list":
        return this.list(node, curRec, itemType);
      case "dag":
        return this.dag(node, curRec);
      case "cond":
        return this.cond(node, curRec, itemType);
      case "bang":
        return this.bang(node, curRec, itemType);
      case "bitslice": {
        const base = this.value(node.base, curRec, itemType, nameMode);
        const ranges = this.rangeList(node.ranges).reverse();
        const result = base.convertInitializerBitRange(ranges);
        if (result === undefined) throw this.err(node.pos, "Invalid bit range for value");
        return result;
      }
      case "listslice":
        return this.listSlice(node, curRec, itemType, nameMode);
      case "field": {
        const base = this.value(node.base, curRec, itemType, nameMode);
        const name = StringInit.get(node.field);
        if (base.getFieldType(node.field) === undefined) {
          throw this.err(node.fieldPos, `Cannot access field '${node.field}' of value '${base.getAsString()}'`);
        }
        const field = FieldInit.get(base, name) as FieldInit;
        return field.fold(curRec);
      }
      case "paste":
        return this.paste(node, curRec, itemType, nameMode);
    }
  }

  private idValue(name: string, pos: number, curRec: Record | undefined, nameMode: boolean): Init {
    const nameInit = StringInit.get(name);
    const found = this.ev.scope.getVar(nameInit);
    if (found !== undefined) return found;
    if (nameMode) return nameInit;
    const global = this.ev.keeper.getGlobal(name);
    if (global !== undefined) return global;
    if (curRec !== undefined && !curRec.isClass && this.ev.curMultiClass === undefined && curRec.nameInit === nameInit) {
      return UnOpInit.get("cast", nameInit, curRec.getType());
    }
    throw this.err(pos, `Variable not defined: '${name}'`);
  }

  private classInstance(node: Extract<ValueNode, { kind: "classref" }>, curRec: Record | undefined): Init {
    const cls = this.ev.keeper.getClass(node.name);
    if (cls === undefined) throw this.err(node.pos, `Expected a class name, got '${node.name}'`);
    const args = this.templateArgValues(node.args, curRec, cls, node.pos);
    this.ev.resolveArguments(cls, args, this.ev.loc(node.pos), () => {});
    const instance = VarDefInit.get(cls, args, this.ev.loc(node.pos));
    return instance.fold();
  }

  /** ParseTemplateArgValueList + CheckTemplateArgValues. */
  templateArgValues(
    nodes: readonly TemplateArgNode[],
    curRec: Record | undefined,
    target: Record,
    refPos: number,
  ): ArgumentInit[] {
    const result: ArgumentInit[] = [];
    let hasNamed = false;
    for (let index = 0; index < nodes.length; index++) {
      const node = nodes[index] as TemplateArgNode;
      if (index >= target.templateArgs.length) throw this.err(node.pos, `Too many template arguments: ${index + 1}`);
      if (node.name !== undefined) {
        const name = StringInit.get(node.name.kind === "id" ? node.name.name : "");
        const qualified = qualifyName(target, name);
        const arg = target.getValue(qualified);
        if (arg === undefined) throw this.err(node.pos, `Argument ${name.getAsString()} doesn't exist`);
        const value = this.value(node.value, curRec, arg.type);
        if (value instanceof UnsetInit) {
          throw this.err(
            node.value.pos,
            `The value of named argument should be initialized, but we got '${value.getAsString()}'`,
          );
        }
        result.push(ArgumentInit.named(value, qualified));
        hasNamed = true;
      } else {
        if (hasNamed) throw this.err(node.pos, "Positional argument should be put before named argument");
        const argName = target.templateArgs[index] as Init;
        const type = target.getValue(argName)?.type;
        const value = this.value(node.value, curRec, type);
        result.push(ArgumentInit.positional(value, index));
      }
    }
    for (let i = 0; i < result.length; i++) {
      const arg = result[i] as ArgumentInit;
      const argName = arg.index !== undefined ? (target.templateArgs[arg.index] as Init) : (arg.argName as Init);
      const rv = target.getValue(argName) as RecordVal;
      const value = arg.value;
      if (value instanceof TypedInit) {
        const cast = value.getCastTo(rv.type);
        if (cast !== undefined) {
          result[i] = arg.cloneWithValue(cast);
        } else {
          // LLVM 19 reports argument type errors at the class reference.
          throw this.err(
            refPos,
            `Value specified for template argument '${rv.name}' is of type ${value.type.toString()}; expected type ${rv.type.toString()}: ${value.getAsString()}`,
          );
        }
      }
    }
    return result;
  }

  private bitList(node: Extract<ValueNode, { kind: "bitlist" }>, curRec: Record | undefined): Init {
    const vals = node.items.map((item) => this.value(item, curRec));
    const bits: Init[] = [];
    for (let i = 0; i < vals.length; i++) {
      const v = vals[i] as Init;
      if (v instanceof BitsInit) {
        for (let b = v.size - 1; b >= 0; b--) bits.push(v.getBit(b));
        continue;
      }
      if (v instanceof VarInit && v.type instanceof BitsRecTy) {
        for (let b = v.type.size - 1; b >= 0; b--) bits.push(v.getBit(b));
        continue;
      }
      const bit = v.getCastTo(BitRecTy.instance);
      if (bit === undefined) {
        throw this.err(node.pos, `Element #${i} (${v.getAsString()}) is not convertable to a bit`);
      }
      bits.push(bit);
    }
    bits.reverse();
    return BitsInit.get(bits);
  }

  private list(node: Extract<ValueNode, { kind: "list" }>, curRec: Record | undefined, itemType: RecTy | undefined): Init {
    let givenListType: ListRecTy | undefined;
    if (itemType !== undefined) {
      if (!(itemType instanceof ListRecTy)) {
        throw this.err(node.pos, `Encountered a list when expecting a ${itemType.toString()}`);
      }
      givenListType = itemType;
    }
    const vals = node.items.map((item) => this.value(item, curRec, givenListType?.elementType));
    const givenElementType = node.elementType ? this.ev.parseType(node.elementType) : undefined;
    let elementType: RecTy | undefined;
    for (const v of vals) {
      if (!(v instanceof TypedInit)) continue;
      if (elementType !== undefined) {
        const resolved = resolveTypes(elementType, v.type);
        if (resolved === undefined) throw this.err(node.pos, "Incompatible types in list elements");
        elementType = resolved;
      } else {
        elementType = v.type;
      }
    }
    if (givenElementType !== undefined) {
      if (elementType !== undefined && !elementType.typeIsConvertibleTo(givenElementType)) {
        throw this.err(node.pos, "Incompatible types in list elements");
      }
      elementType = givenElementType;
    }
    let deduced: RecTy;
    if (elementType === undefined) {
      if (givenListType === undefined) throw this.err(node.pos, "No type for list");
      deduced = givenListType.elementType;
    } else {
      if (givenListType !== undefined && !elementType.typeIsConvertibleTo(givenListType.elementType)) {
        throw this.err(
          node.pos,
          `Element type mismatch for list: element type '${elementType.toString()}' not convertible to '${givenListType.elementType.toString()}`,
        );
      }
      deduced = elementType;
    }
    return ListInit.get(vals, deduced);
  }

  private dag(node: Extract<ValueNode, { kind: "dag" }>, curRec: Record | undefined): Init {
    const operator = this.value(node.operator, curRec);
    const opName = node.operatorName !== undefined ? StringInit.get(node.operatorName) : undefined;
    const args: Init[] = [];
    const names: (StringInit | undefined)[] = [];
    for (const arg of node.args) {
      args.push(arg.value === undefined ? UnsetInit.instance : this.value(arg.value, curRec));
      names.push(arg.name !== undefined ? StringInit.get(arg.name) : undefined);
    }
    return DagInit.get(operator, opName, args, names);
  }

  private listSlice(
    node: Extract<ValueNode, { kind: "listslice" }>,
    curRec: Record | undefined,
    itemType: RecTy | undefined,
    nameMode: boolean,
  ): Init {
    const base = this.value(node.base, curRec, itemType, nameMode);
    if (!(base instanceof TypedInit)) throw this.err(node.base.pos, "Invalid value, list expected");
    const listType = base.type;
    if (!(listType instanceof ListRecTy)) {
      throw this.err(node.base.pos, `Type '${listType.toString()}' is invalid, list expected`);
    }
    const single = node.ranges.length === 1 && (node.ranges[0] as RangePiece).end === undefined;
    const pieces: Init[] = [];
    let allConstant = true;
    for (const piece of node.ranges) {
      const start = this.value(piece.start, curRec);
      if (piece.end === undefined) {
        if (!(start instanceof TypedInit)) throw this.err(piece.start.pos, "expected int");
        if (single && start.type.kind === "int") {
          const elem = BinOpInit.get("listelem", base, start, listType.elementType);
          return elem.fold(curRec);
        }
        if (start.type instanceof ListRecTy) {
          if (start instanceof ListInit) pieces.push(...start.elements);
          else allConstant = false;
          continue;
        }
        if (start.type.kind !== "int") throw this.err(node.base.pos, `unhandled type ${start.type.toString()} in range`);
        if (!(start instanceof IntInit)) allConstant = false;
        pieces.push(start);
      } else {
        const end = this.value(piece.end, curRec);
        const range = BinOpInit.get("rangec", start, end, ListRecTy.get(IntRecTy.instance)).fold(curRec);
        if (range instanceof ListInit) pieces.push(...range.elements);
        else allConstant = false;
      }
    }
    if (!allConstant) throw this.err(node.pos, "non-constant list slices are not supported");
    const indices = ListInit.get(pieces, IntRecTy.instance);
    const slice = BinOpInit.get("listslice", base, indices, listType);
    return slice.fold(curRec);
  }

  private paste(
    node: Extract<ValueNode, { kind: "paste" }>,
    curRec: Record | undefined,
    itemType: RecTy | undefined,
    nameMode: boolean,
  ): Init {
    const left = this.value(node.left, curRec, itemType, nameMode);
    if (!(left instanceof TypedInit)) throw this.err(node.rightPos - 1, "LHS of paste is not typed!");
    if (left.type instanceof ListRecTy) {
      if (node.right === undefined) return left;
      const right = this.value(node.right, curRec, itemType, false);
      return BinOpInit.getListConcat(left, right);
    }
    let lhs: Init = left;
    if (left.type !== StringRecTy.instance) {
      lhs = UnOpInit.get("cast", left, StringRecTy.instance).fold(curRec);
    }
    let rhs: Init;
    if (node.right === undefined) {
      rhs = StringInit.get("");
    } else {
      const r = this.value(node.right, curRec, undefined, true);
      if (!(r instanceof TypedInit)) throw this.err(node.rightPos, "RHS of paste is not typed!");
      rhs = r;
      if (r.type !== StringRecTy.instance) {
        rhs = UnOpInit.get("cast", r, StringRecTy.instance).fold(curRec);
      }
    }
    return BinOpInit.getStrConcat(lhs, rhs);
  }

  private cond(node: Extract<ValueNode, { kind: "cond" }>, curRec: Record | undefined, itemType: RecTy | undefined): Init {
    const cases: Init[] = [];
    const vals: Init[] = [];
    for (const clause of node.clauses) {
      cases.push(this.value(clause.condition, curRec));
      vals.push(this.value(clause.value, curRec, itemType));
    }
    let type: RecTy | undefined;
    for (const v of vals) {
      const vt = armType(v);
      if (v instanceof UnsetInit) continue;
      if (type === undefined) {
        type = vt;
      } else if (vt !== undefined) {
        const r = resolveTypes(type, vt);
        if (r === undefined) {
          throw this.err(node.pos, `inconsistent types '${type.toString()}' and '${vt.toString()}' for !cond`);
        }
        type = r;
      }
    }
    if (type === undefined) throw this.err(node.pos, "could not determine type for !cond from its arguments");
    const result = CondOpInit.get(cases, vals, type);
    return result.fold(curRec);
  }

  private operatorType(node: Extract<ValueNode, { kind: "bang" }>, what: string): RecTy {
    if (node.type === undefined) throw this.err(node.pos, `did not get type for ${what}`);
    return this.ev.parseType(node.type);
  }

  private arg(node: Extract<ValueNode, { kind: "bang" }>, index: number): ValueNode {
    const a = node.args[index];
    if (a === undefined) throw this.err(node.pos, `expected more operands to !${node.op}`);
    return a;
  }

  private bang(node: Extract<ValueNode, { kind: "bang" }>, curRec: Record | undefined, itemType: RecTy | undefined): Init {
    const op = node.op;
    if (UNARY.has(op)) return this.unary(node, curRec);
    if (BINARY.has(op)) return this.binary(node, curRec, itemType);
    switch (op) {
      case "isa": {
        const type = this.operatorType(node, "!isa");
        if (node.args.length !== 1) throw this.err(node.pos, "expected one operand to !isa");
        const lhs = this.value(this.arg(node, 0), curRec);
        return IsAOpInit.get(type, lhs).fold();
      }
      case "exists": {
        const type = this.operatorType(node, "!exists");
        const expr = this.value(this.arg(node, 0), curRec);
        if (!(expr instanceof TypedInit) || expr.type.kind !== "string") {
          throw this.err(node.argPos[0] ?? node.pos, `expected string type argument in !exists operator`);
        }
        if (!(type instanceof RecordRecTy)) throw this.err(node.pos, "expected a record type");
        return ExistsOpInit.get(type, expr).fold(curRec, false);
      }
      case "range":
        return this.range(node, curRec);
      case "foreach":
      case "filter":
        return this.foreachFilter(node, curRec, itemType);
      case "foldl":
        return this.foldl(node, curRec);
      case "substr":
      case "find":
        return this.substrFind(node, curRec, itemType);
      default:
        return this.ternary(node, curRec, itemType);
    }
  }

  private unary(node: Extract<ValueNode, { kind: "bang" }>, curRec: Record | undefined): Init {
    let op = node.op as UnaryOp | "getop";
    if (op === "getop") op = "getdagop";
    let type: RecTy | undefined;
    switch (op) {
      case "cast":
        type = this.operatorType(node, "unary operator");
        break;
      case "repr":
      case "tolower":
      case "toupper":
        type = StringRecTy.instance;
        break;
      case "not":
      case "logtwo":
      case "size":
      case "empty":
        type = IntRecTy.instance;
        break;
      case "getdagop":
        if (node.type !== undefined) {
          type = this.ev.parseType(node.type);
          if (!(type instanceof RecordRecTy)) throw this.err(node.type.pos, "type for !getdagop must be a record type");
        } else {
          type = RecordRecTy.empty;
        }
        break;
      default:
        break;
    }
    if (node.args.length !== 1) throw this.err(node.argPos[1] ?? node.pos, "expected ')' in unary operator");
    const lhs = this.value(this.arg(node, 0), curRec);
    const argPos = node.argPos[0] ?? node.pos;
    if (op === "size" || op === "empty") {
      const ok = lhs instanceof TypedInit && ["list", "string", "dag"].includes(lhs.type.kind);
      if (!ok) throw this.err(argPos, "expected string, list, or dag type argument in unary operator");
    }
    if (op === "head" || op === "tail") {
      if (!(lhs instanceof TypedInit) || !(lhs.type instanceof ListRecTy)) {
        throw this.err(argPos, "expected list type argument in unary operator");
      }
      if (lhs instanceof ListInit) {
        const item = lhs.elements[0];
        if (item === undefined) throw this.err(argPos, "empty list argument in unary operator");
        if (!(item instanceof TypedInit)) throw this.err(argPos, "untyped list element in unary operator");
        type = op === "head" ? item.type : ListRecTy.get(item.type);
      } else {
        type = op === "head" ? lhs.type.elementType : lhs.type;
      }
    }
    const result = UnOpInit.get(op, lhs, type as RecTy);
    return result.fold(curRec, false);
  }

  private binary(node: Extract<ValueNode, { kind: "bang" }>, curRec: Record | undefined, itemType: RecTy | undefined): Init {
    let op = node.op as BinaryOp | "setop";
    if (op === "setop") op = "setdagop";
    let type: RecTy | undefined;
    let argType: RecTy | undefined;
    switch (op) {
      case "con":
      case "setdagop":
        type = DagRecTy.instance;
        argType = DagRecTy.instance;
        break;
      case "getdagarg":
        type = this.operatorType(node, "!getdagarg operator");
        argType = DagRecTy.instance;
        break;
      case "getdagname":
        type = StringRecTy.instance;
        argType = DagRecTy.instance;
        break;
      case "eq":
      case "ne":
      case "le":
      case "lt":
      case "ge":
      case "gt":
        type = BitRecTy.instance;
        break;
      case "listconcat":
      case "listremove":
        argType = itemType;
        break;
      case "listsplat":
        break;
      case "strconcat":
        type = StringRecTy.instance;
        argType = StringRecTy.instance;
        break;
      case "interleave":
        type = StringRecTy.instance;
        break;
      default:
        type = IntRecTy.instance;
        argType = IntRecTy.instance;
        break;
    }
    if (type !== undefined && itemType !== undefined && !type.typeIsConvertibleTo(itemType)) {
      throw this.err(node.pos, `expected value of type '${itemType.toString()}', got '${type.toString()}'`);
    }
    const inits: Init[] = [];
    for (let i = 0; i < node.args.length; i++) {
      const argNode = node.args[i] as ValueNode;
      const initPos = node.argPos[i] ?? node.pos;
      const value = this.value(argNode, curRec, argType);
      inits.push(value);
      if (!(value instanceof TypedInit)) {
        throw this.err(node.pos, `expected value to be a typed value, got '${value.getAsString()}'`);
      }
      const listType = value.type;
      if (argType === undefined) {
        argType = listType;
        switch (op) {
          case "listconcat":
          case "listremove":
            if (!(argType instanceof ListRecTy)) {
              throw this.err(initPos, `expected a list, got value of type '${argType.toString()}'`);
            }
            break;
          case "listsplat":
            if (itemType !== undefined && inits.length === 1) {
              if (!(itemType instanceof ListRecTy)) {
                throw this.err(node.pos, `expected output type to be a list, got type '${itemType.toString()}'`);
              }
              if (!ListRecTy.get(argType).typeIsConvertibleTo(itemType)) {
                throw this.err(
                  node.pos,
                  `expected first arg type to be '${argType.toString()}', got value of type '${itemType.elementType.toString()}'`,
                );
              }
            }
            if (inits.length === 2 && argType.kind !== "int") {
              throw this.err(initPos, `expected second parameter to be an int, got value of type '${argType.toString()}'`);
            }
            argType = undefined;
            break;
          case "eq":
          case "ne":
            if (
              !argType.typeIsConvertibleTo(IntRecTy.instance) &&
              !argType.typeIsConvertibleTo(StringRecTy.instance) &&
              !argType.typeIsConvertibleTo(RecordRecTy.empty)
            ) {
              throw this.err(initPos, `expected bit, bits, int, string, or record; got value of type '${argType.toString()}'`);
            }
            break;
          case "getdagarg":
          case "le":
          case "lt":
          case "ge":
          case "gt":
            if (!argType.typeIsConvertibleTo(IntRecTy.instance) && !argType.typeIsConvertibleTo(StringRecTy.instance)) {
              throw this.err(initPos, `expected bit, bits, int, or string; got value of type '${argType.toString()}'`);
            }
            break;
          case "interleave":
            if (inits.length === 1) {
              if (
                argType !== ListRecTy.get(StringRecTy.instance) &&
                !argType.typeIsConvertibleTo(ListRecTy.get(IntRecTy.instance))
              ) {
                throw this.err(initPos, `expected list of string, int, bits, or bit; got value of type '${argType.toString()}'`);
              }
            } else if (inits.length === 2 && argType.kind !== "string") {
              throw this.err(initPos, `expected second argument to be a string, got value of type '${argType.toString()}'`);
            }
            argType = undefined;
            break;
          default:
            break;
        }
      } else {
        const resolved = resolveTypes(argType, listType);
        if (resolved === undefined) {
          throw this.err(initPos, `expected value of type '${argType.toString()}', got '${listType.toString()}'`);
        }
        if (!INT_OPS.has(op)) argType = resolved;
      }
      if (op === "setdagop") argType = RecordRecTy.empty;
      else if (op === "getdagarg") argType = undefined;
      else if (op === "getdagname") argType = IntRecTy.instance;
    }
    if (op === "listconcat" || op === "listremove") type = argType;
    if (op === "listsplat") type = ListRecTy.get((inits[0] as TypedInit).type);
    const resultType = type as RecTy;
    if (ASSOCIATIVE.has(op)) {
      while (inits.length > 2) {
        const rhs = inits.pop() as Init;
        const lhs = inits[inits.length - 1] as Init;
        const combined = BinOpInit.get(op, lhs, rhs, resultType);
        inits[inits.length - 1] = combined.fold(curRec);
      }
    }
    if (inits.length !== 2) throw this.err(node.pos, "expected two operands to operator");
    const result = BinOpInit.get(op, inits[0] as Init, inits[1] as Init, resultType);
    return result.fold(curRec);
  }

  private range(node: Extract<ValueNode, { kind: "bang" }>, curRec: Record | undefined): Init {
    const args: TypedInit[] = [];
    let firstIsList = false;
    for (let i = 0; i < node.args.length; i++) {
      const initPos = node.argPos[i] ?? node.pos;
      if (args.length >= 3) throw this.err(initPos, "expected at most three values of integer");
      const v = this.value(node.args[i] as ValueNode, curRec);
      if (!(v instanceof TypedInit)) throw this.err(node.pos, `expected value to be a typed value, got '${v.getAsString()}'`);
      args.push(v);
      if (!firstIsList || args.length === 1) {
        if (args.length === 1 && v.type instanceof ListRecTy) firstIsList = true;
        else if (v.type.kind !== "int") {
          if (args.length !== 1) throw this.err(initPos, `expected value of type 'int', got '${v.type.toString()}'`);
          throw this.err(initPos, `expected list or int, got value of type '${v.type.toString()}'`);
        }
      } else {
        throw this.err(initPos, `expected one list, got extra value of type '${v.type.toString()}'`);
      }
    }
    const a0 = args[0];
    if (a0 === undefined) throw this.err(node.pos, "expected list or int");
    let lhs: Init;
    let mhs: Init;
    let rhs: Init = IntInit.get(1n);
    if (args.length === 1) {
      lhs = IntInit.get(0n);
      mhs = a0.type instanceof ListRecTy ? UnOpInit.get("size", a0, IntRecTy.instance).fold(curRec) : a0;
    } else {
      lhs = a0;
      mhs = args[1] as Init;
      if (args.length === 3) rhs = args[2] as Init;
    }
    const result = TernOpInit.get("range", lhs, mhs, rhs, ListRecTy.get(IntRecTy.instance));
    return result.fold(curRec);
  }

  /** Parses `expr` with `names` temporarily declared as fields of the current (or a scratch) record. */
  private withTemporaryFields<T>(curRec: Record | undefined, fields: [StringInit, RecTy][], f: (rec: Record) => T): T {
    const rec = curRec ?? new Record(".parse", [], this.ev.keeper, "def");
    const saved = this.ev.scope;
    this.ev.scope = new VarScope(saved, "record", rec);
    for (const [name, type] of fields) rec.addValue(new RecordVal(name, type, UnsetInit.instance, undefined));
    try {
      return f(rec);
    } finally {
      for (const [name] of fields) rec.removeValue(name);
      this.ev.scope = saved;
    }
  }

  private foreachFilter(node: Extract<ValueNode, { kind: "bang" }>, curRec: Record | undefined, itemType: RecTy | undefined): Init {
    const isForeach = node.op === "foreach";
    const varNode = this.arg(node, 0);
    if (varNode.kind !== "id") throw this.err(varNode.pos, "first argument of !foreach/!filter must be an identifier");
    const lhs = StringInit.get(varNode.name);
    if (curRec !== undefined && curRec.getValue(lhs) !== undefined) {
      throw this.err(varNode.pos, `iteration variable '${lhs.getAsString()}' is already defined`);
    }
    const mhs = this.value(this.arg(node, 1), curRec);
    if (!(mhs instanceof TypedInit)) throw this.err(node.argPos[2] ?? node.pos, "could not get type of !foreach/!filter list or dag");
    let inEltType: RecTy;
    let exprEltType: RecTy | undefined;
    let isDag = false;
    if (mhs.type instanceof ListRecTy) {
      inEltType = mhs.type.elementType;
      if (itemType !== undefined) {
        if (itemType instanceof ListRecTy) exprEltType = isForeach ? itemType.elementType : IntRecTy.instance;
        else throw this.err(node.pos, `expected value of type '${itemType.toString()}', but got list type`);
      }
    } else if (mhs.type instanceof DagRecTy) {
      if (!isForeach) throw this.err(node.argPos[2] ?? node.pos, "!filter must have a list argument");
      inEltType = mhs.type;
      if (itemType !== undefined && !(itemType instanceof DagRecTy)) {
        throw this.err(node.pos, `expected value of type '${itemType.toString()}', but got dag type`);
      }
      isDag = true;
    } else {
      throw this.err(node.argPos[2] ?? node.pos, isForeach ? "!foreach must have a list or dag argument" : "!filter must have a list argument");
    }
    const rhs = this.withTemporaryFields(curRec, [[lhs, inEltType]], (rec) => this.value(this.arg(node, 2), rec, exprEltType));
    let outType: RecTy = inEltType;
    if (isForeach && !isDag) {
      if (!(rhs instanceof TypedInit)) throw this.err(node.pos, "could not get type of !foreach result expression");
      outType = ListRecTy.get(rhs.type);
    } else if (!isForeach) {
      outType = ListRecTy.get(inEltType);
    }
    const result = TernOpInit.get(isForeach ? "foreach" : "filter", lhs, mhs, rhs, outType);
    return result.fold(curRec);
  }

  private foldl(node: Extract<ValueNode, { kind: "bang" }>, curRec: Record | undefined): Init {
    const startUntyped = this.value(this.arg(node, 0), curRec);
    if (!(startUntyped instanceof TypedInit)) {
      throw this.err(node.argPos[1] ?? node.pos, `could not get type of !foldl start: '${startUntyped.getAsString()}'`);
    }
    const list = this.value(this.arg(node, 1), curRec);
    if (!(list instanceof TypedInit)) throw this.err(node.argPos[2] ?? node.pos, `could not get type of !foldl list: '${list.getAsString()}'`);
    if (!(list.type instanceof ListRecTy)) {
      throw this.err(node.argPos[2] ?? node.pos, `!foldl list must be a list, but is of type '${list.type.toString()}'`);
    }
    const aNode = this.arg(node, 2);
    if (aNode.kind !== "id") throw this.err(aNode.pos, "third argument of !foldl must be an identifier");
    const a = StringInit.get(aNode.name);
    if (curRec !== undefined && curRec.getValue(a) !== undefined) {
      throw this.err(aNode.pos, `left !foldl variable '${a.getAsString()}' already defined`);
    }
    const bNode = this.arg(node, 3);
    if (bNode.kind !== "id") throw this.err(bNode.pos, "fourth argument of !foldl must be an identifier");
    const b = StringInit.get(bNode.name);
    if (curRec !== undefined && curRec.getValue(b) !== undefined) {
      throw this.err(bNode.pos, `right !foldl variable '${b.getAsString()}' already defined`);
    }
    const elementType = list.type.elementType;
    const expr = this.withTemporaryFields(
      curRec,
      [
        [a, startUntyped.type],
        [b, elementType],
      ],
      (rec) => this.value(this.arg(node, 4), rec),
    );
    if (!(expr instanceof TypedInit)) throw this.err(node.pos, "could not get type of !foldl expression");
    if (expr.type !== startUntyped.type) {
      throw this.err(
        node.argPos[4] ?? node.pos,
        `!foldl expression must be of same type as start (${startUntyped.type.toString()}), but is of type ${expr.type.toString()}`,
      );
    }
    const result = FoldOpInit.get(startUntyped, list, a, b, expr, startUntyped.type);
    return result.fold(curRec);
  }

  private substrFind(node: Extract<ValueNode, { kind: "bang" }>, curRec: Record | undefined, itemType: RecTy | undefined): Init {
    const isSubstr = node.op === "substr";
    const type: RecTy = isSubstr ? StringRecTy.instance : IntRecTy.instance;
    if (itemType !== undefined && !type.typeIsConvertibleTo(itemType)) {
      throw this.err(node.pos, `expected value of type '${itemType.toString()}', got '${type.toString()}'`);
    }
    const lhs = this.value(this.arg(node, 0), curRec);
    const mhs = this.value(this.arg(node, 1), curRec);
    let rhs: Init = isSubstr ? IntInit.get(BigInt("9223372036854775807")) : IntInit.get(0n);
    if (node.args[2] !== undefined) rhs = this.value(node.args[2], curRec);
    const result = TernOpInit.get(node.op as TernaryOp, lhs, mhs, rhs, type);
    return result.fold(curRec);
  }

  private ternary(node: Extract<ValueNode, { kind: "bang" }>, curRec: Record | undefined, itemType: RecTy | undefined): Init {
    const op = node.op as TernaryOp;
    let type: RecTy | undefined;
    let argItemType = itemType;
    switch (op) {
      case "dag":
      case "setdagarg":
      case "setdagname":
        type = DagRecTy.instance;
        argItemType = undefined;
        break;
      case "if":
      case "subst":
        break;
      default:
        throw this.err(node.pos, "Unknown operator");
    }
    if (node.args.length !== 3) throw this.err(node.pos, "expected three operands to ternary operator");
    const lhs = this.value(this.arg(node, 0), curRec);
    const mhs = this.value(this.arg(node, 1), curRec, argItemType);
    const rhs = this.value(this.arg(node, 2), curRec, argItemType);
    const mhsPos = node.argPos[1] ?? node.pos;
    const rhsPos = node.argPos[2] ?? node.pos;
    switch (op) {
      case "dag": {
        const mt = mhs instanceof TypedInit ? mhs : undefined;
        if (!mt && !(mhs instanceof UnsetInit)) throw this.err(mhsPos, "could not determine type of the child list in !dag");
        if (mt && !(mt.type instanceof ListRecTy)) {
          throw this.err(mhsPos, `expected list of children, got type '${mt.type.toString()}'`);
        }
        const rt = rhs instanceof TypedInit ? rhs : undefined;
        if (!rt && !(rhs instanceof UnsetInit)) throw this.err(rhsPos, "could not determine type of the name list in !dag");
        if (rt && rt.type !== ListRecTy.get(StringRecTy.instance)) {
          throw this.err(rhsPos, `expected list<string>, got type '${rt.type.toString()}'`);
        }
        if (!mt && !rt) throw this.err(mhsPos, "cannot have both unset children and unset names in !dag");
        break;
      }
      case "if": {
        let mType = armType(mhs);
        let rType = armType(rhs);
        if (mhs instanceof UnsetInit) mType = rType;
        if (rhs instanceof UnsetInit) rType = mType;
        if (mType === undefined || rType === undefined) throw this.err(node.pos, "could not get type for !if");
        type = resolveTypes(mType, rType);
        if (type === undefined) {
          throw this.err(node.pos, `inconsistent types '${mType.toString()}' and '${rType.toString()}' for !if`);
        }
        break;
      }
      case "subst":
        if (!(rhs instanceof TypedInit)) throw this.err(node.pos, "could not get type for !subst");
        type = rhs.type;
        break;
      case "setdagarg":
        if (!(mhs instanceof TypedInit) || !["int", "string"].includes(mhs.type.kind)) {
          const what = mhs instanceof TypedInit ? `type '${mhs.type.toString()}` : `'${mhs.getAsString()}`;
          throw this.err(mhsPos, `expected integer index or string name, got ${what}'`);
        }
        break;
      case "setdagname":
        if (!(mhs instanceof TypedInit) || !["int", "string"].includes(mhs.type.kind)) {
          const what = mhs instanceof TypedInit ? `type '${mhs.type.toString()}` : `'${mhs.getAsString()}`;
          throw this.err(mhsPos, `expected integer index or string name, got ${what}'`);
        }
        if (!(rhs instanceof TypedInit) || rhs.type.kind !== "string") {
          const what = rhs instanceof TypedInit ? `type '${rhs.type.toString()}` : `'${rhs.getAsString()}`;
          throw this.err(rhsPos, `expected string name, got ${what}'`);
        }
        break;
      default:
        break;
    }
    const result = TernOpInit.get(op, lhs, mhs, rhs, type as RecTy);
    return result.fold(curRec);
  }
}

