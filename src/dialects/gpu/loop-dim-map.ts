// `#gpu.loop_dim_map<processor = ..., map = ..., bound = ...>` (ParallelLoopDimMappingAttr):
// its three parameters are read as a `struct(params)` reads them, in any order, each once,
// and the body is the canonical text mlir-opt 19 prints, parameters in declaration order.
import { AffineMapAttr } from "../../ir/index.js";
import { AsmParser } from "../../asm/op-asm/index.js";
import { parseAffineMapBody } from "../../asm/attr-type/index.js";
import { printAttributeText } from "../../asm/standalone.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";

/** gpu::Processor's cases, in declaration order. */
const PROCESSORS: readonly string[] = ["block_x", "block_y", "block_z", "thread_x", "thread_y", "thread_z", "sequential"];

const PARAMETERS = ["processor", "map", "bound"] as const;
type Parameter = (typeof PARAMETERS)[number];

/** `first` followed by MLIR's "failed to parse" diagnostic for `parameter`, at `location`. */
function parameterFailure(parser: AsmParser, first: DiagnosticError, parameter: Parameter, location: number): DiagnosticsError {
  const type = parameter === "processor" ? "::mlir::gpu::Processor" : "AffineMap";
  const second = parser.emitError(location, `failed to parse ParallelLoopDimMappingAttr parameter '${parameter}' which is to be a \`${type}\``);
  return new DiagnosticsError([...first.diagnostics, ...second.diagnostics]);
}

function parseProcessor(parser: AsmParser): string {
  try {
    const location = parser.getCurrentLocation();
    const keyword = parser.parseKeywordAny();
    if (!PROCESSORS.includes(keyword)) {
      throw parser.emitError(location, `expected ::mlir::gpu::Processor to be one of: ${PROCESSORS.join(", ")}`);
    }
    return keyword;
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    throw parameterFailure(parser, error, "processor", parser.getCurrentLocation());
  }
}

/** An inline affine map (no alias), printed as the body of `affine_map<...>`. */
function parseMap(parser: AsmParser, parameter: Parameter): string {
  const location = parser.getCurrentLocation();
  try {
    const text = printAttributeText(AffineMapAttr.get(parseAffineMapBody(parser.p)));
    return text.slice("affine_map<".length, -1);
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    // mlir-opt 19 reports the parameter where the map's parse stopped, or one character
    // past the map's start when it stopped there.
    const reached = parser.getCurrentLocation();
    throw parameterFailure(parser, error, parameter, reached === location ? location + 1 : reached);
  }
}

/** The body after the `loop_dim_map` mnemonic: `<processor = p, map = m, bound = b>`. */
export function parseLoopDimMap(parser: AsmParser): string {
  parser.parseLess();
  const values = new Map<Parameter, string>();
  for (let index = 0; index < PARAMETERS.length; index++) {
    const name = parser.parseStructParameterName();
    parser.parseEqual();
    const parameter = PARAMETERS.find((p) => p === name);
    if (parameter === undefined || values.has(parameter)) {
      throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${name}`);
    }
    values.set(parameter, parameter === "processor" ? parseProcessor(parser) : parseMap(parser, parameter));
    if (index !== PARAMETERS.length - 1) parser.parseComma();
  }
  parser.parseGreater();
  return `loop_dim_map<${PARAMETERS.map((p) => `${p} = ${values.get(p) as string}`).join(", ")}>`;
}
