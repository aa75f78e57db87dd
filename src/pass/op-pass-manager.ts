// OpPassManager (a pipeline of passes anchored on an op name or on any op) and the
// adaptor pass that runs nested pipelines on the ops inside an op (MLIR's
// OpToOpPassAdaptor), with MLIR's implicit nesting and adaptor merging.
import type { MLIRContext, OperationName } from "../ir/context.js";
import { OpTrait } from "../ir/traits.js";
import { Pass, definePass } from "./pass.js";

/** What addPass does with a pass anchored on another op: nest a pass manager for it, or refuse. */
export type Nesting = "implicit" | "explicit";

/** The name `any` pass managers are printed with. */
export const ANY_OP_ANCHOR = "any";

/** A pass added where its op cannot run (MLIR reports these as fatal errors). */
export class PassNestingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PassNestingError";
  }
}

export class OpPassManager {
  /** The op name this pipeline runs on; undefined for an op-agnostic (`any`) pipeline. */
  protected anchor: string | undefined;
  nesting: Nesting;
  readonly passes: Pass[] = [];

  constructor(opName: string | undefined = undefined, nesting: Nesting = "explicit") {
    this.anchor = opName === ANY_OP_ANCHOR ? undefined : opName;
    this.nesting = nesting;
  }

  /** The op name this pipeline runs on; undefined for an op-agnostic (`any`) pipeline. */
  get opName(): string | undefined {
    return this.anchor;
  }

  /** Takes over another pass manager's anchor, nesting and passes (MLIR's move assignment). */
  replacePipeline(other: OpPassManager): void {
    this.anchor = other.opName;
    this.nesting = other.nesting;
    this.passes.splice(0, this.passes.length, ...other.passes);
  }

  /** The op name, or `any`. */
  get anchorName(): string {
    return this.opName ?? ANY_OP_ANCHOR;
  }

  get size(): number {
    return this.passes.length;
  }

  /** Appends a pass manager for ops named `name` nested in this one's op, and returns it. */
  nest(name: string): OpPassManager {
    return this.nestManager(new OpPassManager(name, this.nesting));
  }

  /** Appends an op-agnostic nested pass manager. */
  nestAny(): OpPassManager {
    return this.nestManager(new OpPassManager(undefined, this.nesting));
  }

  private nestManager(nested: OpPassManager): OpPassManager {
    this.passes.push(new OpToOpPassAdaptor([nested]));
    return nested;
  }

  /**
   * Adds a pass. A pass anchored on another op is nested in a pass manager for that op
   * with implicit nesting, refused (PassNestingError) with explicit nesting.
   */
  addPass(pass: Pass): void {
    const passOp = pass.opName;
    if (this.opName !== undefined && passOp !== undefined && passOp !== this.opName) {
      if (this.nesting === "implicit") {
        this.nest(passOp).addPass(pass);
        return;
      }
      throw new PassNestingError(nestingMessage(pass, this));
    }
    this.passes.push(pass);
  }

  clear(): void {
    this.passes.length = 0;
  }

  /** The pipeline's passes in textual form (`cse,func.func(canonicalize{...})`). */
  printAsTextualPipeline(): string {
    return this.passes.map((p) => p.printAsTextualPipeline()).join(",");
  }

  /** The pipeline as `anchor(passes)`. */
  toString(): string {
    return `${this.anchorName}(${this.printAsTextualPipeline()})`;
  }

  /** The dialects every pass (nested ones too) depends on. */
  getDependentDialects(): string[] {
    const out = new Set<string>();
    for (const pass of this.passes) for (const d of pass.getDependentDialects()) out.add(d);
    return [...out];
  }

  /** Whether this pipeline can run on ops named `name` (MLIR's OpPassManagerImpl::canScheduleOn). */
  canScheduleOn(name: OperationName): boolean {
    if (this.opName !== undefined) return this.opName === name.name;
    if (!name.isRegistered() || !name.hasTrait(OpTrait.IsIsolatedFromAbove)) return false;
    return this.passes.every((p) => p.canScheduleOn(name));
  }

