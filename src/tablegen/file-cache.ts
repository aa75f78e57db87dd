// The files of a long-lived TableGen process (a `--batch`, the library runner), read once
// while they stay unchanged: the jobs of a build read the same includes over and over,
// and each use of an include checkpoint compares every file it read with what is on disk
// now. A file is read again when its device, inode, size, modification or change time
// differ from when it was read (a build tool's notion of "changed"), so a file an
// earlier job wrote is seen by the later ones.
import { readFileSync, statSync } from "node:fs";
import type { FileSystem } from "./preprocess.js";
import { pathFromBytes, type SourceEncoding, sourceText } from "./source-text.js";

interface CachedFile {
  readonly signature: string;
  readonly encoding: SourceEncoding;
  readonly text: string;
}

export class FileCache implements FileSystem {
  private readonly files = new Map<string, CachedFile>();

  readFile(path: string): Uint8Array | undefined {
    try {
      return readFileSync(path);
    } catch {
      return undefined;
    }
  }

  readText(path: string, encoding: SourceEncoding): string | undefined {
    const onDisk = encoding === "bytes" ? pathFromBytes(path) : path;
    const stat = statSync(onDisk, { bigint: true, throwIfNoEntry: false });
    if (stat === undefined) return undefined;
    // Devices, pipes and directories are read (or fail) as they are, every time.
    if (!stat.isFile()) return this.readUncached(onDisk, encoding);
    const signature = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
    const cached = this.files.get(path);
    if (cached !== undefined && cached.signature === signature && cached.encoding === encoding) return cached.text;
    const text = this.readUncached(onDisk, encoding);
    if (text === undefined) this.files.delete(path);
    else this.files.set(path, { signature, encoding, text });
    return text;
  }

  private readUncached(path: string | Buffer, encoding: SourceEncoding): string | undefined {
    try {
      return sourceText(readFileSync(path), encoding);
    } catch {
      return undefined;
    }
  }
}
