import { describe, expect, it } from "vitest";
import { parseOptOptions, UsageError } from "../../src/cli/opt-options.js";
import { runOpt } from "./run-opt.js";

describe("tsmlir-opt options", () => {
  it("accepts mlir-opt's spellings", () => {
    const o = parseOptOptions(["-mlir-print-op-generic", "--allow-unregistered-dialect", "-o=out.mlir", "--mlir-disable-threading", "in.mlir"]);
    expect(o.printGeneric).toBe(true);
    expect(o.allowUnregisteredDialect).toBe(true);
    expect(o.output).toBe("out.mlir");
    expect(o.input).toBe("in.mlir");
    expect(parseOptOptions(["-o", "x", "--emit-bytecode-version=5"]).emitBytecodeVersion).toBe(5);
  });

  it("parses --mlir-elide-elementsattrs-if-larger as LLVM parses an unsigned option", () => {
    const limit = (value: string): number | undefined => parseOptOptions([`--mlir-elide-elementsattrs-if-larger=${value}`]).elideElementsAttrsLargerThan;
    expect(limit("16")).toBe(16);
    expect(limit("0x10")).toBe(16);
    expect(limit("010")).toBe(8);
    expect(limit("0b11")).toBe(3);
    expect(limit("0")).toBe(0);
    expect(limit("4294967295")).toBe(4294967295);
    expect(parseOptOptions(["--mlir-elide-elementsattrs-if-larger", "5"]).elideElementsAttrsLargerThan).toBe(5);
    expect(parseOptOptions([]).elideElementsAttrsLargerThan).toBeUndefined();
    for (const bad of ["4294967296", "+3", " 3", "", "-1", "0x", "09", "abc"]) {
      expect(() => limit(bad)).toThrow(`for the --mlir-elide-elementsattrs-if-larger option: '${bad}' value invalid for uint argument!`);
    }
  });

  it("rejects unknown flags, including Object.prototype names", () => {
    for (const flag of ["--nope", "--__proto__", "--constructor", "--toString"]) {
      expect(() => parseOptOptions([flag])).toThrow(UsageError);
    }
    expect(() => parseOptOptions(["a.mlir", "b.mlir"])).toThrow(UsageError);
  });

  it("reports usage errors, missing files and --help with mlir-opt's exit codes", async () => {
    expect((await runOpt(["--bogus"])).code).toBe(1);
    const missing = await runOpt(["/nonexistent/file.mlir"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("cannot open input file '/nonexistent/file.mlir': No such file or directory\n");
    const help = await runOpt(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--mlir-print-op-generic");
  });
});
