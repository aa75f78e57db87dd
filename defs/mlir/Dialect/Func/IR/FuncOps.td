// tsmlir dialect definitions: the `func` dialect.

#ifndef MLIR_DIALECT_FUNC_IR_FUNCOPS_TD
#define MLIR_DIALECT_FUNC_IR_FUNCOPS_TD

include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Func_Dialect : Dialect {
  let name = "func";
  let cppNamespace = "::mlir::func";
  let description = [{
    Functions and calls: defining named functions with a body of blocks,
    calling them directly by symbol or indirectly through a function value,
    and returning from them.

    ```mlir
    func.func @square(%x: f32) -> f32 {
      %y = arith.mulf %x, %x : f32
      return %y : f32
    }
    ```
  }];
  let hasConstantMaterializer = 1;
}

class Func_Op<string mnemonic, list<Trait> traits = []>
    : Op<Func_Dialect, mnemonic, traits>;

def CallOp : Func_Op<"call",
    [CallOpInterface, MemRefsNormalizable,
     DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "direct call of a function";
  let description = [{
    Calls the function named by `callee` (a symbol in the nearest symbol
    table) with the operands and yields its results. Operand and result
    types must match the callee's signature.

    ```mlir
    %r = func.call @square(%x) : (f32) -> f32
    ```
  }];

  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>);

  let builders = [
    OpBuilder<(ins "FuncOp":$callee, CArg<"readonly ir.Value[]", "[]">:$operands), [{
      $_state.addOperands(operands);
      $_state.addAttribute("callee", $_builder.getSymbolRefAttr(callee.getSymName()));
      $_state.addTypes(callee.getFunctionType().results);
    }]>,
    OpBuilder<(ins "ir.SymbolRefAttr":$callee, "readonly ir.Type[]":$results,
                   CArg<"readonly ir.Value[]", "[]">:$operands), [{
      $_state.addOperands(operands);
      $_state.addAttribute("callee", callee);
      $_state.addTypes(results);
    }]>,
    OpBuilder<(ins "string":$callee, "readonly ir.Type[]":$results,
                   CArg<"readonly ir.Value[]", "[]">:$operands), [{
      $_state.addOperands(operands);
      $_state.addAttribute("callee", $_builder.getSymbolRefAttr(callee));
      $_state.addTypes(results);
    }]>];

  let extraClassDeclaration = [{
    getCalleeType(): ir.FunctionType {
      const op = this.getOperation();
      return ir.FunctionType.get(op.context, this.getOperands().map((v) => v.type),
                                 op.results.map((r) => r.type));
    }
    getArgOperands(): ir.Value[] {
      return this.getOperands();
    }
    getArgOperandsMutable(): ir.MutableOperandRange {
      return this.getOperandsMutable();
    }
    getCallableForCallee(): ir.CallInterfaceCallable {
      return this.getCalleeAttr();
    }
    setCalleeFromCallable(callee: ir.CallInterfaceCallable): void {
      this.setCalleeAttr(callee as ir.FlatSymbolRefAttr);
    }
  }];

  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

def CallIndirectOp : Func_Op<"call_indirect", [
    CallOpInterface,
    TypesMatchWith<"callee input types match argument types",
                   "callee", "callee_operands",
                   "($_self as ir.FunctionType).inputs", "ods.sameTypes">,
    TypesMatchWith<"callee result types match result types",
                   "callee", "results",
                   "($_self as ir.FunctionType).results", "ods.sameTypes">
  ]> {
  let summary = "call of a function value";
  let description = [{
    Calls the function held by the SSA value `callee`, e.g. one produced by
    `func.constant`. The operand and result types come from its type.

    ```mlir
    %f = func.constant @square : (f32) -> f32
    %r = func.call_indirect %f(%x) : (f32) -> f32
    ```
  }];

  let arguments = (ins FunctionType:$callee,
                       Variadic<AnyType>:$callee_operands);
  let results = (outs Variadic<AnyType>:$results);

  let builders = [
    OpBuilder<(ins "ir.Value":$callee, CArg<"readonly ir.Value[]", "[]">:$operands), [{
      $_state.addOperands([callee, ...operands]);
      $_state.addTypes((callee.type as ir.FunctionType).results);
    }]>];

  let extraClassDeclaration = [{
    getArgOperands(): ir.Value[] {
      return this.getCalleeOperands();
    }
    getArgOperandsMutable(): ir.MutableOperandRange {
      return this.getCalleeOperandsMutable();
    }
    getCallableForCallee(): ir.CallInterfaceCallable {
      return this.getCallee();
    }
    setCalleeFromCallable(callee: ir.CallInterfaceCallable): void {
      this.getOperation().setOperand(0, callee as ir.Value);
    }
  }];

  let hasCanonicalizeMethod = 1;

  let assemblyFormat = [{
    $callee `(` $callee_operands `)` attr-dict `:` type($callee)
  }];
}

