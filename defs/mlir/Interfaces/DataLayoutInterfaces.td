// tsmlir ODS library: data layout queries (sizes, alignments, endianness).

#ifndef MLIR_DATALAYOUTINTERFACES
#define MLIR_DATALAYOUTINTERFACES

include "mlir/IR/OpBase.td"

def DataLayoutEntryInterface : AttrInterface<"DataLayoutEntryInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    One entry of a data layout specification: a key (a type or an
    identifier) and the attribute giving its layout parameters.
  }];
  let methods = [
    InterfaceMethod<"The key: an ir.Type or an ir.StringAttr identifier.",
      "ir.DataLayoutEntryKey", "getKey">,
    InterfaceMethod<"The layout value.", "ir.Attribute", "getValue">,
    InterfaceMethod<"Checks the entry.", "ir.LogicalResult", "verifyEntry",
      (ins "ir.Location":$loc), [{}], [{
        return ir.success();
      }]>,
  ];
}

def DataLayoutSpecInterface : AttrInterface<"DataLayoutSpecInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    A data layout specification attached to an op: a list of entries that
    nested specifications may refine.
  }];
  let methods = [
    InterfaceMethod<"Merges the nested `specs` into this one, or undefined on conflict.",
      "ir.DataLayoutSpecInterface | undefined", "combineWith",
      (ins "readonly ir.DataLayoutSpecInterface[]":$specs)>,
    InterfaceMethod<"All entries.", "readonly ir.DataLayoutEntryInterface[]",
      "getEntries">,
    InterfaceMethod<"The identifier of the endianness entry.",
      "ir.StringAttr", "getEndiannessIdentifier", (ins "ir.MLIRContext":$context)>,
    InterfaceMethod<"The identifier of the alloca memory space entry.",
      "ir.StringAttr", "getAllocaMemorySpaceIdentifier",
      (ins "ir.MLIRContext":$context)>,
    InterfaceMethod<"The identifier of the program memory space entry.",
      "ir.StringAttr", "getProgramMemorySpaceIdentifier",
      (ins "ir.MLIRContext":$context)>,
    InterfaceMethod<"The identifier of the global memory space entry.",
      "ir.StringAttr", "getGlobalMemorySpaceIdentifier",
      (ins "ir.MLIRContext":$context)>,
    InterfaceMethod<"The identifier of the stack alignment entry.",
      "ir.StringAttr", "getStackAlignmentIdentifier",
      (ins "ir.MLIRContext":$context)>,
    InterfaceMethod<"The entries whose key is a type of the given kind.",
      "ir.DataLayoutEntryInterface[]", "getSpecForType",
      (ins "ir.TypeKind":$type), [{}], [{
        return ir.filterEntriesForType($_attr.getEntries(), type);
      }]>,
    InterfaceMethod<"The entry for `identifier`, if any.",
      "ir.DataLayoutEntryInterface | undefined", "getSpecForIdentifier",
      (ins "ir.StringAttr":$identifier), [{}], [{
        return ir.filterEntryForIdentifier($_attr.getEntries(), identifier);
      }]>,
    InterfaceMethod<"Checks the specification.", "ir.LogicalResult",
      "verifySpec", (ins "ir.Location":$loc), [{}], [{
        return ir.verifyDataLayoutSpec($_attr, loc);
      }]>,
  ];
}

def TargetDeviceSpecInterface : AttrInterface<"TargetDeviceSpecInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    Properties of one target device, as key/value entries.
  }];
  let methods = [
    InterfaceMethod<"All entries.", "readonly ir.DataLayoutEntryInterface[]",
      "getEntries">,
    InterfaceMethod<"The entry for `identifier`, if any.",
      "ir.DataLayoutEntryInterface | undefined", "getSpecForIdentifier",
      (ins "ir.StringAttr":$identifier), [{}], [{
        return ir.filterEntryForIdentifier($_attr.getEntries(), identifier);
      }]>,
    InterfaceMethod<"Checks one entry.", "ir.LogicalResult", "verifyEntry",
      (ins "ir.Location":$loc), [{}], [{
        return ir.success();
      }]>,
  ];
}

def TargetSystemSpecInterface : AttrInterface<"TargetSystemSpecInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    The devices of a target system, each with its device specification.
  }];
  let methods = [
    InterfaceMethod<"Pairs of device id and device specification.",
      "readonly [ir.StringAttr, ir.TargetDeviceSpecInterface][]", "getEntries">,
    InterfaceMethod<"The specification of device `deviceID`, if any.",
      "ir.TargetDeviceSpecInterface | undefined", "getDeviceSpecForDeviceID",
      (ins "ir.StringAttr":$deviceID)>,
    InterfaceMethod<"Checks the specification.", "ir.LogicalResult",
      "verifySpec", (ins "ir.Location":$loc), [{}], [{
        return ir.verifyTargetSystemSpec($_attr, loc);
      }]>,
  ];
}

