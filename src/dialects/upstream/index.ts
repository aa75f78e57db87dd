// The dialects tsmlir-opt registers, as mlir-opt 19 registers them: tsmlir's own (generated
// from defs/, and those with hand-written syntax whose ops come from the stub tables) and
// a stub dialect for every other one, built when a context first meets its namespace.
import { DialectRegistry, type Dialect } from "../../ir/index.js";
import { upstreamStubs } from "../../../generated/upstream/stubs.js";
import { stubDialect } from "./stub-dialect.js";
import { STUB_EXTENSIONS } from "./stub-extensions.js";
import { UPSTREAM_SYNTAX } from "./syntax/index.js";
import { OWN_DIALECTS } from "./own-dialects.js";

export { StubRegistration, stubDialect, stubOperation, stubOperationLines, stubOperations, withDefaults, type StubDialectData, type StubExtension, type StubOperation } from "./stub-dialect.js";

/** tsmlir's own dialects, which take the place of their stubs, in dependency order (loads every one). */
export function tsmlirDialects(): readonly Dialect[] {
  return OWN_DIALECTS.map(([, load]) => load());
}

/** Every dialect mlir-opt 19 registers: tsmlir's own, and stubs made on first use. */
export function upstreamDialectRegistry(): DialectRegistry {
  const registry = new DialectRegistry();
  for (const data of upstreamStubs) {
    // Built once per registry, as tsmlir's own dialects are one object for every context:
    // a registry kept in tsmlir-opt's startup snapshot holds the stubs its warm-up loaded
    // (those every context loads) ready made.
    let built: Dialect | undefined;
    registry.insert({ namespace: data.namespace, load: () => (built ??= stubDialect(data, STUB_EXTENSIONS.get(data.namespace)?.(), UPSTREAM_SYNTAX.get(data.namespace)?.())) });
  }
  // tsmlir's own are registered by namespace too, and loaded when a context first meets
  // them, as MLIR's registry loads a dialect (the warm start keeps their modules out of
  // its snapshot until then).
  for (const [namespace, load] of OWN_DIALECTS) {
    registry.insert({
      namespace,
      load: () => {
        const dialect = load();
        if (dialect.namespace !== namespace) throw new Error(`tsmlir's dialect registered as '${namespace}' loads as '${dialect.namespace}'`);
        return dialect;
      },
    });
  }
  return registry;
}