def ConstantOp : Func_Op<"constant",
    [ConstantLike, Pure,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "reference to a function as a value";
  let description = [{
    Turns the function named by a symbol into an SSA value of function
    type, to be called with `func.call_indirect` or passed around.

    ```mlir
    %f = func.constant @square : (f32) -> f32
    ```
  }];

  let arguments = (ins FlatSymbolRefAttr:$value);
  let results = (outs AnyType);
  let assemblyFormat = "attr-dict $value `:` type(results)";

  let extraClassDeclaration = [{
    // Whether `value` with `type` can become a func.constant.
    static isBuildableWith(value: ir.Attribute, type: ir.Type): boolean {
      return ods.isFlatSymbolRefAttr(value) && ods.isFunctionType(type);
    }
  }];

  let hasFolder = 1;
  let hasVerifier = 1;
}

def FuncOp : Func_Op<"func", [
    AffineScope, AutomaticAllocationScope,
    FunctionOpInterface, IsolatedFromAbove, OpAsmOpInterface
  ]> {
  let summary = "named function with a single SSA control-flow region";
  let description = [{
    Defines a function symbol. The body region's entry block takes the
    function arguments; every block ends in a terminator and `func.return`
    leaves the function. Without a body the op only declares an external
    function, which must not be public. Argument and result attributes are
    kept in `arg_attrs` and `res_attrs`.

    ```mlir
    func.func private @extern_fn(i64) -> i64

    func.func @max(%a: i32, %b: i32) -> i32 attributes {inline} {
      %c = arith.cmpi sgt, %a, %b : i32
      %m = arith.select %c, %a, %b : i32
      return %m : i32
    }
    ```
  }];

  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);

  let builders = [OpBuilder<(ins "string":$name, "ir.FunctionType":$type,
      CArg<"readonly ir.NamedAttribute[]", "[]">:$attrs,
      CArg<"readonly ir.DictionaryAttr[]", "[]">:$argAttrs)>];

  let extraClassDeclaration = [{
    getCallableRegion(): ir.Region | undefined {
      return this.isExternal() ? undefined : this.getBody();
    }
    getArgumentTypes(): readonly ir.Type[] {
      return this.getFunctionType().inputs;
    }
    getResultTypes(): readonly ir.Type[] {
      return this.getFunctionType().results;
    }
    static getDefaultDialect(): string {
      return "func";
    }
    isDeclaration(): boolean {
      return this.isExternal();
    }
  }];

  // Parsed and printed by the function signature helpers of the runtime
  // (`ir.parseFunctionOp` / `ir.printFunctionOp`).
  let hasCustomAssemblyFormat = 1;
}

def ReturnOp : Func_Op<"return", [Pure, HasParent<"FuncOp">,
                                  MemRefsNormalizable, ReturnLike, Terminator]> {
  let summary = "return from a function";
  let description = [{
    Ends a block of a `func.func` body and returns its operands, whose
    types must match the function's result types.

    ```mlir
    func.return %a, %b : i32, f64
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$operands);

  let builders = [OpBuilder<(ins), [{
    // Returns nothing.
  }]>];

  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

#endif // MLIR_DIALECT_FUNC_IR_FUNCOPS_TD