def DataLayoutOpInterface : OpInterface<"DataLayoutOpInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    An op that may carry a data layout specification for the IR nested in
    it, and answers layout queries with defaults when no entry applies.
  }];
  let methods = [
    InterfaceMethod<"The attached specification, if any.",
      "ir.DataLayoutSpecInterface | undefined", "getDataLayoutSpec">,
    InterfaceMethod<"The attached target system specification, if any.",
      "ir.TargetSystemSpecInterface | undefined", "getTargetSystemSpec">,
    StaticInterfaceMethod<"Size of `type` in bytes.",
      "number", "getTypeSize",
      (ins "ir.Type":$type, "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params), [{}], [{
        return ir.defaultTypeSize(type, dataLayout, params);
      }]>,
    StaticInterfaceMethod<"Size of `type` in bits.",
      "number", "getTypeSizeInBits",
      (ins "ir.Type":$type, "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params), [{}], [{
        return ir.defaultTypeSizeInBits(type, dataLayout, params);
      }]>,
    StaticInterfaceMethod<"Required alignment of `type` in bytes.",
      "number", "getTypeABIAlignment",
      (ins "ir.Type":$type, "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params), [{}], [{
        return ir.defaultABIAlignment(type, dataLayout, params);
      }]>,
    StaticInterfaceMethod<"Preferred alignment of `type` in bytes.",
      "number", "getTypePreferredAlignment",
      (ins "ir.Type":$type, "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params), [{}], [{
        return ir.defaultPreferredAlignment(type, dataLayout, params);
      }]>,
    StaticInterfaceMethod<"Bit width of `type` when used as an index, if it can be one.",
      "number | undefined", "getIndexBitwidth",
      (ins "ir.Type":$type, "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params), [{}], [{
        return ir.defaultIndexBitwidth(type, dataLayout, params);
      }]>,
    StaticInterfaceMethod<"The endianness given by `entry`.",
      "ir.Attribute | undefined", "getEndianness",
      (ins "ir.DataLayoutEntryInterface | undefined":$entry), [{}], [{
        return entry?.getValue();
      }]>,
    StaticInterfaceMethod<"The memory space of stack allocations.",
      "ir.Attribute | undefined", "getAllocaMemorySpace",
      (ins "ir.DataLayoutEntryInterface | undefined":$entry), [{}], [{
        return entry?.getValue();
      }]>,
    StaticInterfaceMethod<"The memory space of code.",
      "ir.Attribute | undefined", "getProgramMemorySpace",
      (ins "ir.DataLayoutEntryInterface | undefined":$entry), [{}], [{
        return entry?.getValue();
      }]>,
    StaticInterfaceMethod<"The memory space of globals.",
      "ir.Attribute | undefined", "getGlobalMemorySpace",
      (ins "ir.DataLayoutEntryInterface | undefined":$entry), [{}], [{
        return entry?.getValue();
      }]>,
    StaticInterfaceMethod<"The natural stack alignment in bits (0 if unknown).",
      "number", "getStackAlignment",
      (ins "ir.DataLayoutEntryInterface | undefined":$entry), [{}], [{
        return ir.defaultStackAlignment(entry);
      }]>,
    StaticInterfaceMethod<"The value of a target device property.",
      "ir.Attribute | undefined", "getDevicePropertyValue",
      (ins "ir.DataLayoutEntryInterface | undefined":$entry), [{}], [{
        return entry?.getValue();
      }]>,
  ];

  let verify = [{ return ir.verifyDataLayoutOp($_op); }];
}

def DataLayoutTypeInterface : TypeInterface<"DataLayoutTypeInterface"> {
  let cppNamespace = "::mlir";
  let description = [{
    A type that computes its own size and alignment from the data layout
    entries keyed by its kind.
  }];
  let methods = [
    InterfaceMethod<"Size in bytes.", "number", "getTypeSize",
      (ins "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params), [{}], [{
        return Math.ceil($_type.getTypeSizeInBits(dataLayout, params) / 8);
      }]>,
    InterfaceMethod<"Size in bits.", "number", "getTypeSizeInBits",
      (ins "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params)>,
    InterfaceMethod<"Required alignment in bytes.", "number", "getABIAlignment",
      (ins "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params)>,
    InterfaceMethod<"Preferred alignment in bytes.", "number",
      "getPreferredAlignment",
      (ins "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params)>,
    InterfaceMethod<"Bit width as an index, if the type can be one.",
      "number | undefined", "getIndexBitwidth",
      (ins "ir.DataLayout":$dataLayout,
           "readonly ir.DataLayoutEntryInterface[]":$params), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"Whether `newLayout` is compatible with `oldLayout`.",
      "boolean", "areCompatible",
      (ins "readonly ir.DataLayoutEntryInterface[]":$oldLayout,
           "readonly ir.DataLayoutEntryInterface[]":$newLayout), [{}], [{
        return true;
      }]>,
    InterfaceMethod<"Checks the entries for this type.", "ir.LogicalResult",
      "verifyEntries",
      (ins "readonly ir.DataLayoutEntryInterface[]":$entries,
           "ir.Location":$loc), [{}], [{
        return ir.success();
      }]>,
  ];
}

#endif // MLIR_DATALAYOUTINTERFACES
