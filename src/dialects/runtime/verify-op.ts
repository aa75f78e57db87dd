// The verifier of an ODS op, read from its descriptor (as xDSL's IRDL verifies ops from
// their definitions). Checks run in the order MLIR's ODS-generated verifyInvariants and
// the op's traits run them:
//   property conversion, counts (regions, results, successors, operands), attributes,
//   segment sizes, operand then result constraints, predicate traits, region then
//   successor constraints, then the trait list in ODS order (trait objects' checks and
//   interface verifiers), the hand-written verifier, and last the symbol uses.
// The checks that read only the op's properties, types and counts are skipped for a
// signature (properties + types + counts) that already passed them (SignatureCache).
import { OpTrait as CoreOpTrait, countTrait, type AnyInterface, type Attribute, type MLIRContext, type OpTrait, type Operation } from "../../ir/index.js";
import { OPERAND_SEGMENTS, RESULT_SEGMENTS, type OpDescriptor, type ValueGroup } from "./descriptor.js";
import {
  DefaultPropertiesCache,
  PropertyChecks,
  SignatureCache,
  completeDefaultProperties,
  hasVerifiedSignature,
  rememberSignature,
  requireAttribute,
  valueConstraintError,
  verifiedSegmentSizes,
  verifyOperandCount,
  verifyOptionalGroup,
  verifyPropertyStorage,
  verifyRegionCount,
  verifyResultCount,
  verifySegmentSizes,
  verifySuccessorCount,
} from "./verify-basics.js";
import { interfaceRegionVerifier, interfaceVerifier, isTypeOnlyInterface } from "./interface-verifiers.js";

type Check = (op: Operation) => void;

/** What the registration resolved for the op: its trait objects and the verifiers it adds. */
export interface VerifierParts {
  /** The trait entries with hook traits resolved, in ODS order. */
  readonly traits: readonly (OpTrait | { readonly interface: AnyInterface })[];
  readonly populateDefaults: ((properties: Attribute | null, context: MLIRContext) => Attribute | null) | undefined;
  readonly verify: Check | undefined;
  readonly verifyRegions: Check | undefined;
}

/**
 * Core traits whose checks read only the op's operand and result types, so they hold for
 * every op with an already verified signature.
 */
const TYPE_ONLY_TRAITS = new Set<string>([
  "SameTypeOperands",
  "SameOperandsAndResultType",
  "SameOperandsShape",
  "SameOperandsAndResultShape",
  "SameOperandsElementType",
  "SameOperandsAndResultElementType",
  "SameOperandsAndResultRank",
  "ResultsAreFloatLike",
  "ResultsBroadcastableShape",
  "Elementwise",
]);

/** A check and whether it depends only on the op's signature. */
interface Step {
  readonly check: Check;
  readonly typeOnly: boolean;
}

/**
 * MLIR's verifyInvariants + verify for ops described by `descriptor`, after its counts: the
 * count traits are the registration's `verifyCounts` (`countCheck`), which the core runs
 * before the structural traits, as MLIR orders them.
 */
