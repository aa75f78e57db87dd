// SSA and block names as small integer ids: every use of `%v12` would otherwise slice a
// new string and hash it in a Map; here the source span is hashed and compared in place
// (open addressing over ids), so a repeated name costs no allocation, and the scopes
// index plain arrays by id.

export class NameTable {
  /** Distinct names, by id. */
  private readonly names: string[] = [];
  private readonly hashes: number[] = [];
  /** Open-addressed slots holding id + 1 (0: empty); the length is a power of two. */
  private slots = new Int32Array(1024);
  private readonly byString = new Map<string, number>();

  get size(): number {
    return this.names.length;
  }

  name(id: number): string {
    return this.names[id] as string;
  }

  /** The id of text[start, end), added when new. */
  idOfSpan(text: string, start: number, end: number): number {
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    const length = end - start;
    const slots = this.slots;
    const mask = slots.length - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] as number;
      if (entry === 0) return this.add(text.slice(start, end), h, slot);
      const id = entry - 1;
      if (this.hashes[id] !== h) continue;
      const candidate = this.names[id] as string;
      if (candidate.length === length && text.startsWith(candidate, start)) return id;
    }
  }

  /** The id of `name`, added when new (names handed out by `name` hit a Map with the string's cached hash). */
  idOf(name: string): number {
    return this.byString.get(name) ?? this.idOfSpan(name, 0, name.length);
  }

  private add(name: string, hash: number, slot: number): number {
    const id = this.names.length;
    this.names.push(name);
    this.hashes.push(hash);
    this.byString.set(name, id);
    this.slots[slot] = id + 1;
    if (this.names.length * 2 > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.names.length; id++) {
      let slot = (this.hashes[id] as number) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
  }
}