  /**
   * Prepares the pipeline to run (MLIR's finalizePassList): merges adjacent adaptors and
   * checks that each pass can run on the anchor; returns the error message on failure.
   */
  finalize(context: MLIRContext): string | undefined {
    let last: OpToOpPassAdaptor | undefined;
    const kept: Pass[] = [];
    const finalizeAdaptor = (adaptor: OpToOpPassAdaptor): string | undefined => {
      for (const pm of adaptor.managers) {
        const error = pm.finalize(context);
        if (error !== undefined) return error;
      }
      return undefined;
    };
    for (const pass of this.passes) {
      if (pass instanceof OpToOpPassAdaptor) {
        if (last !== undefined && pass.tryMergeInto(context, last)) continue;
        if (last !== undefined) {
          const error = finalizeAdaptor(last);
          if (error !== undefined) return error;
        }
        last = pass;
        kept.push(pass);
        continue;
      }
      if (last !== undefined) {
        const error = finalizeAdaptor(last);
        if (error !== undefined) return error;
        last = undefined;
      }
      kept.push(pass);
    }
    if (last !== undefined) {
      const error = finalizeAdaptor(last);
      if (error !== undefined) return error;
    }
    this.passes.splice(0, this.passes.length, ...kept);
    if (this.opName === undefined) return undefined;
    const name = context.getOperationName(this.opName);
    if (!name.isRegistered()) return undefined;
    for (const pass of this.passes) {
      if (!pass.canScheduleOn(name)) return `unable to schedule pass '${pass.name}' on a PassManager intended to run on '${this.anchorName}'!`;
    }
    return undefined;
  }
}

export function nestingMessage(pass: Pass, pm: OpPassManager): string {
  return `Can't add pass '${pass.name}' restricted to '${pass.opName ?? ""}' on a PassManager intended to run on '${pm.anchorName}', did you intend to nest?`;
}

const adaptorDefinition = definePass({ name: "", argument: "", summary: "", options: {}, statistics: {} });

/**
 * Runs nested pipelines on the ops directly inside the op it runs on (each op by the first
 * of its pass managers that can run on it). Its body lives in the pass manager's runner.
 */
export class OpToOpPassAdaptor extends Pass<typeof adaptorDefinition> {
  readonly managers: OpPassManager[];

  constructor(managers: OpPassManager[]) {
    super(adaptorDefinition);
    this.managers = managers;
  }

  /** MLIR's getAdaptorName: `Pipeline Collection : ['func.func', 'any']`. */
  override get name(): string {
    return `Pipeline Collection : [${this.managers.map((m) => `'${m.anchorName}'`).join(", ")}]`;
  }

  override getDependentDialects(): readonly string[] {
    const out = new Set<string>();
    for (const pm of this.managers) for (const d of pm.getDependentDialects()) out.add(d);
    return [...out];
  }

  override printAsTextualPipeline(): string {
    return this.managers.map((pm) => `${pm.anchorName}(${pm.printAsTextualPipeline()})`).join(",");
  }

  override runOnOperation(): void {
    throw new Error("an adaptor runs through its pass manager");
  }

  /** The first pass manager that can run on ops named `name`. */
  findManagerFor(name: OperationName): OpPassManager | undefined {
    return this.managers.find((pm) => pm.canScheduleOn(name));
  }

  /** MLIR's tryMergeInto: moves this adaptor's pipelines into `into` when no schedule can conflict. */
  tryMergeInto(context: MLIRContext, into: OpToOpPassAdaptor): boolean {
    const conflicts = (generic: OpPassManager, others: readonly OpPassManager[]): boolean =>
      others.some((pm) => (pm.opName === undefined ? true : generic.canScheduleOn(context.getOperationName(pm.opName))));
    const lhsGeneric = this.managers.find((pm) => pm.opName === undefined);
    if (lhsGeneric !== undefined && conflicts(lhsGeneric, into.managers)) return false;
    const rhsGeneric = into.managers.find((pm) => pm.opName === undefined);
    if (rhsGeneric !== undefined && conflicts(rhsGeneric, this.managers)) return false;
    for (const pm of this.managers) {
      const existing = into.managers.find((m) => m.anchorName === pm.anchorName);
      if (existing !== undefined) existing.passes.push(...pm.passes);
      else into.managers.push(pm);
    }
    this.managers.length = 0;
    // Op-specific pipelines first, by name; op-agnostic ones last.
    into.managers.sort((a, b) => {
      if (a.opName === undefined) return 1;
      if (b.opName === undefined) return -1;
      return a.opName < b.opName ? -1 : a.opName > b.opName ? 1 : 0;
    });
    return true;
  }
}
