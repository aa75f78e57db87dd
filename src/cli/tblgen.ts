import { writeSync } from "node:fs";

export async function main(_args: readonly string[]): Promise<number> {
  writeSync(2, "tsmlir-tblgen: not implemented yet\n");
  return 1;
}
