// Bang operators as values (LLVM's OpInit family): they stay in records unevaluated
// until their operands are known, then fold to plain values.
import type { Record } from "./records.js";
import { BitRecTy, IntRecTy, ListRecTy, RecTy, RecordRecTy, StringRecTy } from "./types.js";
import {
  AnonymousNameInit,
  BitInit,
  BitsInit,
  DagInit,
  DefInit,
  Init,
  IntInit,
  ListInit,
  Resolver,
  StringInit,
  TypedInit,
  UnsetInit,
  VarBitInit,
  VarInit,
  currentKeeper,
  byteLengthOf,
} from "./values.js";
import { MapResolver, ShadowResolver, TrackUnresolvedResolver } from "./resolvers.js";
import { mixHash } from "./intern.js";
import { type CastOperator, activeValues } from "./value-context.js";

/** A fatal evaluation error raised while folding; the evaluator reports it at the record. */
export class FoldError extends Error {
  constructor(
    message: string,
    readonly record: Record | undefined,
  ) {
    super(message);
  }
}

function intern<T extends Init>(table: Map<string, T>, key: string, make: () => T): T {
  const found = table.get(key);
  if (found !== undefined) return found;
  const made = make();
  table.set(key, made);
  return made;
}

/** The operator's part of an interned op's hash: a hash of its (short) name, computed, not looked up in a shared table. */
function opCode(op: string): number {
  let code = op.length;
  for (let i = 0; i < op.length; i++) code = mixHash(code, op.charCodeAt(i));
  return code;
}

function asInt(value: Init): IntInit | undefined {
  const converted = value.convertInitializerTo(IntRecTy.instance);
  return converted instanceof IntInit ? converted : undefined;
}

export abstract class OpInit extends TypedInit {
  override getBit(index: number): Init {
    if (this.type === BitRecTy.instance) return this;
    return VarBitInit.get(this, index);
  }
}

export type UnaryOp =
  | "cast"
  | "not"
  | "head"
  | "tail"
  | "size"
  | "empty"
  | "getdagop"
  | "logtwo"
  | "repr"
  | "tolower"
  | "toupper";

