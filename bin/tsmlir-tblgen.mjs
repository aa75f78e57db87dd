#!/usr/bin/env node
// tsmlir-tblgen: the TableGen command line (src/cli/tblgen.ts, compiled by `npm run build`).
import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt("tsmlir-tblgen");
const { run } = await import("../dist/src/cli/launch.js");
await run("tblgen", process.argv.slice(2));
