// tsmlir ODS library: pass declarations (consumed by the pass generators).

#ifndef MLIR_PASS_PASSBASE
#define MLIR_PASS_PASSBASE

// A command-line option of a pass: `varName` is the member holding it,
// `arg` the flag spelling, `valueType` its TypeScript type and `default`
// a TypeScript expression for its initial value.
class Option<string varName, string arg, string valueType, string default,
             string desc, string additionalFlags = ""> {
  string cppName = varName;
  string argument = arg;
  string type = valueType;
  string defaultValue = default;
  string description = desc;
  // Extra option settings passed through to the option parser.
  string additionalOptFlags = additionalFlags;
}

// An option taking a comma-separated list of `valueType` values.
class ListOption<string varName, string arg, string valueType,
                 string desc, string additionalFlags = "">
    : Option<varName, arg, valueType, "", desc, additionalFlags>;

// A counter the pass reports with the pass statistics.
class Statistic<string varName, string statName, string desc> {
  string cppName = varName;
  string name = statName;
  string description = desc;
}

class PassBase<string passArg, string base> {
  // The flag naming the pass in pipelines (`--canonicalize`).
  string argument = passArg;
  // The pass base class, named as in MLIR (`::mlir::OperationPass<...>`).
  string baseClass = base;
  string summary = "";
  string description = "";
  // TypeScript expression creating the pass; empty for the generated one.
  code constructor = "";
  // Dialects the pass may create ops of, loaded before it runs.
  list<string> dependentDialects = [];
  list<Option> options = [];
  list<Statistic> statistics = [];
}

// A pass on ops named `operation` (any op when empty).
class Pass<string passArg, string operation = "">
    : PassBase<passArg, "::mlir::OperationPass<" # operation # ">">;

// A pass on ops implementing `interface`.
class InterfacePass<string passArg, string interface>
    : PassBase<passArg, "::mlir::InterfacePass<" # interface # ">">;

#endif // MLIR_PASS_PASSBASE