export class UnOpInit extends OpInit {
  private constructor(
    readonly op: UnaryOp,
    readonly operand: Init,
    readonly type: RecTy,
  ) {
    super();
  }
  static get(op: UnaryOp, operand: Init, type: RecTy): UnOpInit {
    const hash = mixHash(mixHash(opCode(op), operand.id), type.id);
    const bucket = activeValues.tables.unTable.bucket(hash);
    if (bucket !== undefined) {
      if (!Array.isArray(bucket)) {
        if (bucket.op === op && bucket.operand === operand && bucket.type === type) return bucket;
      } else {
        for (const c of bucket) if (c.op === op && c.operand === operand && c.type === type) return c;
      }
    }
    const made = new UnOpInit(op, operand, type);
    activeValues.tables.unTable.add(hash, made);
    return made;
  }
  getAsString(): string {
    const name = this.op === "cast" ? `!cast<${this.type.toString()}>` : `!${this.op}`;
    return `${name}(${this.operand.getAsString()})`;
  }
  override resolveReferences(resolver: Resolver): Init {
    const operand = this.operand.resolveReferences(resolver);
    if (operand !== this.operand || (resolver.isFinal && this.op === "cast")) {
      return UnOpInit.get(this.op, operand, this.type).fold(resolver.currentRecord, resolver.isFinal);
    }
    return this;
  }
  fold(currentRecord: Record | undefined, isFinal = false): Init {
    const lhs = this.operand;
    switch (this.op) {
      case "repr":
        if (lhs.isConcrete()) {
          if (lhs instanceof DefInit) return StringInit.get(lhs.record.print());
          return StringInit.get(lhs.getAsString());
        }
        break;
      case "tolower":
        if (lhs instanceof StringInit) return StringInit.get(asciiLower(lhs.value));
        break;
      case "toupper":
        if (lhs instanceof StringInit) return StringInit.get(asciiUpper(lhs.value));
        break;
      case "cast": {
        if (this.type.kind === "string") {
          if (lhs instanceof StringInit) return lhs;
          if (lhs instanceof DefInit) return StringInit.get(lhs.getAsString());
          const i = asInt(lhs);
          if (i !== undefined) return StringInit.get(i.getAsString());
        } else if (this.type instanceof RecordRecTy && lhs instanceof StringInit) {
          const keeper = currentKeeper();
          let def = keeper.getDef(lhs.value);
          if (def === undefined && currentRecord !== undefined) {
            const nameInit = currentRecord.nameInit;
            const isSelf =
              lhs === nameInit || (nameInit instanceof AnonymousNameInit && lhs === nameInit.getNameInit());
            if (isSelf) {
              if (!isFinal) break;
              def = currentRecord;
            }
          }
          if (def === undefined) {
            if (isFinal) throw new FoldError(`Undefined reference to record: '${lhs.value}'\n`, currentRecord);
            break;
          }
          const di = def.getDefInit();
          if (!di.type.typeIsA(this.type)) {
            throw new FoldError(
              `Expected type '${this.type.toString()}', got '${di.type.toString()}' in: ${this.getAsString()}\n`,
              currentRecord,
            );
          }
          return di;
        }
        const converted = lhs.convertInitializerTo(this.type);
        if (converted !== undefined) return converted;
        break;
      }
      case "not": {
        const i = asInt(lhs);
        if (i !== undefined) return IntInit.get(i.value !== 0n ? 0n : 1n);
        break;
      }
      case "head":
        if (lhs instanceof ListInit) {
          const first = lhs.elements[0];
          if (first === undefined) throw new FoldError("Empty list in head", currentRecord);
          return first;
        }
        break;
      case "tail":
        if (lhs instanceof ListInit) {
          if (lhs.elements.length === 0) throw new FoldError("Empty list in tail", currentRecord);
          return ListInit.get(lhs.elements.slice(1), lhs.elementType);
        }
        break;
      case "size":
        if (lhs instanceof ListInit) return IntInit.get(BigInt(lhs.elements.length));
        if (lhs instanceof DagInit) return IntInit.get(BigInt(lhs.args.length));
        if (lhs instanceof StringInit) return IntInit.get(BigInt(byteLengthOf(lhs.value)));
        break;
      case "empty":
        if (lhs instanceof ListInit) return IntInit.get(lhs.elements.length === 0 ? 1n : 0n);
        if (lhs instanceof DagInit) return IntInit.get(lhs.args.length === 0 ? 1n : 0n);
        if (lhs instanceof StringInit) return IntInit.get(lhs.value.length === 0 ? 1n : 0n);
        break;
      case "getdagop":
        if (lhs instanceof DagInit) {
          if (!(lhs.operator instanceof DefInit)) throw new FoldError("Expected record as operator", currentRecord);
          const di = lhs.operator;
          if (!di.type.typeIsA(this.type)) {
            throw new FoldError(
              `Expected type '${this.type.toString()}', got '${di.type.toString()}' in: ${this.getAsString()}\n`,
              currentRecord,
            );
          }
          return di;
        }
        break;
      case "logtwo": {
        const i = asInt(lhs);
        if (i !== undefined) {
          if (i.value <= 0n) {
            throw new FoldError("Illegal operation: logtwo is undefined on arguments less than or equal to 0", currentRecord);
          }
          return IntInit.get(BigInt(i.value.toString(2).length - 1));
        }
        break;
      }
    }
    return this;
  }
}

export type BinaryOp =
  | "con"
  | "add"
  | "sub"
  | "mul"
  | "div"
  | "and"
  | "or"
  | "xor"
  | "shl"
  | "sra"
  | "srl"
  | "eq"
  | "ne"
  | "le"
  | "lt"
  | "ge"
  | "gt"
  | "listconcat"
  | "listsplat"
  | "listremove"
  | "listelem"
  | "listslice"
  | "rangec"
  | "strconcat"
  | "interleave"
  | "setdagop"
  | "getdagarg"
  | "getdagname";

function compareInit(op: BinaryOp, lhs: Init, rhs: Init): boolean | undefined {
  const li = asInt(lhs);
  const ri = asInt(rhs);
  if (li !== undefined && ri !== undefined) {
    const a = li.value;
    const b = ri.value;
    switch (op) {
      case "eq":
        return a === b;
      case "ne":
        return a !== b;
      case "le":
        return a <= b;
      case "lt":
        return a < b;
      case "ge":
        return a >= b;
      default:
        return a > b;
    }
  }
  if (lhs instanceof StringInit && rhs instanceof StringInit) {
    const a = lhs.value;
    const b = rhs.value;
    switch (op) {
      case "eq":
        return a === b;
      case "ne":
        return a !== b;
      case "le":
        return Buffer.compare(Buffer.from(a), Buffer.from(b)) <= 0;
      case "lt":
        return Buffer.compare(Buffer.from(a), Buffer.from(b)) < 0;
      case "ge":
        return Buffer.compare(Buffer.from(a), Buffer.from(b)) >= 0;
      default:
        return Buffer.compare(Buffer.from(a), Buffer.from(b)) > 0;
    }
  }
  if (op === "eq" || op === "ne") {
    if (lhs instanceof DefInit && rhs instanceof DefInit) return op === "eq" ? lhs === rhs : lhs !== rhs;
  }
  return undefined;
}

