// Loads the handlebars templates of generators/docs/templates once, registers the
// partials and the two helpers the templates need, and renders a view.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { nestHeadings } from "./text.js";

export type TemplateName = "op-doc" | "dialect-doc" | "attr-or-type-def-doc" | "enum-doc" | "pass-doc" | "interface-docs";

const PARTIALS: ReadonlyArray<readonly [string, string]> = [
  ["op", "op.hbs"],
  ["namedConstraint", "named-constraint.hbs"],
  ["attrOrTypeDef", "attr-or-type-def.hbs"],
  ["enum", "enum.hbs"],
  ["constraint", "constraint.hbs"],
];

/** The templates live beside this module in the source tree; the built copy finds them from dist/. */
function templateDir(): string {
  const candidates = [new URL("./templates/", import.meta.url), new URL("../../../generators/docs/templates/", import.meta.url)];
  for (const url of candidates) {
    const path = fileURLToPath(url);
    if (existsSync(path)) return path;
  }
  throw new Error("doc templates not found beside generators/docs");
}

const COMPILE_OPTIONS = { noEscape: true, strict: false, preventIndent: true } as const;

let engine: typeof Handlebars | undefined;
const compiled = new Map<TemplateName, HandlebarsTemplateDelegate>();

function getEngine(dir: string): typeof Handlebars {
  if (engine !== undefined) return engine;
  const hb = Handlebars.create();
  for (const [name, file] of PARTIALS) {
    hb.registerPartial(name, hb.compile(readFileSync(dir + file, "utf8"), COMPILE_OPTIONS));
  }
  hb.registerHelper("join", (items: unknown) => (Array.isArray(items) ? items.join(", ") : ""));
  hb.registerHelper("nest", function (this: unknown, nested: unknown, options: Handlebars.HelperOptions) {
    return nestHeadings(options.fn(this), nested === true);
  });
  engine = hb;
  return hb;
}

const TEMPLATE_NAMES: readonly TemplateName[] = ["op-doc", "dialect-doc", "attr-or-type-def-doc", "enum-doc", "pass-doc", "interface-docs"];

/**
 * Compiles every template now, from `directory` (with its trailing slash; default: found
 * beside this module). The bundled warm start does, as it cannot find them from there.
 */
export function loadTemplates(directory?: string): void {
  for (const name of TEMPLATE_NAMES) templateNamed(name, directory);
}

function templateNamed(name: TemplateName, directory?: string): HandlebarsTemplateDelegate {
  let template = compiled.get(name);
  if (template === undefined) {
    const dir = directory ?? templateDir();
    const hb = getEngine(dir);
    template = hb.compile(readFileSync(dir + `${name}.hbs`, "utf8"), COMPILE_OPTIONS);
    compiled.set(name, template);
  }
  return template;
}

export function render(name: TemplateName, view: object): string {
  return templateNamed(name)(view);
}

