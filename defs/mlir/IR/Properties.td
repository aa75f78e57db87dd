// tsmlir ODS library: properties, i.e. inherent op data stored as plain
// TypeScript values instead of attributes.
//
// Code fields are TypeScript snippets with these placeholders:
//   $_storage  the stored value            $_value   the incoming value
//   $_ctxt     the ir.MLIRContext          $_attr    an ir.Attribute
//   $_diag     a diagnostic sink or null   $_writer / $_reader  bytecode streams

#ifndef PROPERTIES
#define PROPERTIES

class Property<string storageTypeParam = "", string desc = ""> {
  // One-line description used in documentation.
  string summary = desc;
  // Longer documentation.
  string description = "";
  // TypeScript type of the stored value.
  code storageType = storageTypeParam;
  // TypeScript type accepted and returned by accessors.
  code interfaceType = storageTypeParam;

  // Expression turning the stored value into the interface type.
  code convertFromStorage = "$_storage";

  // Statement storing an interface value.
  code assignToStorage = "$_storage = $_value";

  // Expression producing an ir.Attribute that represents the value (used
  // by the generic printer).
  code convertToAttribute = [{
    ods.propertyToAttribute($_ctxt, $_storage)
  }];

  // Statements reading the value back from an attribute; they return a
  // failure value when the attribute does not fit.
  code convertFromAttribute = [{
    return ods.propertyFromAttribute($_attr, $_diag);
  }];

  // Expression hashing the value.
  code hashProperty = [{
    ods.hashValue($_storage)
  }];

  // Statement emitting the value to bytecode.
  code writeToMlirBytecode = [{
    ods.writePropertyToBytecode($_writer, $_storage);
  }];

  // Statements reading the value from bytecode, returning failure on error.
  code readFromMlirBytecode = [{
    const decoded = ods.readPropertyFromBytecode($_reader);
    if (decoded === undefined) return ir.failure();
    $_storage = decoded;
  }];

  // Expression for the value used when none is given.
  string defaultValue = ?;
}

// Bytecode helpers going through the attribute form of a property.
defvar readMlirBytecodeUsingConvertFromAttribute = [{
  const attr = $_reader.readAttribute();
  if (attr === undefined) return ir.failure();
  const converted = convertFromAttribute(attr, null);
  if (ir.failed(converted)) return ir.failure();
  $_storage = converted.value;
}];

defvar writeMlirBytecodeWithConvertToAttribute = [{
  $_writer.writeAttribute(convertToAttribute($_ctxt, $_storage));
}];

// An integer property written to bytecode as a variable-length integer.
class IntProperty<string storageTypeParam = "", string desc = "">
    : Property<storageTypeParam, desc> {
  code writeToMlirBytecode = [{
    $_writer.writeVarInt(BigInt($_storage));
  }];
  code readFromMlirBytecode = [{
    const raw = $_reader.readVarInt();
    if (raw === undefined) return ir.failure();
    $_storage = Number(raw);
  }];
}

// A fixed-size array property of `n` elements.
class ArrayProperty<string storageTypeParam = "", int n, string desc = "">
    : Property<storageTypeParam # "[]", desc> {
  int arraySize = n;
  let interfaceType = "readonly " # storageTypeParam # "[]";
  let convertFromStorage = "$_storage";
  let assignToStorage = "$_storage = [...$_value]";
}

// An enum property stored as its numeric value.
class EnumProperty<string storageTypeParam, string desc = "">
    : Property<storageTypeParam, desc> {
  code writeToMlirBytecode = [{
    $_writer.writeVarInt(BigInt($_storage));
  }];
  code readFromMlirBytecode = [{
    const raw = $_reader.readVarInt();
    if (raw === undefined) return ir.failure();
    $_storage = Number(raw) as }] # storageTypeParam # [{;
  }];
}

#endif // PROPERTIES