export function descriptorVerifier(descriptor: OpDescriptor, parts: VerifierParts): Check {
  const steps: Step[] = [];
  const storage = propertyChecks(descriptor);
  if (storage !== undefined) steps.push({ check: (op) => verifyPropertyStorage(op, storage), typeOnly: true });
  // ODS lists StructuralOpTrait traits (HasParent, ParentOneOf) before OpInvariants.
  for (const entry of parts.traits) {
    if (!("interface" in entry) && isStructuralTrait(entry) && entry.verify !== undefined) steps.push({ check: entry.verify, typeOnly: false });
  }
  // AttrSizedOperandSegments / AttrSizedResultSegments are structural traits too: their
  // segment checks come before the invariants' required attributes.
  if (descriptor.operandSegments)
    steps.push({ check: (op) => verifySegmentSizes(op, OPERAND_SEGMENTS, "operand", descriptor.operands.length, op.operands.length), typeOnly: true });
  if (descriptor.resultSegments)
    steps.push({ check: (op) => verifySegmentSizes(op, RESULT_SEGMENTS, "result", descriptor.results.length, op.results.length), typeOnly: true });
  // ODS's verifyInvariantsImpl reads the properties in their struct's order (sorted by
  // name), refusing a missing required one, then checks constraints in declaration order.
  const required = descriptor.attributes.filter((a) => a.presence === "required").map((a) => a.name);
  if (required.length > 0) {
    required.sort();
    steps.push({
      check: (op) => {
        for (let i = 0; i < required.length; i++) requireAttribute(op, required[i] as string);
      },
      typeOnly: true,
    });
  }
  for (const attr of descriptor.attributes) {
    const name = attr.name;
    const constraint = attr.constraint;
    if (attr.presence === "required") {
      if (constraint === undefined) continue;
      steps.push({
        check: (op) => {
          if (!constraint.check(requireAttribute(op, name))) throw attributeError(op, name, constraint.summary);
        },
        typeOnly: true,
      });
    } else if (constraint !== undefined) {
      steps.push({
        check: (op) => {
          const value = op.getInherentAttr(name);
          if (value !== undefined && !constraint.check(value)) throw attributeError(op, name, constraint.summary);
        },
        typeOnly: true,
      });
    }
  }
  const operandCheck = valueChecks("operand", descriptor.operands, descriptor.operandSegments);
  if (operandCheck !== undefined) steps.push({ check: operandCheck, typeOnly: true });
  const resultCheck = valueChecks("result", descriptor.results, descriptor.resultSegments);
  if (resultCheck !== undefined) steps.push({ check: resultCheck, typeOnly: true });
  for (const predicate of descriptor.predicates) {
    const { check, summary } = predicate;
    steps.push({
      check: (op) => {
        if (!check(op)) throw op.emitOpError(`failed to verify that ${summary}`);
      },
      typeOnly: predicate.typeOnly,
    });
  }
  descriptor.regions.forEach((region, index) => {
    const constraint = region.constraint;
    if (constraint === undefined) return;
    const label = region.name === "" ? " " : ` ('${region.name}') `;
    const fail = (op: Operation, i: number): never => {
      throw op.emitOpError(`region #${i}${label}failed to verify constraint: ${constraint.summary}`);
    };
    steps.push({
      check: region.variadic
        ? (op) => {
            for (let i = index; i < op.regions.length; i++) if (!constraint.check(op.getRegion(i))) fail(op, i);
          }
        : (op) => {
            if (!constraint.check(op.getRegion(index))) fail(op, index);
          },
      typeOnly: false,
    });
  });
  descriptor.successors.forEach((successor, index) => {
    const constraint = successor.constraint;
    if (constraint === undefined) return;
    const fail = (op: Operation, i: number): never => {
      throw op.emitOpError(`successor #${i} ('${successor.name}') failed to verify constraint: ${constraint.summary}`);
    };
    steps.push({
      check: successor.variadic
        ? (op) => {
            for (let i = index; i < op.successors.length; i++) if (!constraint.check(op.getSuccessor(i))) fail(op, i);
          }
        : (op) => {
            if (!constraint.check(op.getSuccessor(index))) fail(op, index);
          },
      typeOnly: false,
    });
  });
  for (const entry of parts.traits) {
    if ("interface" in entry) {
      const verify = interfaceVerifier(entry.interface);
      if (verify !== undefined) steps.push({ check: verify, typeOnly: isTypeOnlyInterface(entry.interface) });
    } else if (entry.verify !== undefined && !isStructuralTrait(entry)) steps.push({ check: entry.verify, typeOnly: isTypeOnlyTrait(entry) });
  }
  if (parts.verify !== undefined) steps.push({ check: parts.verify, typeOnly: false });
  return assemble(steps, parts.populateDefaults);
}