function dagArgNoByKey(dag: DagInit, key: Init): number | string {
  if (key instanceof IntInit) {
    const pos = key.value;
    if (pos < 0n) return `index ${pos} is negative`;
    if (pos >= BigInt(dag.args.length)) return `index ${pos} is out of range (dag has ${dag.args.length} arguments)`;
    return Number(pos);
  }
  const name = (key as StringInit).value;
  const no = dag.getArgNo(name);
  if (no === undefined) return `key '${name}' is not found`;
  return no;
}

function interleave(list: ListInit, delim: StringInit): StringInit | undefined {
  if (list.elements.length === 0) return StringInit.get("");
  const parts: string[] = [];
  if (list.elementType.kind === "string") {
    let format: "string" | "code" = "string";
    for (let i = 0; i < list.elements.length; i++) {
      const e = list.elements[i];
      if (!(e instanceof StringInit)) return undefined;
      parts.push(e.value);
      if (i > 0 && e.isCode) format = "code";
    }
    return StringInit.get(parts.join(delim.value), format);
  }
  for (const e of list.elements) {
    const i = asInt(e);
    if (i === undefined) return undefined;
    parts.push(i.getAsString());
  }
  return StringInit.get(parts.join(delim.value));
}

export class BinOpInit extends OpInit {
  private constructor(
    readonly op: BinaryOp,
    readonly lhs: Init,
    readonly rhs: Init,
    readonly type: RecTy,
  ) {
    super();
  }
  static get(op: BinaryOp, lhs: Init, rhs: Init, type: RecTy): BinOpInit {
    const hash = mixHash(mixHash(mixHash(opCode(op), lhs.id), rhs.id), type.id);
    const bucket = activeValues.tables.binTable.bucket(hash);
    if (bucket !== undefined) {
      if (!Array.isArray(bucket)) {
        if (bucket.op === op && bucket.lhs === lhs && bucket.rhs === rhs && bucket.type === type) return bucket;
      } else {
        for (const c of bucket) if (c.op === op && c.lhs === lhs && c.rhs === rhs && c.type === type) return c;
      }
    }
    const made = new BinOpInit(op, lhs, rhs, type);
    activeValues.tables.binTable.add(hash, made);
    return made;
  }
  /** `a # b` and !strconcat of two values, folded when both are strings. */
  static getStrConcat(lhs: Init, rhs: Init): Init {
    if (lhs instanceof StringInit && rhs instanceof StringInit) {
      return StringInit.get(lhs.value + rhs.value, StringInit.determineFormat(lhs, rhs));
    }
    return BinOpInit.get("strconcat", lhs, rhs, StringRecTy.instance);
  }
  static getListConcat(lhs: TypedInit, rhs: Init): Init {
    if (lhs instanceof ListInit && rhs instanceof ListInit) {
      return ListInit.get([...lhs.elements, ...rhs.elements], lhs.elementType);
    }
    return BinOpInit.get("listconcat", lhs, rhs, lhs.type);
  }
  getAsString(): string {
    switch (this.op) {
      case "listelem":
      case "listslice":
        return `${this.lhs.getAsString()}[${this.rhs.getAsString()}]`;
      case "rangec":
        return `${this.lhs.getAsString()}...${this.rhs.getAsString()}`;
      case "getdagarg":
        return `!getdagarg<${this.type.toString()}>(${this.lhs.getAsString()}, ${this.rhs.getAsString()})`;
      default:
        return `!${this.op}(${this.lhs.getAsString()}, ${this.rhs.getAsString()})`;
    }
  }
  override resolveReferences(resolver: Resolver): Init {
    const lhs = this.lhs.resolveReferences(resolver);
    const rhs = this.rhs.resolveReferences(resolver);
    if (lhs !== this.lhs || rhs !== this.rhs) {
      return BinOpInit.get(this.op, lhs, rhs, this.type).fold(resolver.currentRecord);
    }
    return this;
  }
  fold(currentRecord: Record | undefined): Init {
    const { lhs, rhs } = this;
    switch (this.op) {
      case "con": {
        if (lhs instanceof DagInit && rhs instanceof DagInit) {
          const lop = lhs.operator instanceof DefInit ? lhs.operator : undefined;
          const rop = rhs.operator instanceof DefInit ? rhs.operator : undefined;
          if ((!lop && !(lhs.operator instanceof UnsetInit)) || (!rop && !(rhs.operator instanceof UnsetInit))) break;
          if (lop && rop && lop.record !== rop.record) {
            throw new FoldError(
              `Concatenated Dag operators do not match: '${lhs.getAsString()}' vs. '${rhs.getAsString()}'`,
              undefined,
            );
          }
          const op: Init = lop ?? rop ?? UnsetInit.instance;
          return DagInit.get(op, undefined, [...lhs.args, ...rhs.args], [...lhs.argNames, ...rhs.argNames]);
        }
        break;
      }
      case "listconcat":
        if (lhs instanceof ListInit && rhs instanceof ListInit) {
          return ListInit.get([...lhs.elements, ...rhs.elements], lhs.elementType);
        }
        break;
      case "listsplat":
        if (lhs instanceof TypedInit && rhs instanceof IntInit) {
          const n = Number(rhs.value);
          return ListInit.get(new Array<Init>(Math.max(0, n)).fill(lhs), lhs.type);
        }
        break;
      case "listremove":
        if (lhs instanceof ListInit && rhs instanceof ListInit) {
          const kept = lhs.elements.filter((l) => !rhs.elements.some((r) => compareInit("eq", l, r) === true));
          return ListInit.get(kept, lhs.elementType);
        }
        break;
      case "listelem": {
        if (!(lhs instanceof ListInit) || !(rhs instanceof IntInit)) break;
        const i = rhs.value;
        if (i < 0n || i >= BigInt(lhs.elements.length)) break;
        return lhs.elements[Number(i)] as Init;
      }
      case "listslice": {
        if (!(lhs instanceof ListInit) || !(rhs instanceof ListInit)) break;
        const out: Init[] = [];
        for (const e of rhs.elements) {
          if (!(e instanceof IntInit)) return this;
          if (e.value < 0n || e.value >= BigInt(lhs.elements.length)) return this;
          out.push(lhs.elements[Number(e.value)] as Init);
        }
        return ListInit.get(out, lhs.elementType);
      }
      case "rangec": {
        if (!(lhs instanceof IntInit) || !(rhs instanceof IntInit)) break;
        const out: Init[] = [];
        const start = lhs.value;
        const end = rhs.value;
        if (start <= end) for (let i = start; i <= end; i++) out.push(IntInit.get(i));
        else for (let i = start; i >= end; i--) out.push(IntInit.get(i));
        return ListInit.get(out, IntRecTy.instance);
      }
      case "strconcat":
        if (lhs instanceof StringInit && rhs instanceof StringInit) {
          return StringInit.get(lhs.value + rhs.value, StringInit.determineFormat(lhs, rhs));
        }
        break;
      case "interleave":
        if (lhs instanceof ListInit && rhs instanceof StringInit) {
          const result = interleave(lhs, rhs);
          if (result) return result;
        }
        break;
      case "eq":
      case "ne":
      case "le":
      case "lt":
      case "ge":
      case "gt": {
        const result = compareInit(this.op, lhs, rhs);
        if (result !== undefined) return BitInit.get(result);
        break;
      }
      case "getdagarg":
        if (lhs instanceof DagInit && (rhs instanceof IntInit || rhs instanceof StringInit)) {
          const no = dagArgNoByKey(lhs, rhs);
          if (typeof no === "string") throw new FoldError(`!getdagarg ${no}`, currentRecord);
          const arg = lhs.args[no] as Init;
          if (arg instanceof TypedInit && !arg.type.typeIsConvertibleTo(this.type)) return UnsetInit.instance;
          return arg;
        }
        break;
      case "getdagname":
        if (lhs instanceof DagInit && rhs instanceof IntInit) {
          const pos = rhs.value;
          if (pos < 0n || pos >= BigInt(lhs.args.length)) {
            throw new FoldError(`!getdagname index is out of range 0...${lhs.args.length - 1}: ${pos}`, currentRecord);
          }
          return lhs.argNames[Number(pos)] ?? UnsetInit.instance;
        }
        break;
      case "setdagop":
        if (lhs instanceof DagInit && rhs instanceof DefInit) {
          return DagInit.get(rhs, undefined, lhs.args, lhs.argNames);
        }
        break;
      default: {
        const li = asInt(lhs);
        const ri = asInt(rhs);
        if (li === undefined || ri === undefined) break;
        const a = li.value;
        const b = ri.value;
        let r: bigint;
        switch (this.op) {
          case "add":
            r = a + b;
            break;
          case "sub":
            r = a - b;
            break;
          case "mul":
            r = a * b;
            break;
          case "div":
            if (b === 0n) throw new FoldError("Illegal operation: division by zero", currentRecord);
            if (a === -(1n << 63n) && b === -1n) throw new FoldError("Illegal operation: INT64_MIN / -1", currentRecord);
            r = a / b;
            break;
          case "and":
            r = a & b;
            break;
          case "or":
            r = a | b;
            break;
          case "xor":
            r = a ^ b;
            break;
          case "shl":
            r = BigInt.asUintN(64, a) << BigInt.asUintN(64, b);
            break;
          case "sra":
            r = a >> b;
            break;
          default:
            r = BigInt.asUintN(64, a) >> BigInt.asUintN(64, b);
            break;
        }
        return IntInit.get(BigInt.asIntN(64, r));
      }
    }
    return this;
  }
}

