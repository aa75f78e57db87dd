// Syntax tree of the declarative assembly format language, as produced by
// grammar/assembly-format.peggy. Offsets are 0-based positions in the format string.

export interface FormatNodeBase {
  readonly offset: number;
  /** Offset of a trailing `^` (anchor of the enclosing optional group), when present. */
  readonly anchor?: number;
}

/** `` `text` `` — a keyword, punctuation, or whitespace (` `, ``, `\n`). */
export interface LiteralNode extends FormatNodeBase {
  readonly kind: "literal";
  readonly value: string;
}

/** `"text"` — a code string, only valid as a `custom` directive argument. */
export interface StringNode extends FormatNodeBase {
  readonly kind: "string";
  readonly value: string;
}

/** `$name` */
export interface VariableNode extends FormatNodeBase {
  readonly kind: "variable";
  readonly name: string;
}

export interface ArgumentSeparator {
  readonly ch: "," | "|";
  readonly offset: number;
}

export interface ArgumentItem {
  readonly sep?: ArgumentSeparator;
  readonly element?: FormatNode;
}

export interface ArgumentList {
  readonly items: readonly ArgumentItem[];
  readonly closed: boolean;
  readonly offset: number;
  /** Where the closing `)` is (or where the argument list stops). */
  readonly closeOffset: number;
}

export type DirectiveName =
  | "attr-dict"
  | "attr-dict-with-keyword"
  | "prop-dict"
  | "custom"
  | "functional-type"
  | "oilist"
  | "operands"
  | "params"
  | "qualified"
  | "ref"
  | "regions"
  | "results"
  | "struct"
  | "successors"
  | "type";

export interface DirectiveNode extends FormatNodeBase {
  readonly kind: "directive";
  readonly name: DirectiveName;
  /** `custom<Name>`: the name (absent when missing) and whether `>` followed. */
  readonly customName?: string;
  readonly customClosed?: boolean;
  readonly hasAngle?: boolean;
  readonly args?: ArgumentList;
}

/** `( then... ) : ( else... ) ?` */
export interface OptionalNode extends FormatNodeBase {
  readonly kind: "optional";
  readonly then: readonly FormatNode[];
  readonly else?: readonly FormatNode[];
  readonly hasQuestion: boolean;
  /** Where the `?` is (or should be). */
  readonly questionOffset: number;
}

export type FormatNode = LiteralNode | StringNode | VariableNode | DirectiveNode | OptionalNode;