/** MLIR's verifyRegionInvariants: region checks of traits and interfaces in ODS order, then the op's. */
export function descriptorRegionVerifier(parts: VerifierParts): Check | undefined {
  const checks: Check[] = [];
  for (const entry of parts.traits) {
    if ("interface" in entry) {
      const verify = interfaceRegionVerifier(entry.interface);
      if (verify !== undefined) checks.push(verify);
    } else if (entry.verifyRegions !== undefined) checks.push(entry.verifyRegions);
  }
  if (parts.verifyRegions !== undefined) checks.push(parts.verifyRegions);
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  return (op) => {
    for (let i = 0; i < checks.length; i++) (checks[i] as Check)(op);
  };
}

/** A trait with a check that ODS marks StructuralOpTrait (verified before the op's invariants). */
function isStructuralTrait(trait: OpTrait): boolean {
  return trait.key === (CoreOpTrait.HasParent as unknown);
}

function isTypeOnlyTrait(trait: OpTrait): boolean {
  return trait.params.length === 0 && TYPE_ONLY_TRAITS.has(trait.name) && trait.key === trait;
}

function attributeError(op: Operation, name: string, summary: string): Error {
  return op.emitOpError(`attribute '${name}' failed to satisfy constraint: ${summary}`);
}

/** Wraps the signature-only prefix of `steps` in a signature cache when there is one. */
function assemble(steps: readonly Step[], populate: VerifierParts["populateDefaults"]): Check {
  let pureEnd = steps.findIndex((s) => !s.typeOnly);
  if (pureEnd < 0) pureEnd = steps.length;
  const cached = steps.slice(0, pureEnd).map((s) => s.check);
  const rest = steps.slice(pureEnd).map((s) => s.check);
  const cache = pureEnd > 0 ? new SignatureCache() : undefined;
  const defaults = populate === undefined ? undefined : new DefaultPropertiesCache();
  return function verifyDescribedOp(op: Operation): void {
    // MLIR fills defaults when the op is created; until every creation path does, the
    // verifier (which tsmlir-opt runs before printing) completes them. A no-op when nothing is missing.
    if (defaults !== undefined) completeDefaultProperties(op, defaults, populate as NonNullable<VerifierParts["populateDefaults"]>);
    if (cache === undefined) {
      for (let i = 0; i < cached.length; i++) (cached[i] as Check)(op);
    } else if (!hasVerifiedSignature(op, cache)) {
      for (let i = 0; i < cached.length; i++) (cached[i] as Check)(op);
      rememberSignature(op, cache);
    }
    for (let i = 0; i < rest.length; i++) (rest[i] as Check)(op);
  };
}

function propertyChecks(descriptor: OpDescriptor): PropertyChecks | undefined {
  const checks: (readonly [string, (attr: Attribute) => boolean])[] = [];
  for (const attr of descriptor.attributes) if (attr.storage !== undefined) checks.push([attr.name, attr.storage]);
  const segments: (readonly [string, number])[] = [];
  if (descriptor.operandSegments) segments.push([OPERAND_SEGMENTS, descriptor.operands.length]);
  if (descriptor.resultSegments) segments.push([RESULT_SEGMENTS, descriptor.results.length]);
  if (checks.length === 0 && segments.length === 0) return undefined;
  return new PropertyChecks(checks, segments);
}

/** An op's generated ODS invariants, split where MLIR's trait order splits them. */
export interface OdsInvariants {
  /** Its count traits (regions, results, successors, operands). */
  readonly counts: Check;
  /** OpInvariants: properties, attributes, segment sizes, operand, result and region constraints. */
  readonly verify: Check;
  /** The count traits themselves (countTraits), which head the registration's trait list. */
  readonly countTraits?: readonly OpTrait[];
}

/**
 * The count traits mlir-tblgen gives the op class, in its order (regions, results,
 * successors, operands): what `op.hasTrait(OpTrait.OneResult)` and the like answer.
 */
