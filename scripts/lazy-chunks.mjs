// Splits a warm start's bundle into a core, saved in the startup snapshot, and lazy chunks
// loaded from dist/snapshot/<tool>-chunks/ on first use (src/cli/chunk-loader.ts).
//
// Why: every megabyte of the snapshot's heap costs every run several milliseconds to
// deserialize, and a module's source text is part of that heap whether or not the run
// needs the module. The custom syntax of the upstream dialects is most of tsmlir-opt's
// bundle and a small run uses none of it, so it is kept out of the heap until a context
// first meets one of those namespaces.
//
// What is lazy: every module the code imports with `import()`, and every module a boundary
// module imports (the `lazyBoundaries` of a tool), becomes the entry of its own chunk, and
// its importers in the core see a stand-in whose exports load the chunk when first read. A
// chunk holds its entry and the modules only it reaches; the modules the core holds are
// imports the chunk takes from the core at run time (by path, through the loader's table),
// so every module exists once. A module two chunks would share becomes a chunk of its own
// (kept out of the core), and a chunk takes another chunk's entry from the loader
// (`chunk:<name>`) as a stand-in too: a chunk is loaded when one of its exports is first
// read, not with every chunk that imports it (so loading one dialect does not load every
// module a shared hub, a barrel say, imports).
import { build } from "esbuild";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Script } from "node:vm";
import { join, relative } from "node:path";

const LOADER = "tsmlir-chunk-loader";
const CORE_PREFIX = "core:";
const CHUNK_PREFIX = "chunk:";

/** The path esbuild's metafile uses for a file, relative to the package root. */
function key(root, path) {
  return relative(root, path).split("\\").join("/");
}

/**
 * Bundles the core of `entry`: lazy modules replaced by stand-ins, `exposed` modules given
 * to chunks through the loader's table. Returns esbuild's metafile.
 */
