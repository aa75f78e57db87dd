// Syntax tree produced by grammar/tablegen.peggy. Positions are 0-based offsets into
// the (preprocessed, offset-preserving) text of the file the node came from.

export type TypeNode =
  | { readonly kind: "bit"; readonly pos: number }
  | { readonly kind: "bits"; readonly pos: number; readonly size: bigint }
  | { readonly kind: "int"; readonly pos: number }
  | { readonly kind: "string"; readonly pos: number }
  | { readonly kind: "code"; readonly pos: number }
  | { readonly kind: "dag"; readonly pos: number }
  | { readonly kind: "list"; readonly pos: number; readonly element: TypeNode }
  | { readonly kind: "class"; readonly pos: number; readonly name: string };

export interface RangePiece {
  readonly pos: number;
  readonly start: ValueNode;
  /** `a...b` or `a-b`; undefined for a single index. */
  readonly end?: ValueNode;
}

export interface TemplateArgNode {
  readonly pos: number;
  readonly value: ValueNode;
  /** `name = value` form. */
  readonly name?: ValueNode;
}

export interface DagArgNode {
  readonly value?: ValueNode;
  readonly name?: string;
  readonly namePos?: number;
}

export interface CondClause {
  readonly condition: ValueNode;
  readonly value: ValueNode;
}

export type ValueNode =
  | { readonly kind: "unset"; readonly pos: number }
  | { readonly kind: "int"; readonly pos: number; readonly value: bigint }
  | { readonly kind: "binary"; readonly pos: number; readonly value: bigint; readonly width: number }
  | { readonly kind: "bool"; readonly pos: number; readonly value: boolean }
  | { readonly kind: "string"; readonly pos: number; readonly value: string }
  | { readonly kind: "code"; readonly pos: number; readonly value: string }
  | { readonly kind: "id"; readonly pos: number; readonly name: string }
  | {
      readonly kind: "classref";
      readonly pos: number;
      readonly name: string;
      readonly args: readonly TemplateArgNode[];
      readonly endPos: number;
    }
  | { readonly kind: "bitlist"; readonly pos: number; readonly items: readonly ValueNode[] }
  | {
      readonly kind: "list";
      readonly pos: number;
      readonly items: readonly ValueNode[];
      readonly elementType?: TypeNode;
    }
  | {
      readonly kind: "dag";
      readonly pos: number;
      readonly operator: ValueNode;
      readonly operatorName?: string;
      readonly args: readonly DagArgNode[];
    }
  | {
      readonly kind: "bang";
      readonly pos: number;
      readonly op: string;
      readonly type?: TypeNode;
      readonly args: readonly ValueNode[];
      readonly argPos: readonly number[];
    }
  | { readonly kind: "cond"; readonly pos: number; readonly clauses: readonly CondClause[] }
  | { readonly kind: "bitslice"; readonly pos: number; readonly base: ValueNode; readonly ranges: readonly RangePiece[] }
  | { readonly kind: "listslice"; readonly pos: number; readonly base: ValueNode; readonly ranges: readonly RangePiece[] }
  | { readonly kind: "field"; readonly pos: number; readonly base: ValueNode; readonly field: string; readonly fieldPos: number }
  | { readonly kind: "paste"; readonly pos: number; readonly left: ValueNode; readonly right?: ValueNode; readonly rightPos: number };

export interface SubClassRefNode {
  readonly pos: number;
  readonly name: string;
  readonly args?: readonly TemplateArgNode[];
  readonly endPos: number;
}

export interface DeclarationNode {
  readonly pos: number;
  readonly isField: boolean;
  readonly type: TypeNode;
  readonly name: string;
  readonly namePos: number;
  readonly value?: ValueNode;
  readonly valuePos?: number;
}

export type BodyItemNode =
  | { readonly kind: "decl"; readonly decl: DeclarationNode }
  | {
      readonly kind: "let";
      readonly pos: number;
      readonly name: string;
      readonly bits?: readonly RangePiece[];
      readonly value: ValueNode;
      readonly valuePos: number;
    }
  | { readonly kind: "defvar"; readonly pos: number; readonly name: string; readonly value: ValueNode }
  | { readonly kind: "assert"; readonly pos: number; readonly condition: ValueNode; readonly message: ValueNode }
  | { readonly kind: "dump"; readonly pos: number; readonly message: ValueNode }
  /** An `include` inside a body: the included file's text is body items (parsed when evaluated). */
  | { readonly kind: "include"; readonly pos: number; readonly path: string; readonly endPos: number };

export interface ObjectBodyNode {
  readonly pos: number;
  readonly parents: readonly SubClassRefNode[];
  readonly items: readonly BodyItemNode[];
}

export interface LetItemNode {
  readonly pos: number;
  readonly name: string;
  readonly bits?: readonly RangePiece[];
  readonly value: ValueNode;
  readonly valuePos: number;
}

export type StatementNode =
  | { readonly kind: "include"; readonly pos: number; readonly path: string; readonly endPos: number }
  | {
      readonly kind: "class";
      readonly pos: number;
      readonly name: string;
      readonly namePos: number;
      readonly templateArgs?: readonly DeclarationNode[];
      readonly body: ObjectBodyNode;
    }
  | { readonly kind: "def"; readonly pos: number; readonly name?: ValueNode; readonly body: ObjectBodyNode }
  | {
      readonly kind: "defm";
      readonly pos: number;
      readonly name?: ValueNode;
      readonly parents: readonly SubClassRefNode[];
      readonly endPos: number;
    }
  | {
      readonly kind: "defset";
      readonly pos: number;
      readonly type: TypeNode;
      readonly name: string;
      readonly namePos: number;
      readonly body: readonly StatementNode[];
    }
  | { readonly kind: "deftype"; readonly pos: number; readonly name: string; readonly type: TypeNode }
  | { readonly kind: "defvar"; readonly pos: number; readonly name: string; readonly value: ValueNode }
  | {
      readonly kind: "foreach";
      readonly pos: number;
      readonly variable: string;
      readonly varPos: number;
      readonly ranges?: readonly RangePiece[];
      readonly list?: ValueNode;
      readonly body: readonly StatementNode[];
    }
  | {
      readonly kind: "if";
      readonly pos: number;
      readonly condition: ValueNode;
      readonly then: readonly StatementNode[];
      readonly else?: readonly StatementNode[];
    }
  | { readonly kind: "let"; readonly pos: number; readonly items: readonly LetItemNode[]; readonly body: readonly StatementNode[] }
  | {
      readonly kind: "multiclass";
      readonly pos: number;
      readonly name: string;
      readonly namePos: number;
      readonly templateArgs?: readonly DeclarationNode[];
      readonly parents: readonly SubClassRefNode[];
      readonly body: readonly StatementNode[];
    }
  | { readonly kind: "assert"; readonly pos: number; readonly condition: ValueNode; readonly message: ValueNode }
  | { readonly kind: "dump"; readonly pos: number; readonly message: ValueNode };

export interface FileNode {
  readonly statements: readonly StatementNode[];
}
