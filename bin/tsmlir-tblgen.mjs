#!/usr/bin/env node
// Thin launcher: the command line lives in src/cli/tblgen.ts, compiled by `npm run build`.
import { run } from "../dist/src/cli/launch.js";
await run("tblgen", process.argv.slice(2));
