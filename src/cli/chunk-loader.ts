// Loads the lazy chunks of a warm start's bundle (scripts/lazy-chunks.mjs splits them off):
// the modules a small run does not need are kept out of the startup snapshot, whose every
// megabyte each run pays to deserialize, and read from dist/snapshot/<tool>-chunks/ when
// first used. A chunk is a CommonJS script; what it imports from the bundle's core it
// asks for by path (`core:dist/src/ir/index.js`), and gets the core's own module, so each
// module exists once; what it imports from another chunk it asks for by name
// (`chunk:generated-arith`), loaded then. Where the build saved a V8 code cache beside a chunk (made by this
// same Node), compiling it takes that cache.
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { Script as VmScript } from "node:vm";

type Exports = Record<string, unknown>;
type ChunkFunction = (exports: Exports, require: (specifier: string) => unknown, module: { exports: Exports }) => void;

/** The environment variable naming the package root (set by the bin/ launchers). */
const PACKAGE_ROOT = "TSMLIR_PACKAGE_ROOT";

export class ChunkLoader {
  /** The chunks loaded, as their module objects: a chunk replaces its `module.exports` as it starts, and a chunk that imports one still starting (an import cycle) gets the replacement. */
  private readonly loaded = new Map<string, { exports: Exports }>();
  private modules: Record<string, unknown> | undefined;
  /** The stand-ins the core and the chunks get for chunks (see `standIn`). */
  private readonly standIns = new Map<string, Exports>();

  constructor(
    /** The chunks' directory, relative to the package root. */
    private readonly directory: string,
    /** The core's modules chunks import, by `core:` path (built on first use, once every core module is evaluated). */
    private readonly table: () => Record<string, unknown>,
    /** The bundle's own require, for Node's built-in modules. */
    private readonly nodeRequire: (specifier: string) => unknown,
    /** The bundle's directory when it was evaluated (for a snapshot: where it was built). */
    private readonly bundleDirectory: string,
    /** Each chunk's export names, by chunk name. */
    private readonly exportNames: Readonly<Record<string, readonly string[]>> = {},
  ) {}

  /** Where the chunks are: under the package root the launcher names, else beside the bundle. */
  private chunkDirectory(): string {
    const root = process.env[PACKAGE_ROOT];
    if (root !== undefined) return join(root, this.directory);
    return join(this.bundleDirectory, basename(this.directory));
  }

  /** The exports of chunk `name`, loaded on the first call. */
  load(name: string): Exports {
    const known = this.loaded.get(name);
    if (known !== undefined) return known.exports;
    const file = join(this.chunkDirectory(), `${name}.js`);
    if (!existsSync(file)) throw new Error(`tsmlir's build is incomplete: the lazy chunk ${file} is missing (run npm run build)`);
    const run = this.compile(file);
    const module = { exports: {} as Exports };
    this.loaded.set(name, module);
    try {
      run(module.exports, (specifier) => this.require(specifier), module);
    } catch (error) {
      // As Node's require: a module that failed to start is not kept half made.
      this.loaded.delete(name);
      throw error;
    }
    return module.exports;
  }

  /** The chunk's function: the chunk is a function expression, `(function (exports, require, module) {...})`. */
  private compile(file: string): ChunkFunction {
    const source = readFileSync(file, "latin1");
    // A chunk loaded while the startup snapshot is built (one every run needs) is
    // compiled without node:vm, which Node does not support in snapshot builders.
    const v8 = this.nodeRequire("node:v8") as typeof import("node:v8");
    if (v8.startupSnapshot.isBuildingSnapshot()) return (0, eval)(`${source}\n//# sourceURL=${file}`) as ChunkFunction;
    const cacheFile = `${file}.cache`;
    const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
    // node:vm is required here, not imported, for the same reason.
    const { Script } = this.nodeRequire("node:vm") as { Script: typeof VmScript };
    const script = new Script(source, { filename: file, ...(cachedData !== undefined ? { cachedData } : {}) });
    return script.runInThisContext() as ChunkFunction;
  }

  private require(specifier: string): unknown {
    if (specifier.startsWith("core:")) {
      this.modules ??= this.table();
      const found = this.modules[specifier];
      if (found === undefined) throw new Error(`tsmlir's lazy chunks and core do not match: ${specifier} is not in the core (run npm run build)`);
      return found;
    }
    if (specifier.startsWith("chunk:")) return this.standIn(specifier.slice("chunk:".length));
    return this.nodeRequire(specifier);
  }

  /**
   * What the core and the chunks get for a chunk they import: an object whose exports load
   * the chunk when first read, so a chunk is loaded only when its code is used. It is one
   * proxy over the export names (not a getter per export: the stand-ins made before the
   * startup snapshot is taken are part of it, which every run deserializes). Without the
   * export names (a build that did not record them), the chunk itself.
   */
  standIn(name: string): Exports {
    const names = this.exportNames[name];
    if (names === undefined) return this.load(name);
    let standIn = this.standIns.get(name);
    if (standIn === undefined) {
      const exported = new Set(names);
      const isExport = (key: string | symbol): key is string => typeof key === "string" && exported.has(key);
      const read = (key: string): unknown => this.load(name)[key];
      standIn = new Proxy<Exports>(
        {},
        {
          get: (_target, key) => (key === "__esModule" ? true : isExport(key) ? read(key) : undefined),
          has: (_target, key) => key === "__esModule" || isExport(key),
          ownKeys: () => [...names],
          getOwnPropertyDescriptor: (_target, key) => (isExport(key) ? { configurable: true, enumerable: true, get: () => read(key) } : undefined),
        },
      );
      this.standIns.set(name, standIn);
    }
    return standIn;
  }
}
