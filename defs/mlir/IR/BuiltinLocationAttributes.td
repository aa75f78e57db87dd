// tsmlir dialect definitions: the builtin location attributes.

#ifndef BUILTIN_LOCATION_ATTRIBUTES_TD
#define BUILTIN_LOCATION_ATTRIBUTES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinDialect.td"

// Locations are attributes deriving from ir.LocationAttr; their class names
// carry no `Attr` suffix.
class Builtin_LocationAttr<string name, list<Trait> traits = []>
    : AttrDef<Builtin_Dialect, name, traits, "ir.LocationAttr"> {
  let cppClassName = name;
  let mnemonic = ?;
}

def CallSiteLoc : Builtin_LocationAttr<"CallSiteLoc"> {
  let summary = "A callsite source location";
  let description = [{
    The location of code reached through a call: where the callee is and
    where it was called from.

    ```mlir
    loc(callsite("inner.c":3:5 at "outer.c":10:1))
    ```
  }];
  let parameters = (ins "ir.Location":$callee, "ir.Location":$caller);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.Location":$callee,
                                        "ir.Location":$caller), [{
      return $_get(callee.context, callee, caller);
    }]>,
    AttrBuilderWithInferredContext<(ins "ir.Location":$name,
                                        "readonly ir.Location[]":$frames)>
  ];
  let skipDefaultBuilders = 1;
  let attrName = "builtin.call_site_loc";
}

def FileLineColLoc : Builtin_LocationAttr<"FileLineColLoc"> {
  let summary = "A file:line:column source location";
  let description = [{
    ```mlir
    loc("kernel.py":12:8)
    ```
  }];
  let parameters = (ins "ir.StringAttr":$filename, "number":$line,
                        "number":$column);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.StringAttr":$filename,
                                        "number":$line,
                                        "number":$column), [{
      return $_get(filename.context, filename, line, column);
    }]>,
    AttrBuilder<(ins "string":$filename, "number":$line,
                     "number":$column), [{
      return $_get($_ctxt, ir.StringAttr.get($_ctxt, filename), line, column);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let attrName = "builtin.file_line_loc";
}

def FusedLoc : Builtin_LocationAttr<"FusedLoc"> {
  let summary = "A tuple of other source locations";
  let description = [{
    Several locations merged into one, with optional metadata telling why.

    ```mlir
    loc(fused["a.c":1:1, "b.c":2:2])
    loc(fused<"inlined">["a.c":1:1])
    ```
  }];
  let parameters = (ins ArrayRefParameter<"ir.Location", "">:$locations,
                        "ir.Attribute | undefined":$metadata);
  let attrName = "builtin.fused_loc";
}

def NameLoc : Builtin_LocationAttr<"NameLoc"> {
  let summary = "A named source location";
  let description = [{
    A name attached to another location.

    ```mlir
    loc("conv1"("model.py":4:0))
    ```
  }];
  let parameters = (ins "ir.StringAttr":$name, "ir.Location":$childLoc);
  let builders = [
    AttrBuilderWithInferredContext<(ins "ir.StringAttr":$name,
                                        "ir.Location":$childLoc), [{
      return $_get(name.context, name, childLoc);
    }]>,
    AttrBuilderWithInferredContext<(ins "ir.StringAttr":$name), [{
      return $_get(name.context, name, ir.UnknownLoc.get(name.context));
    }]>
  ];
  let skipDefaultBuilders = 1;
  let attrName = "builtin.name_loc";
}

def OpaqueLoc : Builtin_LocationAttr<"OpaqueLoc"> {
  let summary = "An opaque source location";
  let description = [{
    A location owned by a client (an arbitrary object), printed as its
    fallback location.
  }];
  let parameters = (ins "unknown":$underlyingLocation,
                        "string":$underlyingTypeID,
                        "ir.Location":$fallbackLocation);
  let builders = [
    AttrBuilderWithInferredContext<(ins "unknown":$underlyingLocation,
                                        "string":$underlyingTypeID,
                                        "ir.Location":$fallbackLocation), [{
      return $_get(fallbackLocation.context, underlyingLocation,
                   underlyingTypeID, fallbackLocation);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let attrName = "builtin.opaque_loc";
}

def UnknownLoc : Builtin_LocationAttr<"UnknownLoc"> {
  let summary = "An unspecified source location";
  let description = [{
    ```mlir
    loc(unknown)
    ```
  }];
  let attrName = "builtin.unknown_loc";
}

#endif // BUILTIN_LOCATION_ATTRIBUTES_TD
