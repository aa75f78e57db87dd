// tsmlir ODS library: symbols and symbol tables.

#ifndef MLIR_IR_SYMBOLINTERFACES
#define MLIR_IR_SYMBOLINTERFACES

include "mlir/IR/OpBase.td"

def Symbol : OpInterface<"SymbolOpInterface"> {
  let description = [{
    Implemented by ops that define a named symbol (their `sym_name`
    attribute) inside the closest enclosing symbol table. The symbol's
    visibility (`public`, `private`, `nested`) lives in `sym_visibility`.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The symbol name attribute.",
      "ir.StringAttr", "getNameAttr", (ins), [{
        return ir.SymbolTable.getSymbolName($_op);
      }], [{
        return ir.SymbolTable.getSymbolName(this.getOperation());
      }]>,
    InterfaceMethod<"Renames the symbol.",
      "void", "setName", (ins "ir.StringAttr":$name), [{}], [{
        this.getOperation().setAttr(ir.SymbolTable.symbolAttrName, name);
      }]>,
    InterfaceMethod<"The visibility of the symbol.",
      "ir.SymbolVisibility", "getVisibility", (ins), [{}], [{
        return ir.SymbolTable.getSymbolVisibility(this.getOperation());
      }]>,
    InterfaceMethod<"Whether the visibility is `nested`.",
      "boolean", "isNested", (ins), [{}], [{
        return this.getVisibility() === "nested";
      }]>,
    InterfaceMethod<"Whether the visibility is `private`.",
      "boolean", "isPrivate", (ins), [{}], [{
        return this.getVisibility() === "private";
      }]>,
    InterfaceMethod<"Whether the visibility is `public`.",
      "boolean", "isPublic", (ins), [{}], [{
        return this.getVisibility() === "public";
      }]>,
    InterfaceMethod<"Changes the visibility.",
      "void", "setVisibility", (ins "ir.SymbolVisibility":$vis), [{}], [{
        ir.SymbolTable.setSymbolVisibility(this.getOperation(), vis);
      }]>,
    InterfaceMethod<"Makes the symbol `nested`.",
      "void", "setNested", (ins), [{}], [{
        this.setVisibility("nested");
      }]>,
    InterfaceMethod<"Makes the symbol `private`.",
      "void", "setPrivate", (ins), [{}], [{
        this.setVisibility("private");
      }]>,
    InterfaceMethod<"Makes the symbol `public`.",
      "void", "setPublic", (ins), [{}], [{
        this.setVisibility("public");
      }]>,
    InterfaceMethod<[{
        The uses of this symbol nested in `from`, or undefined when they
        cannot all be found (an unknown op may hide references).
      }],
      "ir.SymbolUse[] | undefined", "getSymbolUses",
      (ins "ir.Operation":$from), [{}], [{
        return ir.SymbolTable.getSymbolUses(this.getOperation(), from);
      }]>,
    InterfaceMethod<"True when the symbol is known to be unused in `from`.",
      "boolean", "symbolKnownUseEmpty", (ins "ir.Operation":$from), [{}], [{
        return ir.SymbolTable.symbolKnownUseEmpty(this.getOperation(), from);
      }]>,
    InterfaceMethod<"Points every use nested in `from` at `newSymbol`.",
      "ir.LogicalResult", "replaceAllSymbolUses",
      (ins "ir.StringAttr":$newSymbol, "ir.Operation":$from), [{}], [{
        return ir.SymbolTable.replaceAllSymbolUses(this.getOperation(),
                                                   newSymbol, from);
      }]>,
    InterfaceMethod<"True when the op only defines a symbol if named.",
      "boolean", "isOptionalSymbol", (ins), [{}], [{
        return false;
      }]>,
    InterfaceMethod<"True when the op may be erased once it has no uses.",
      "boolean", "canDiscardOnUseEmpty", (ins), [{}], [{
        return this.getVisibility() !== "public";
      }]>,
    InterfaceMethod<"True when the op declares rather than defines a symbol.",
      "boolean", "isDeclaration", (ins), [{}], [{
        return false;
      }]>,
  ];

  let verify = [{
    return ir.verifySymbolOp($_op, this);
  }];

  let extraSharedClassDeclaration = [{
    getName(): string {
      return this.getNameAttr().value;
    }
  }];

  let extraClassOf = [{
    $_op.hasAttr(ir.SymbolTable.symbolAttrName)
  }];
}

def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface"> {
  let description = [{
    Implemented by ops that refer to symbols and want those references
    checked against a symbol table once the whole module is built.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"Checks the symbol references held by the op.",
      "ir.LogicalResult", "verifySymbolUses",
      (ins "ir.SymbolTableCollection":$symbolTable)>,
  ];
}

// The op's single region is a symbol table: symbol names in it are unique.
def SymbolTable : NativeOpTrait<"SymbolTable">;

#endif // MLIR_IR_SYMBOLINTERFACES
