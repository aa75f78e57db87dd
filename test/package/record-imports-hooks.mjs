// The hooks of record-imports.mjs (run on Node's loader thread).
import { appendFileSync } from "node:fs";

let log = "";

export function initialize(data) {
  log = data.log;
}

export async function load(url, context, nextLoad) {
  appendFileSync(log, `${url}\n`);
  return nextLoad(url, context);
}