async function buildCore({ root, entry, outfile, lazy, exposed, options, chunkNames }) {
  const plugin = {
    name: "tsmlir-lazy-core",
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${LOADER}$`) }, () => ({ path: LOADER, namespace: LOADER }));
      b.onLoad({ filter: /.*/, namespace: LOADER }, () => {
        const table = exposed.map((k) => `    ${JSON.stringify(CORE_PREFIX + k)}: require(${JSON.stringify(join(root, k))}),`);
        return {
          resolveDir: root,
          loader: "js",
          contents: [
            `const { ChunkLoader } = require(${JSON.stringify(join(root, "dist/src/cli/chunk-loader.js"))});`,
            // The table is built on the first chunk load, when every core module has been evaluated.
            `module.exports = new ChunkLoader(${JSON.stringify(chunkNames.directory)}, () => ({`,
            ...table,
            `}), require, __dirname, ${JSON.stringify(Object.fromEntries([...lazy].filter(([, names]) => names !== undefined).map(([k, names]) => [chunkNames.of(k), names])))});`,
          ].join("\n"),
        };
      });
      // A lazy module resolves to its stand-in, in a namespace of its own: as a file of
      // this package ("type": "module") esbuild would take the stand-in for an ES module.
      b.onResolve({ filter: /\.js$/ }, async (args) => {
        if (args.pluginData === "resolving" || args.namespace === "tsmlir-lazy") return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: "resolving" });
        if (resolved.errors.length > 0) return undefined;
        const k = key(root, resolved.path);
        return lazy.has(k) ? { path: k, namespace: "tsmlir-lazy" } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: "tsmlir-lazy" }, (args) => {
        const exports = lazy.get(args.path);
        // A chunk whose export names are not known (see buildChunk) is loaded with the core.
        if (exports === undefined) return { contents: `module.exports = require(${JSON.stringify(LOADER)}).load(${JSON.stringify(chunkNames.of(args.path))});`, loader: "js", resolveDir: root };
        // The stand-in: the loader's, whose exports load the chunk when first read.
        return { contents: `module.exports = require(${JSON.stringify(LOADER)}).standIn(${JSON.stringify(chunkNames.of(args.path))});`, loader: "js", resolveDir: root };
      });
    },
  };
  // The loader is reached from the entry through a wrapper.
  const wrapper = {
    name: "tsmlir-lazy-entry",
    setup(b) {
      b.onResolve({ filter: /^tsmlir-core-entry$/ }, () => ({ path: "entry", namespace: "tsmlir-core-entry" }));
      b.onLoad({ filter: /.*/, namespace: "tsmlir-core-entry" }, () => ({
        resolveDir: root,
        loader: "js",
        // The loader first (its table is not built yet), then the tool's entry as it was.
        contents: `require(${JSON.stringify(LOADER)});\nrequire(${JSON.stringify(entry)});\n`,
      }));
    },
  };
  const result = await build({ ...options, entryPoints: ["tsmlir-core-entry"], outfile, metafile: true, plugins: [...(options.plugins ?? []), wrapper, plugin] });
  return result.metafile;
}

/**
 * Bundles one chunk (`entry`), its imports of `core` modules left to the loader's table and
 * its imports of other chunks' entries (`lazy`) to the loader.
 */
async function buildChunk({ root, entry, outfile, core, lazy, chunkNames, options }) {
  const plugin = {
    name: "tsmlir-lazy-chunk",
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData === "resolving") return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: "resolving" });
        if (resolved.errors.length > 0) return undefined;
        if (resolved.path === entry) return undefined;
        const k = key(root, resolved.path);
        if (core.has(k)) return { path: CORE_PREFIX + k, external: true };
        if (lazy.has(k)) return { path: CHUNK_PREFIX + chunkNames.of(k), external: true };
        return undefined;
      });
    },
  };
  const result = await build({ ...options, entryPoints: [entry], outfile, metafile: true, plugins: [...(options.plugins ?? []), plugin] });
  const output = Object.values(result.metafile.outputs)[0];
  // esbuild lists an entry's exports for ES module output only.
  const esm = await build({ ...options, format: "esm", entryPoints: [entry], outfile, write: false, metafile: true, plugins: [...(options.plugins ?? []), plugin] });
  return {
    inputs: Object.keys(output.inputs).filter((k) => !k.startsWith(CORE_PREFIX) && !k.startsWith(CHUNK_PREFIX)),
    // Names another chunk re-exports whole (`export *` of a module left external) are not
    // listed: such a chunk's names are not known, and chunks importing it load it at once.
    exports: esm.outputFiles.some((f) => /export\s*\*\s*from/.test(f.text)) ? undefined : Object.values(esm.metafile.outputs)[0].exports,
    imports: output.imports.filter((i) => i.external && i.path.startsWith(CORE_PREFIX)).map((i) => i.path.slice(CORE_PREFIX.length)),
  };
}

/**
 * esbuild's `__reExport` (`export * from` a module outside the bundle: the core's, from a
 * chunk) copies every name with a getter, closure and scope of its own. In its place: the
 * target's prototype becomes a proxy that looks a name up in the re-exported modules and,
 * found, defines it on the target as a getter (so each name a run uses costs one getter,
 * made when first read). A target re-exported in turn is linked the same way, never
 * enumerated.
 */
const REEXPORT_BY_PROTOTYPE = `(t,m,s)=>{for(const o of s&&s!==t?[t,s]:[t]){const y=Symbol.for("tsmlir.reexported");let l=o[y];if(l===void 0){l=[];Object.defineProperty(o,y,{value:l});const p=Object.getPrototypeOf(o);Object.setPrototypeOf(o,new Proxy(p??{},{get:(b,k,r)=>{if(typeof k=="string"&&k!=="default")for(const x of l)if(k in x){Object.hasOwn(o,k)||Object.defineProperty(o,k,{get:()=>x[k],enumerable:!0});return x[k]}return Reflect.get(b,k,r)},has:(b,k)=>typeof k=="string"&&k!=="default"&&l.some(x=>k in x)||k in b}))}l.push(m)}}`;

/**
 * esbuild's views of an ES module across CommonJS are copies of its namespace with one
 * getter, closure and scope per export: `__toCommonJS` (what a chunk's `module.exports`
 * is, and what the core's `require` of a module it exposes returns) and `__toESM` (what
 * `import * as` of a chunk or of such a module gets). Thousands of them end up in the
 * startup snapshot, which every run deserializes; the namespace itself (already getters
 * over the live bindings) serves as well. Rewrites the minified helpers: `__toCommonJS`
 * marks the namespace (`__esModule`) and returns it, `__toESM` returns a marked module as
 * it is, also where esbuild follows Node's interop (whose `default` would be the module
 * itself: the bundles' modules are tsmlir's own ES modules, whose namespaces are used
 * through their named exports). Others, Node's built-in modules, are still copied. Text
 * without the helpers is left as it is.
 */
function namespacesUncopied(text) {
  return text
    .replace(/([\w$]+)=\(([\w$]+),([\w$]+),([\w$]+)\)=>\(([\w$]+)\(\2,\3,"default"\),\4&&\5\(\4,\3,"default"\)\)/, (_, helper) => `${helper}=${REEXPORT_BY_PROTOTYPE}`)
    .replace(/([\w$]+)=([\w$]+)=>([\w$]+)\(([\w$]+)\(\{\},"__esModule",\{value:!0\}\),\2\)/, (_, helper, module, _copy, define) => `${helper}=${module}=>${define}(${module},"__esModule",{value:!0})`)
    .replace(/([\w$]+)=\(([\w$]+),([\w$]+),([\w$]+)\)=>\(\4=\2!=null\?/, (_, helper, module, nodeMode, target) => `${helper}=(${module},${nodeMode},${target})=>${module}&&${module}.__esModule?${module}:(${target}=${module}!=null?`);
}

/**
 * Makes a chunk the function expression src/cli/chunk-loader.ts compiles, as Node wraps a
 * CommonJS module, and saves V8's code cache for it beside it (`.cache`; this Node's, which
 * the loader's compile takes or, made by another V8, rejects). The function is in
 * parentheses, so V8 compiles its body (the chunk's module code) with the script, and the
 * cache holds it.
 */
function wrapChunk(file) {
  const source = `(function (exports, require, module) {${namespacesUncopied(readFileSync(file, "latin1"))}\n})`;
  writeFileSync(file, source, "latin1");
  writeFileSync(`${file}.cache`, new Script(source, { filename: file }).createCachedData());
}

/** The modules a boundary module imports, from a metafile. */
function importsOf(metafile, boundary) {
  const input = metafile.inputs[boundary];
  if (input === undefined) throw new Error(`lazy boundary ${boundary} is not in the bundle`);
  return input.imports.filter((i) => i.kind === "import-statement" && !i.external).map((i) => i.path);
}

/**
 * Builds `entry` (relative to `root`) as a core bundle `outfile` and lazy chunks in
 * `chunkDirectory`; returns the names of the chunks. `options`: esbuild's options shared
 * by all bundles (platform, format, minify, plugins...).
 */
export async function buildSplit({ root, entry, outfile, chunkDirectory, lazyBoundaries, options }) {
  const absoluteEntry = join(root, entry);
  const chunkNames = {
    directory: relative(root, chunkDirectory),
    of: (k) => k.replace(/^dist\//, "").replace(/\.js$/, "").replace(/[^A-Za-z0-9]+/g, "-"),
  };
  // The whole bundle once, to find what the boundaries import.
  const whole = await build({ ...options, entryPoints: [absoluteEntry], outfile, metafile: true });
  // A module the code imports with `import()` is loaded when the run gets there: a chunk too.
  const dynamic = Object.values(whole.metafile.inputs).flatMap((input) => input.imports.filter((i) => i.kind === "dynamic-import" && !i.external).map((i) => i.path));
  const lazyEntries = new Set([...lazyBoundaries.flatMap((b) => importsOf(whole.metafile, b)), ...dynamic].filter((k) => k !== entry));
  const stand = new Map([...lazyEntries].map((k) => [k, []]));
  const coreMeta = await buildCore({ root, entry: absoluteEntry, outfile, lazy: stand, exposed: [], options, chunkNames });
  const core = new Set(Object.keys(coreMeta.inputs));
  mkdirSync(chunkDirectory, { recursive: true });
  const chunks = new Map();
  // Chunks are built until no module is in two of them: each shared module becomes a chunk
  // of its own, and the chunks that held it are built again without it.
  let pending = new Set(lazyEntries);
  while (pending.size > 0) {
    for (const k of pending) {
      chunks.set(k, await buildChunk({ root, entry: join(root, k), outfile: join(chunkDirectory, `${chunkNames.of(k)}.js`), core, lazy: lazyEntries, chunkNames, options }));
    }
    const seen = new Map();
    const shared = new Set();
    for (const [k, chunk] of chunks) {
      for (const input of chunk.inputs) {
        if (input === k) continue;
        const other = seen.get(input);
        if (other !== undefined && other !== k) shared.add(input);
        seen.set(input, k);
      }
    }
    pending = new Set(shared);
    for (const k of shared) lazyEntries.add(k);
    for (const [k, chunk] of chunks) if (chunk.inputs.some((input) => input !== k && shared.has(input))) pending.add(k);
  }
  const exposed = [...new Set([...chunks.values()].flatMap((c) => c.imports))].sort();
  const lazy = new Map([...chunks].map(([k, c]) => [k, c.exports]));
  const finalMeta = await buildCore({ root, entry: absoluteEntry, outfile, lazy, exposed, options, chunkNames });
  const finalCore = new Set(Object.keys(finalMeta.inputs));
  // For looking into what the core holds (esbuild's metafile), on request.
  if (process.env["TSMLIR_BUNDLE_METAFILE"] !== undefined) writeFileSync(process.env["TSMLIR_BUNDLE_METAFILE"], JSON.stringify(finalMeta));
  for (const [k, chunk] of chunks) {
    for (const input of chunk.inputs) {
      if (finalCore.has(input)) throw new Error(`lazy chunks: ${input} is both in the core and in the chunk of ${k}`);
    }
  }
  writeFileSync(outfile, namespacesUncopied(readFileSync(outfile, "latin1")), "latin1");
  for (const k of chunks.keys()) wrapChunk(join(chunkDirectory, `${chunkNames.of(k)}.js`));
  return [...chunks.keys()].map((k) => chunkNames.of(k));
}