export type TernaryOp =
  | "subst"
  | "foreach"
  | "filter"
  | "if"
  | "dag"
  | "range"
  | "substr"
  | "find"
  | "setdagarg"
  | "setdagname";

function itemApply(variable: Init, item: Init, expr: Init, currentRecord: Record | undefined): Init {
  const r = new MapResolver(currentRecord);
  r.set(variable, item);
  return expr.resolveReferences(r);
}

function foreachDagApply(variable: Init, dag: DagInit, expr: Init, currentRecord: Record | undefined): Init {
  let changed = false;
  const op = itemApply(variable, dag.operator, expr, currentRecord);
  if (op !== dag.operator) changed = true;
  const args: Init[] = [];
  for (const arg of dag.args) {
    const next = arg instanceof DagInit ? foreachDagApply(variable, arg, expr, currentRecord) : itemApply(variable, arg, expr, currentRecord);
    if (next !== arg) changed = true;
    args.push(next);
  }
  return changed ? DagInit.get(op, undefined, args, dag.argNames) : dag;
}

export class TernOpInit extends OpInit {
  private constructor(
    readonly op: TernaryOp,
    readonly lhs: Init,
    readonly mhs: Init,
    readonly rhs: Init,
    readonly type: RecTy,
  ) {
    super();
  }
  static get(op: TernaryOp, lhs: Init, mhs: Init, rhs: Init, type: RecTy): TernOpInit {
    const hash = mixHash(mixHash(mixHash(mixHash(opCode(op), lhs.id), mhs.id), rhs.id), type.id);
    const found = activeValues.tables.ternTable.find(
      hash,
      (c) => c.op === op && c.lhs === lhs && c.mhs === mhs && c.rhs === rhs && c.type === type,
    );
    if (found !== undefined) return found;
    const made = new TernOpInit(op, lhs, mhs, rhs, type);
    activeValues.tables.ternTable.add(hash, made);
    return made;
  }
  getAsString(): string {
    const unquoted = this.op === "foreach" || this.op === "filter";
    const first = unquoted ? this.lhs.getAsUnquotedString() : this.lhs.getAsString();
    return `!${this.op}(${first}, ${this.mhs.getAsString()}, ${this.rhs.getAsString()})`;
  }
  override resolveReferences(resolver: Resolver): Init {
    const lhs = this.lhs.resolveReferences(resolver);
    if (this.op === "if" && lhs !== this.lhs) {
      const value = asInt(lhs);
      if (value !== undefined) {
        return value.value !== 0n ? this.mhs.resolveReferences(resolver) : this.rhs.resolveReferences(resolver);
      }
    }
    const mhs = this.mhs.resolveReferences(resolver);
    let rhs: Init;
    if (this.op === "foreach" || this.op === "filter") {
      const shadow = new ShadowResolver(resolver);
      shadow.addShadow(lhs);
      rhs = this.rhs.resolveReferences(shadow);
    } else {
      rhs = this.rhs.resolveReferences(resolver);
    }
    if (lhs !== this.lhs || mhs !== this.mhs || rhs !== this.rhs) {
      return TernOpInit.get(this.op, lhs, mhs, rhs, this.type).fold(resolver.currentRecord);
    }
    return this;
  }
  fold(currentRecord: Record | undefined): Init {
    const { lhs, mhs, rhs } = this;
    switch (this.op) {
      case "subst": {
        if (lhs instanceof DefInit && mhs instanceof DefInit && rhs instanceof DefInit) {
          return lhs.getAsString() === rhs.getAsString() ? mhs : rhs;
        }
        if (lhs instanceof VarInit && mhs instanceof VarInit && rhs instanceof VarInit) {
          const name = lhs.getAsString() === rhs.getAsString() ? mhs.name : rhs.name;
          return VarInit.get(name, this.type);
        }
        if (lhs instanceof StringInit && mhs instanceof StringInit && rhs instanceof StringInit) {
          if (lhs.value.length === 0) return StringInit.get(rhs.value);
          return StringInit.get(rhs.value.split(lhs.value).join(mhs.value));
        }
        break;
      }
      case "foreach": {
        if (mhs instanceof DagInit) return foreachDagApply(lhs, mhs, rhs, currentRecord);
        if (mhs instanceof ListInit) {
          const out = mhs.elements.map((item) => itemApply(lhs, item, rhs, currentRecord));
          return ListInit.get(out, (this.type as ListRecTy).elementType);
        }
        break;
      }
      case "filter": {
        if (mhs instanceof ListInit) {
          const out: Init[] = [];
          for (const item of mhs.elements) {
            const include = asInt(itemApply(lhs, item, rhs, currentRecord));
            if (include === undefined) return this;
            if (include.value !== 0n) out.push(item);
          }
          return ListInit.get(out, (this.type as ListRecTy).elementType);
        }
        break;
      }
      case "if": {
        const cond = asInt(lhs);
        if (cond !== undefined) return cond.value !== 0n ? mhs : rhs;
        break;
      }
      case "dag": {
        const ml = mhs instanceof ListInit ? mhs : undefined;
        const rl = rhs instanceof ListInit ? rhs : undefined;
        const mok = ml !== undefined || mhs instanceof UnsetInit;
        const rok = rl !== undefined || rhs instanceof UnsetInit;
        if (mhs instanceof UnsetInit && rhs instanceof UnsetInit) break;
        if (mok && rok && (!ml || !rl || ml.elements.length === rl.elements.length)) {
          const size = ml ? ml.elements.length : (rl as ListInit).elements.length;
          const args: Init[] = [];
          const names: (StringInit | undefined)[] = [];
          for (let i = 0; i < size; i++) {
            const node = ml ? (ml.elements[i] as Init) : UnsetInit.instance;
            const name = rl ? (rl.elements[i] as Init) : UnsetInit.instance;
            if (!(name instanceof StringInit) && !(name instanceof UnsetInit)) return this;
            args.push(node);
            names.push(name instanceof StringInit ? name : undefined);
          }
          return DagInit.get(lhs, undefined, args, names);
        }
        break;
      }
      case "range": {
        if (!(lhs instanceof IntInit) || !(mhs instanceof IntInit) || !(rhs instanceof IntInit)) break;
        const start = lhs.value;
        const end = mhs.value;
        const step = rhs.value;
        if (step === 0n) throw new FoldError("Step of !range can't be 0", currentRecord);
        const out: Init[] = [];
        if (start < end && step > 0n) for (let i = start; i < end; i += step) out.push(IntInit.get(i));
        else if (start > end && step < 0n) for (let i = start; i > end; i += step) out.push(IntInit.get(i));
        return ListInit.get(out, IntRecTy.instance);
      }
      case "substr": {
        if (lhs instanceof StringInit && mhs instanceof IntInit && rhs instanceof IntInit) {
          const size = BigInt(lhs.value.length);
          const start = mhs.value;
          const length = rhs.value;
          if (start < 0n || start > size) {
            throw new FoldError(`!substr start position is out of range 0...${size}: ${start}`, currentRecord);
          }
          if (length < 0n) throw new FoldError("!substr length must be nonnegative", currentRecord);
          const s = Number(start);
          return StringInit.get(lhs.value.substr(s, Number(length > size ? size : length)), lhs.format);
        }
        break;
      }
      case "find": {
        if (lhs instanceof StringInit && mhs instanceof StringInit && rhs instanceof IntInit) {
          const size = BigInt(lhs.value.length);
          const start = rhs.value;
          if (start < 0n || start > size) {
            throw new FoldError(`!find start position is out of range 0...${size}: ${start}`, currentRecord);
          }
          return IntInit.get(BigInt(lhs.value.indexOf(mhs.value, Number(start))));
        }
        break;
      }
      case "setdagarg":
      case "setdagname": {
        if (lhs instanceof DagInit && (mhs instanceof IntInit || mhs instanceof StringInit)) {
          const no = dagArgNoByKey(lhs, mhs);
          if (typeof no === "string") throw new FoldError(`!${this.op} ${no}`, currentRecord);
          const args = [...lhs.args];
          const names = [...lhs.argNames];
          if (this.op === "setdagarg") args[no] = rhs;
          else names[no] = rhs instanceof StringInit ? rhs : undefined;
          return DagInit.get(lhs.operator, lhs.operatorName, args, names);
        }
        break;
      }
    }
    return this;
  }
}

