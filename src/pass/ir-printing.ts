// IR printing around passes (MLIR's IRPrinterInstrumentation, mlir-opt's
// --mlir-print-ir-before/after[-all|-change|-failure], --mlir-print-ir-module-scope):
// `// -----// IR Dump Before Name (argument) //----- //`, the op (or the whole top-level
// op), and a blank line.
import type { Operation } from "../ir/operation.js";
import { getSymbolName } from "../ir/symbol-table.js";
import { printTopLevel } from "../asm/printer.js";
import type { PrintFlags } from "../asm/printer-state.js";
import { PassInstrumentation } from "./instrumentation.js";
import { OpToOpPassAdaptor } from "./op-pass-manager.js";
import type { Pass } from "./pass.js";
import { IdentityNumbering, OperationFingerPrint } from "./fingerprint.js";

export type PassFilter = (pass: Pass, op: Operation) => boolean;

export interface IRPrintingConfig {
  /** Print before the passes it accepts (absent: never). */
  readonly printBefore?: PassFilter;
  /** Print after the passes it accepts (absent: never). */
  readonly printAfter?: PassFilter;
  /** Print the whole top-level op instead of the op the pass ran on. */
  readonly printModuleScope: boolean;
  /** Only print after a pass that changed the IR. */
  readonly printAfterOnlyOnChange: boolean;
  /** Only print after a pass that failed. */
  readonly printAfterOnlyOnFailure: boolean;
  /** The op printing flags (generic form, debug info, local scope...). */
  readonly flags: PrintFlags;
  /** Where the dumps go (mlir-opt: stderr). */
  readonly write: (text: string) => void;
}

/**
 * The op as MLIR's printer shows it: nested ops with local scope; IR that does not verify
 * in the generic form (as AsmPrinter falls back to it).
 */
export function printOperation(op: Operation, flags: PrintFlags): string {
  // printTopLevel falls back to the generic form itself.
  const used: PrintFlags = op.parent !== null ? { ...flags, printLocalScope: true } : flags;
  const chunks = printTopLevel(op, { flags: used });
  return Buffer.concat(chunks.map((c) => Buffer.from(c))).toString("latin1");
}

export class IRPrinterInstrumentation extends PassInstrumentation {
  private readonly beforeFingerPrints = new Map<Pass, OperationFingerPrint>();
  private readonly numbering = new IdentityNumbering();
  constructor(private readonly config: IRPrintingConfig) {
    super();
  }

  private dump(title: string, op: Operation): void {
    const config = this.config;
    let text = `// -----// IR Dump ${title}`;
    if (!config.printModuleScope) {
      text += ` //----- //\n${printOperation(op, config.flags)}`;
    } else {
      const symbol = getSymbolName(op);
      text += ` ('${op.opName}' operation${symbol !== undefined ? `: @${symbol}` : ""}) //----- //\n`;
      let top = op;
      while (top.parentOp !== null) top = top.parentOp;
      text += printOperation(top, config.flags);
    }
    config.write(`${text}\n\n`);
  }

  override runBeforePass(pass: Pass, op: Operation): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    if (this.config.printAfterOnlyOnChange) this.beforeFingerPrints.set(pass, new OperationFingerPrint(op, this.numbering));
    if (this.config.printBefore?.(pass, op) === true) this.dump(`Before ${pass.name} (${pass.argument})`, op);
  }

  override runAfterPass(pass: Pass, op: Operation): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    if (this.config.printAfterOnlyOnFailure) return;
    if (this.config.printAfterOnlyOnChange) {
      const before = this.beforeFingerPrints.get(pass);
      this.beforeFingerPrints.delete(pass);
      if (before !== undefined && before.equals(new OperationFingerPrint(op, this.numbering))) return;
    }
    if (this.config.printAfter?.(pass, op) === true) this.dump(`After ${pass.name} (${pass.argument})`, op);
  }

  override runAfterPassFailed(pass: Pass, op: Operation): void {
    if (pass instanceof OpToOpPassAdaptor) return;
    if (this.config.printAfterOnlyOnChange) this.beforeFingerPrints.delete(pass);
    if (this.config.printAfter?.(pass, op) === true) this.dump(`After ${pass.name} Failed (${pass.argument})`, op);
  }
}