export function countTraits(descriptor: OpDescriptor): readonly OpTrait[] {
  const variableValues = (groups: readonly ValueGroup[]): number => groups.filter((g) => g.arity !== "single").length;
  return [
    countTrait("Region", descriptor.regions.length, descriptor.regions.filter((r) => r.variadic).length),
    countTrait("Result", descriptor.results.length, variableValues(descriptor.results)),
    countTrait("Successor", descriptor.successors.length, descriptor.successors.filter((s) => s.variadic).length),
    countTrait("Operand", descriptor.operands.length, variableValues(descriptor.operands)),
  ];
}

/** The count traits ODS derives from the op's structure, in its order: regions, results, successors, operands. */
export function countCheck(descriptor: OpDescriptor): Check {
  const fixedRegions = descriptor.regions.filter((r) => !r.variadic).length;
  const variadicRegions = descriptor.regions.some((r) => r.variadic);
  const fixedResults = descriptor.results.filter((r) => r.arity === "single").length;
  const variableResults = descriptor.results.some((r) => r.arity !== "single");
  const fixedSuccessors = descriptor.successors.filter((s) => !s.variadic).length;
  const variadicSuccessors = descriptor.successors.some((s) => s.variadic);
  const fixedOperands = descriptor.operands.filter((o) => o.arity === "single").length;
  const variableOperands = descriptor.operands.some((o) => o.arity !== "single");
  return (op) => {
    verifyRegionCount(op, fixedRegions, variadicRegions);
    verifyResultCount(op, fixedResults, variableResults);
    verifySuccessorCount(op, fixedSuccessors, variadicSuccessors);
    verifyOperandCount(op, fixedOperands, variableOperands);
  };
}

/**
 * The type constraints of operand or result groups. With only single groups (their count
 * checked already) each value is at its group's index; otherwise each group's range is
 * walked as ODS's getODSOperandIndexAndLength computes it, without materializing groups.
 */
function valueChecks(kind: "operand" | "result", groups: readonly ValueGroup[], segmented: boolean): Check | undefined {
  const count = (op: Operation): number => (kind === "operand" ? op.operands.length : op.results.length);
  const valueAt = kind === "operand" ? (op: Operation, i: number) => op.getOperand(i) : (op: Operation, i: number) => op.getResult(i);
  // Groups after the last one with something to check need no range.
  let last = -1;
  groups.forEach((g, i) => {
    if (g.constraint !== undefined || g.arity === "optional") last = i;
  });
  if (last < 0) return undefined;
  const checked = groups.slice(0, last + 1);
  if (!groups.some((g) => g.arity !== "single")) {
    const entries = checked.flatMap((g, i) => (g.constraint === undefined ? [] : [[i, g.constraint] as const]));
    return (op) => {
      for (let k = 0; k < entries.length; k++) {
        const [i, constraint] = entries[k] as (typeof entries)[number];
        const value = valueAt(op, i);
        if (!constraint.check(value.type)) throw valueConstraintError(op, kind, i, value, constraint.summary);
      }
    };
  }
  const numVariable = groups.filter((g) => g.arity !== "single").length;
  const numFixed = groups.length - numVariable;
  const segmentsName = kind === "operand" ? OPERAND_SEGMENTS : RESULT_SEGMENTS;
  return (op) => {
    const total = count(op);
    const sizes = segmented ? verifiedSegmentSizes(op, segmentsName) : undefined;
    const variableSize = Math.floor((total - numFixed) / numVariable);
    let start = 0;
    for (let i = 0; i < checked.length; i++) {
      const group = checked[i] as ValueGroup;
      const length = sizes !== undefined ? Number(sizes[i] ?? 0) : group.arity === "single" ? 1 : variableSize;
      const end = Math.min(start + length, total);
      if (group.arity === "optional") verifyOptionalGroup(op, kind, start, end - start);
      const constraint = group.constraint;
      if (constraint !== undefined) {
        for (let j = start; j < end; j++) {
          const value = valueAt(op, j);
          if (!constraint.check(value.type)) throw valueConstraintError(op, kind, j, value, constraint.summary);
        }
      }
      start = end;
    }
  };
}