/** `!foldl(start, list, acc, item, expr)`. */
export class FoldOpInit extends TypedInit {
  private constructor(
    readonly start: Init,
    readonly list: Init,
    readonly accumulator: Init,
    readonly item: Init,
    readonly expr: Init,
    readonly type: RecTy,
  ) {
    super();
  }
  static get(start: Init, list: Init, accumulator: Init, item: Init, expr: Init, type: RecTy): FoldOpInit {
    const key = `F${start.id}:${list.id}:${accumulator.id}:${item.id}:${expr.id}:${type.id}`;
    return intern(activeValues.tables.otherOpTable, key, () => new FoldOpInit(start, list, accumulator, item, expr, type)) as FoldOpInit;
  }
  getAsString(): string {
    return `!foldl(${this.start.getAsString()}, ${this.list.getAsString()}, ${this.accumulator.getAsUnquotedString()}, ${this.item.getAsUnquotedString()}, ${this.expr.getAsString()})`;
  }
  override getBit(index: number): Init {
    return VarBitInit.get(this, index);
  }
  fold(currentRecord: Record | undefined): Init {
    if (this.list instanceof ListInit) {
      let acc = this.start;
      for (const element of this.list.elements) {
        const r = new MapResolver(currentRecord);
        r.set(this.accumulator, acc);
        r.set(this.item, element);
        acc = this.expr.resolveReferences(r);
      }
      return acc;
    }
    return this;
  }
  override resolveReferences(resolver: Resolver): Init {
    const start = this.start.resolveReferences(resolver);
    const list = this.list.resolveReferences(resolver);
    const shadow = new ShadowResolver(resolver);
    shadow.addShadow(this.accumulator);
    shadow.addShadow(this.item);
    const expr = this.expr.resolveReferences(shadow);
    if (start === this.start && list === this.list && expr === this.expr) return this;
    return FoldOpInit.get(start, list, this.accumulator, this.item, expr, this.type).fold(resolver.currentRecord);
  }
}

