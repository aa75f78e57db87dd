// Deep and huge TableGen inputs, generated on the fly (shared by the depth tests, the
// fuzzer and the benchmarks).

export type DeepKind = "ifdef" | "add" | "let" | "letchain" | "if" | "dag" | "foreach";

/** An input nesting `depth` levels of one construct; every kind evaluates to a few records. */
export function deepInput(kind: DeepKind, depth: number): string {
  switch (kind) {
    case "ifdef":
      return `#define X\n${"#ifdef X\n".repeat(depth)}def A;\n${"#endif\n".repeat(depth)}`;
    case "add":
      return `def A { int a = ${"!add(1, ".repeat(depth)}1${")".repeat(depth)}; }\n`;
    case "let": {
      const lets: string[] = [];
      for (let i = 0; i < depth; i++) lets.push(`let a = ${i} in {\n`);
      return `class C { int a = 0; }\n${lets.join("")}def D : C;\n${"}\n".repeat(depth)}`;
    }
    case "letchain":
      return `class C { int a = 0; }\n${"let a = 1 in ".repeat(depth)}def D : C;\n`;
    case "if":
      return `${"if 1 then {\n".repeat(depth)}def D;\n${"}\n".repeat(depth)}`;
    case "dag":
      return `def A { dag a = ${"(A ".repeat(depth)}${")".repeat(depth)}; }\n`;
    case "foreach": {
      const loops: string[] = [];
      for (let i = 0; i < depth; i++) loops.push(`foreach i${i} = [1] in {\n`);
      return `${loops.join("")}def D;\n${"}\n".repeat(depth)}`;
    }
  }
}

/** A file with a description of `lines` lines among ordinary records. */
export function largeDescription(lines: number): string {
  const out: string[] = ['class Op<string name> { string opName = name; string description = ""; list<int> l = []; }\n'];
  for (let i = 0; i < 200; i++) out.push(`def Before${i} : Op<"b${i}"> { let l = [1, 2, 3]; }\n`);
  out.push("def Big : Op<\"big\"> {\n  let description = [{\n");
  for (let i = 0; i < lines; i++) out.push(`    Line ${i} of the description, with \`code\` and [links](#here) and some words.\n`);
  out.push("  }];\n}\n");
  for (let i = 0; i < 200; i++) out.push(`def After${i} : Op<"a${i}">;\n`);
  return out.join("");
}

/** `count` defs of one class. */
export function manyDefs(count: number): string {
  const out: string[] = ['class Base<int v> { int value = v; string name = NAME; bits<8> b = v; list<string> tags = ["x", NAME]; }\n'];
  for (let i = 0; i < count; i++) out.push(`def D${i} : Base<${i % 256}>;\n`);
  return out.join("");
}
