import { writeSync } from "node:fs";

const usage = `OVERVIEW: tsmlir modular optimizer driver

USAGE: tsmlir-opt [options] <input file>

OPTIONS:
  -o <filename>                  Output filename (default: stdout)
  --allow-unregistered-dialect   Allow operations of dialects that are not registered
  --mlir-print-op-generic        Print operations in the generic form
  --mlir-print-debuginfo         Print location information
  --split-input-file             Split the input on '// -----' and process each chunk
  --verify-diagnostics           Check expected-* annotations against emitted diagnostics
  --help                         Show this message
`;

export async function main(args: readonly string[]): Promise<number> {
  writeSync(1, usage);
  return args.includes("--help") || args.length === 0 ? 0 : 1;
}