/** `!isa<type>(value)`. */
export class IsAOpInit extends TypedInit {
  readonly type = BitRecTy.instance;
  private constructor(
    readonly checkType: RecTy,
    readonly expr: Init,
  ) {
    super();
  }
  static get(checkType: RecTy, expr: Init): IsAOpInit {
    return intern(activeValues.tables.otherOpTable, `I${checkType.id}:${expr.id}`, () => new IsAOpInit(checkType, expr)) as IsAOpInit;
  }
  getAsString(): string {
    return `!isa<${this.checkType.toString()}>(${this.expr.getAsString()})`;
  }
  override getBit(index: number): Init {
    return VarBitInit.get(this, index);
  }
  fold(): Init {
    const e = this.expr;
    if (e instanceof TypedInit) {
      if (e.type.typeIsConvertibleTo(this.checkType)) return IntInit.get(1n);
      if (this.checkType instanceof RecordRecTy) {
        if (!this.checkType.typeIsConvertibleTo(e.type) || e instanceof DefInit) return IntInit.get(0n);
      } else {
        return IntInit.get(0n);
      }
    }
    return this;
  }
  override resolveReferences(resolver: Resolver): Init {
    const expr = this.expr.resolveReferences(resolver);
    return expr !== this.expr ? IsAOpInit.get(this.checkType, expr).fold() : this;
  }
}

