// tsmlir ODS library: the Dialect record.

#ifndef DIALECTBASE_TD
#define DIALECTBASE_TD

include "mlir/IR/Utils.td"

class Dialect {
  // The namespace prefix of the dialect's ops, attributes and types.
  string name = ?;

  // One line shown in documentation.
  string summary = ?;

  // Longer documentation (Markdown).
  string description = ?;

  // Dialects that must be loaded whenever this one is.
  list<string> dependentDialects = [];

  // Discardable attributes the dialect declares, e.g. (ins "ir.Attribute":$foo).
  dag discardableAttrs = (ins);

  // TypeScript namespace (module export name) for the generated classes.
  string cppNamespace = name;

  // TypeScript members added to the generated dialect class.
  code extraClassDeclaration = "";

  // The dialect provides `materializeConstant` for folding.
  bit hasConstantMaterializer = 0;

  // The dialect class has its own teardown logic.
  bit hasNonDefaultDestructor = 0;

  // The dialect verifies attributes it owns on operations.
  bit hasOperationAttrVerify = 0;

  // The dialect verifies its attributes on region arguments.
  bit hasRegionArgAttrVerify = 0;

  // The dialect verifies its attributes on region results.
  bit hasRegionResultAttrVerify = 0;

  // The dialect offers a fallback for interfaces of unregistered ops.
  bit hasOperationInterfaceFallback = 0;

  // Generate the attribute parser/printer dispatching on mnemonics.
  bit useDefaultAttributePrinterParser = 0;

  // Generate the type parser/printer dispatching on mnemonics.
  bit useDefaultTypePrinterParser = 0;

  // The dialect contributes canonicalization patterns of its own.
  bit hasCanonicalizer = 0;

  // Ops, types and attributes may be added to the dialect at run time.
  bit isExtensible = 0;

  // Inherent attributes are stored as properties.
  bit usePropertiesForAttributes = 1;
}

#endif // DIALECTBASE_TD
