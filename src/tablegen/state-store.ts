// The evaluation-state cache on disk: one-job runs of tsmlir-tblgen (what build systems
// start, one per .td file and action) keep the state after their input's leading includes
// (OpBase.td, the interfaces, the dialect's base file...) under a cache directory, and a
// later run whose leading includes preprocess to exactly the same texts resumes it
// instead of evaluating them. The key is a hash of everything that evaluation depends
// on: each included file's path, its text and its text after preprocessing (so macros
// and -D flags are in it), where each include stands, the build of the tool, the
// source encoding. An entry carries a checksum of its body; an entry that is missing,
// truncated, corrupt or from another format is a miss, and a directory that cannot be
// written is simply not written to: the cache only ever saves time.
//
// Where: TSMLIR_TBLGEN_CACHE (a directory, or `off`), else $XDG_CACHE_HOME/tsmlir/tblgen,
// else ~/.cache/tsmlir/tblgen; the command line's --no-state-cache turns it off. Entries
// live in a subdirectory per build of the tool; the first entry a new build writes
// removes the other builds' subdirectories (no build reads them), so the cache holds
// one build's states: at most one per distinct run of leading includes.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { SourceFile } from "../support/source.js";
import type { PreprocessedFile } from "./preprocess.js";
import type { SourceEncoding } from "./source-text.js";
import { STATE_FORMAT } from "./state-format.js";

const MAGIC = "tsmlir-tblgen evaluation state";
const BUILD_DIRECTORY = /^[0-9a-f]{16}$/;

/** The cache directory the environment asks for; undefined when it turns the cache off or names none. */
export function stateCacheDirectory(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const override = env["TSMLIR_TBLGEN_CACHE"];
  if (override !== undefined) return override === "off" || override === "0" || override === "" ? undefined : override;
  const xdg = env["XDG_CACHE_HOME"];
  if (xdg !== undefined && xdg.startsWith("/")) return join(xdg, "tsmlir", "tblgen");
  let home: string;
  try {
    home = env["HOME"] ?? homedir();
  } catch {
    return undefined;
  }
  return home.length > 0 ? join(home, ".cache", "tsmlir", "tblgen") : undefined;
}

/** A run of leading includes as the cache sees it: its key and the files its records' locations may point into. */
export interface IncludeRun {
  readonly key: string;
  readonly files: readonly SourceFile[];
  /** Whether an include checkpoint (the startup snapshot's, a batch's) serves part of the run. */
  readonly usesCheckpoint: boolean;
}

export class StateStore {
  /** What happened, for tests and timing: entries read, entries written, entries refused (corrupt or stale). */
  hits = 0;
  writes = 0;
  refused = 0;

  constructor(
    readonly directory: string,
    /** Identifies the tool's build (a state written by another build is never read). */
    readonly buildId: string,
  ) {}

  /** The key and files of the first `count` includes of `main`, or undefined when they cannot be cached. */
  describeRun(main: PreprocessedFile, count: number, encoding: SourceEncoding): IncludeRun | undefined {
    const hash = createHash("sha256");
    hash.update(`${MAGIC}\0${STATE_FORMAT}\0${this.buildId}\0${encoding}\0`);
    const files: SourceFile[] = [];
    let ok = true;
    let usesCheckpoint = false;
    const visit = (file: PreprocessedFile): void => {
      if (file.lexicalError !== undefined) ok = false;
      const resumed = file.resume;
      if (resumed !== undefined) {
        usesCheckpoint = true;
        // An include served by a checkpoint: its state is a function of the checkpoint's files and macro answers.
        hash.update(`checkpoint\0${resumed.files.length}\0`);
        for (const f of resumed.files) {
          files.push(f.source);
          hash.update(`${f.source.name}\0${f.includeName}\0${f.source.text.length}\0`);
          hash.update(f.source.text);
        }
        for (const [macro, defined] of [...resumed.macroTests].sort()) hash.update(`${macro}=${defined}\0`);
        return;
      }
      files.push(file.source);
      hash.update(`file\0${file.source.name}\0${file.source.text.length}\0${file.text.length}\0`);
      hash.update(file.source.text);
      hash.update("\0");
      hash.update(file.text);
      hash.update(`\0${file.includes.size}\0`);
      for (const [offset, child] of file.includes) {
        hash.update(`${offset}\0`);
        visit(child);
      }
      hash.update("end\0");
    };
    let i = 0;
    for (const child of main.includes.values()) {
      if (i++ === count) break;
      visit(child);
    }
    return ok ? { key: hash.digest("hex"), files, usesCheckpoint } : undefined;
  }

  /** This build's subdirectory: named by a digest of the build id (BUILD_DIRECTORY's form). */
  private get buildDirectory(): string {
    return join(this.directory, createHash("sha256").update(this.buildId).digest("hex").slice(0, 16));
  }

  private path(key: string): string {
    return join(this.buildDirectory, key.slice(0, 2), `${key.slice(2)}.json`);
  }

  /** Removes other builds' subdirectories (only names of BUILD_DIRECTORY's form: the directory may hold other things). */
  private removeOtherBuilds(): void {
    const own = this.buildDirectory;
    for (const name of readdirSync(this.directory)) {
      const path = join(this.directory, name);
      if (BUILD_DIRECTORY.test(name) && path !== own) rmSync(path, { recursive: true, force: true });
    }
  }

  /** The saved state's text under `key`, or undefined (none, unreadable, corrupt). */
  read(key: string): string | undefined {
    let data: string;
    try {
      data = readFileSync(this.path(key), "utf8");
    } catch {
      return undefined;
    }
    const newline = data.indexOf("\n");
    const [magic, format, storedKey, checksum] = data.slice(0, Math.max(newline, 0)).split("\t");
    const body = data.slice(newline + 1);
    if (newline < 0 || magic !== MAGIC || format !== String(STATE_FORMAT) || storedKey !== key || checksum !== digest(body)) {
      this.refused++;
      return undefined;
    }
    this.hits++;
    return body;
  }

  /** Saves `body` under `key` (written aside and renamed into place, so readers never see half of it); failures are ignored. */
  write(key: string, body: string): void {
    const path = this.path(key);
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      const newBuild = mkdirSync(this.buildDirectory, { recursive: true }) !== undefined;
      if (newBuild) this.removeOtherBuilds();
      mkdirSync(join(this.buildDirectory, key.slice(0, 2)), { recursive: true });
      writeFileSync(temporary, `${MAGIC}\t${STATE_FORMAT}\t${key}\t${digest(body)}\n${body}`);
      renameSync(temporary, path);
      this.writes++;
    } catch {
      // An unwritable cache costs the next run the time it would have saved, nothing more.
      try {
        rmSync(temporary, { force: true });
      } catch {
        // Nothing was left behind, or nothing can be removed there.
      }
    }
  }

  /** A store for the environment's cache directory, or undefined when the cache is off. */
  static fromEnvironment(buildId: string, env: NodeJS.ProcessEnv = process.env): StateStore | undefined {
    const directory = stateCacheDirectory(env);
    return directory === undefined ? undefined : new StateStore(directory, buildId);
  }
}

function digest(body: string): string {
  return createHash("sha1").update(body).digest("hex");
}
