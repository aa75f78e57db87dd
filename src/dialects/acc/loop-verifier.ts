// acc.loop's C++ verifier (MLIR 19): collapse and gang attributes consistent with their
// operands, no device type twice in a clause, at most one of auto/independent/seq per device
// type, no gang/worker/vector where seq applies, and a body.
import { OpaqueAttr, type Attribute, type Operation } from "../../ir/index.js";
import { elementsOf, segmentSizes } from "./device-types.js";

/** The operand groups of acc.loop (its operandSegmentSizes order). */
const GROUP = { gang: 3, worker: 4, vector: 5, tile: 6, private: 8, reduction: 9 } as const;

function groupSize(op: Operation, index: number): number {
  return segmentSizes(op.getAttr("operandSegmentSizes"))[index] ?? 0;
}

function deviceTypeNames(attr: Attribute | undefined): string[] {
  return elementsOf(attr).map((e) => (e instanceof OpaqueAttr ? e.data : ""));
}

/** MLIR's checkDeviceTypes: false on a duplicate (or an element that is no device type). */
function distinctDeviceTypes(attr: Attribute | undefined): boolean {
  const elements = elementsOf(attr);
  const names = deviceTypeNames(attr);
  return elements.every((e) => e instanceof OpaqueAttr) && new Set(names).size === names.length;
}

function countMatch(op: Operation, group: number, deviceTypes: Attribute | undefined, keyword: string): void {
  const operands = groupSize(op, group);
  if (operands > 0 && elementsOf(deviceTypes).length !== operands) throw op.emitOpError(`${keyword} operands count must match ${keyword} device_type count`);
}

function segmentCountMatch(op: Operation, group: number, segments: Attribute | undefined, deviceTypes: Attribute | undefined, keyword: string): void {
  if (segments === undefined) return;
  const sizes = segmentSizes(segments);
  if (sizes.reduce((a, b) => a + b, 0) !== groupSize(op, group)) throw op.emitOpError(`${keyword} operand count does not match count in segments`);
  if (elementsOf(deviceTypes).length !== sizes.length) throw op.emitOpError(`${keyword} segment count does not match device_type count`);
}

/** The device types a loop's gang/worker/vector clause applies to (keyword alone or with values). */
function parallelismDeviceTypes(op: Operation): Set<string> {
  return new Set([
    ...deviceTypeNames(op.getAttr("gang")),
    ...deviceTypeNames(op.getAttr("gangOperandsDeviceType")),
    ...deviceTypeNames(op.getAttr("worker")),
    ...deviceTypeNames(op.getAttr("workerNumOperandsDeviceType")),
    ...deviceTypeNames(op.getAttr("vector")),
    ...deviceTypeNames(op.getAttr("vectorOperandsDeviceType")),
  ]);
}

function symbolCount(op: Operation, attrName: string, group: number, symbolName: string, operandName: string): void {
  const symbols = op.getAttr(attrName);
  if (groupSize(op, group) > 0) {
    if (elementsOf(symbols).length !== groupSize(op, group)) throw op.emitOpError(`expected as many ${symbolName} symbol reference as ${operandName} operands`);
  } else if (symbols !== undefined) {
    throw op.emitOpError(`unexpected ${symbolName} symbol reference`);
  }
}

export function verifyLoop(op: Operation): void {
  const collapse = op.getAttr("collapse");
  const collapseDeviceType = op.getAttr("collapseDeviceType");
  if (collapse !== undefined && collapseDeviceType === undefined) throw op.emitOpError("collapse device_type attr must be define when collapse attr is present");
  if (collapse !== undefined && collapseDeviceType !== undefined && elementsOf(collapse).length !== elementsOf(collapseDeviceType).length) {
    throw op.emitOpError("collapse attribute count must match collapse device_type count");
  }
  if (!distinctDeviceTypes(collapseDeviceType)) throw op.emitOpError("duplicate device_type found in collapseDeviceType attribute");

  if (groupSize(op, GROUP.gang) > 0) {
    const argTypes = op.getAttr("gangOperandsArgType");
    if (argTypes === undefined) throw op.emitOpError("gangOperandsArgType attribute must be defined when gang operands are present");
    if (elementsOf(argTypes).length !== groupSize(op, GROUP.gang)) throw op.emitOpError("gangOperandsArgType attribute count must match gangOperands count");
  }
  if (!distinctDeviceTypes(op.getAttr("gang"))) throw op.emitOpError("duplicate device_type found in gang attribute");
  segmentCountMatch(op, GROUP.gang, op.getAttr("gangOperandsSegments"), op.getAttr("gangOperandsDeviceType"), "gang");

  if (!distinctDeviceTypes(op.getAttr("worker"))) throw op.emitOpError("duplicate device_type found in worker attribute");
  if (!distinctDeviceTypes(op.getAttr("workerNumOperandsDeviceType"))) throw op.emitOpError("duplicate device_type found in workerNumOperandsDeviceType attribute");
  countMatch(op, GROUP.worker, op.getAttr("workerNumOperandsDeviceType"), "worker");

  if (!distinctDeviceTypes(op.getAttr("vector"))) throw op.emitOpError("duplicate device_type found in vector attribute");
  if (!distinctDeviceTypes(op.getAttr("vectorOperandsDeviceType"))) throw op.emitOpError("duplicate device_type found in vectorOperandsDeviceType attribute");
  countMatch(op, GROUP.vector, op.getAttr("vectorOperandsDeviceType"), "vector");

  segmentCountMatch(op, GROUP.tile, op.getAttr("tileOperandsSegments"), op.getAttr("tileOperandsDeviceType"), "tile");

  const seen = new Set<string>();
  for (const name of ["auto_", "independent", "seq"]) {
    for (const deviceType of deviceTypeNames(op.getAttr(name))) {
      if (seen.has(deviceType)) throw op.emitError('only one of "auto", "independent", "seq" can be present at the same time');
      seen.add(deviceType);
    }
  }

  const parallel = parallelismDeviceTypes(op);
  if (deviceTypeNames(op.getAttr("seq")).some((d) => parallel.has(d))) throw op.emitError("gang, worker or vector cannot appear with the seq attr");

  symbolCount(op, "privatizations", GROUP.private, "privatizations", "private");
  symbolCount(op, "reductionRecipes", GROUP.reduction, "reductions", "reduction");

  if (op.getRegion(0).empty()) throw op.emitError("expected non-empty body.");
}