/** `!exists<type>(name)`. */
export class ExistsOpInit extends TypedInit {
  readonly type = BitRecTy.instance;
  private constructor(
    readonly checkType: RecTy,
    readonly expr: Init,
  ) {
    super();
  }
  static get(checkType: RecTy, expr: Init): ExistsOpInit {
    return intern(activeValues.tables.otherOpTable, `E${checkType.id}:${expr.id}`, () => new ExistsOpInit(checkType, expr)) as ExistsOpInit;
  }
  getAsString(): string {
    return `!exists<${this.checkType.toString()}>(${this.expr.getAsString()})`;
  }
  override getBit(index: number): Init {
    return VarBitInit.get(this, index);
  }
  fold(currentRecord: Record | undefined, isFinal: boolean): Init {
    const name = this.expr;
    if (name instanceof StringInit) {
      const def = currentKeeper().getDef(name.value);
      if (def !== undefined) return IntInit.get(def.getDefInit().type.typeIsA(this.checkType) ? 1n : 0n);
      if (currentRecord !== undefined) {
        const nameInit = currentRecord.nameInit;
        if (name === nameInit || (nameInit instanceof AnonymousNameInit && name === nameInit.getNameInit())) {
          if (!isFinal) return this;
          return IntInit.get(currentRecord.getType().typeIsA(this.checkType) ? 1n : 0n);
        }
      }
      if (isFinal) return IntInit.get(0n);
    }
    return this;
  }
  override resolveReferences(resolver: Resolver): Init {
    const expr = this.expr.resolveReferences(resolver);
    if (expr !== this.expr || resolver.isFinal) {
      return ExistsOpInit.get(this.checkType, expr).fold(resolver.currentRecord, resolver.isFinal);
    }
    return this;
  }
}

