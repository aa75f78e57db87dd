// The generated files of examples/ (and of the consumer fixture test/package/consumer/,
// whose geo.ts lets `tsc -p .` check geo-program.ts against the sources; the consumer
// test generates its own in the temporary project) that `npm run generate` writes (and
// `--check` checks): each is one tsmlir-tblgen action on one .td file, with the flags a
// user would pass.
// examples/toy/ imports the package as a user's project does (`tsmlir`, which the
// `tsmlir-source` condition maps to src/ inside this repository), so its generated modules
// use the default runtime module: the checked-in files are byte for byte what
// `npx tsmlir-tblgen <action> <td> -o <output>` writes in a project.
export interface ExampleFile {
  /** The tsmlir-tblgen action (flag without dashes). */
  readonly action: "gen-ts-dialect" | "gen-ts-bytecode" | "gen-ts-passes" | "gen-ts-rewriters" | "gen-dialect-doc";
  /** The `.td` file, relative to the repository root. */
  readonly tdFile: string;
  /** `-name=value` flags besides the action. */
  readonly flags: readonly (readonly [name: string, value: string])[];
  /** The output, relative to the repository root. */
  readonly output: string;
}

export const EXAMPLE_FILES: readonly ExampleFile[] = [
  { action: "gen-ts-dialect", tdFile: "examples/toy/Toy.td", flags: [], output: "examples/toy/toy.ts" },
  { action: "gen-dialect-doc", tdFile: "examples/toy/Toy.td", flags: [], output: "examples/toy/Toy.md" },
  { action: "gen-ts-passes", tdFile: "examples/toy/ToyPasses.td", flags: [["name", "Toy"]], output: "examples/toy/toy-passes.ts" },
  { action: "gen-ts-rewriters", tdFile: "examples/toy/ToyCombine.td", flags: [["I", "examples/toy"], ["native-module", "./toy-combine-native.js"]], output: "examples/toy/toy-combine.ts" },
  { action: "gen-ts-dialect", tdFile: "test/package/consumer/geo.td", flags: [], output: "test/package/consumer/geo.ts" },
  {
    action: "gen-ts-bytecode",
    tdFile: "test/package/consumer/geo-bytecode.td",
    flags: [
      ["bytecode-dialect", "Geo"],
      ["import-dialect", "geo=./geo.js"],
    ],
    output: "test/package/consumer/geo-bytecode.ts",
  },
];

/** The command line that writes `file` (as the user types it, relative to the repository root). */
export function exampleCommand(file: ExampleFile): string {
  return ["npx tsmlir-tblgen", `--${file.action}`, ...file.flags.map(([name, value]) => `-${name}=${value}`), file.tdFile, "-o", file.output].join(" ");
}