/** `!cond(c1: v1, c2: v2, ...)`. */
export class CondOpInit extends TypedInit {
  private constructor(
    readonly conditions: readonly Init[],
    readonly values: readonly Init[],
    readonly type: RecTy,
  ) {
    super();
  }
  static get(conditions: readonly Init[], values: readonly Init[], type: RecTy): CondOpInit {
    let key = `C${type.id}`;
    for (let i = 0; i < conditions.length; i++) key += `,${(conditions[i] as Init).id}:${(values[i] as Init).id}`;
    return intern(activeValues.tables.otherOpTable, key, () => new CondOpInit(conditions, values, type)) as CondOpInit;
  }
  getAsString(): string {
    const parts: string[] = [];
    for (let i = 0; i < this.conditions.length; i++) {
      parts.push(`${(this.conditions[i] as Init).getAsString()}: ${(this.values[i] as Init).getAsString()}`);
    }
    return `!cond(${parts.join(", ")})`;
  }
  override getBit(index: number): Init {
    return VarBitInit.get(this, index);
  }
  override isConcrete(): boolean {
    return this.conditions.every((c) => c.isConcrete()) && this.values.every((v) => v.isConcrete());
  }
  override isComplete(): boolean {
    return this.conditions.every((c) => c.isComplete()) && this.values.every((v) => v.isConcrete());
  }
  fold(currentRecord: Record | undefined): Init {
    for (let i = 0; i < this.conditions.length; i++) {
      const cond = asInt(this.conditions[i] as Init);
      if (cond === undefined) return this;
      if (cond.value !== 0n) return (this.values[i] as Init).convertInitializerTo(this.type) ?? this;
    }
    throw new FoldError(
      `${currentRecord ? currentRecord.name : ""} does not have any true condition in:${this.getAsString()}`,
      currentRecord,
    );
  }
  override resolveReferences(resolver: Resolver): Init {
    let changed = false;
    const conditions = this.conditions.map((c) => {
      const n = c.resolveReferences(resolver);
      if (n !== c) changed = true;
      return n;
    });
    const values = this.values.map((v) => {
      const n = v.resolveReferences(resolver);
      if (n !== v) changed = true;
      return n;
    });
    return changed ? CondOpInit.get(conditions, values, this.type).fold(resolver.currentRecord) : this;
  }
}

export { TrackUnresolvedResolver, BitsInit };

/** `!cast<type>(value)` folded: how an evaluation's values are cast (its ValueContext's castOperator). */
export const foldCast: CastOperator = (value, type) => UnOpInit.get("cast", value, type).fold(undefined);

/** StringRef::lower(): ASCII letters only, every other byte unchanged. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (run) => run.toLowerCase());
}

/** StringRef::upper(): ASCII letters only. */
function asciiUpper(text: string): string {
  return text.replace(/[a-z]+/g, (run) => run.toUpperCase());
}
