// tsmlir ODS library: declarative bytecode encodings of a dialect's attributes
// and types, read by `tsmlir-tblgen --gen-ts-bytecode -bytecode-dialect=NAME`.
// The records, template parameters and fields are MLIR 19's, so a file written
// in upstream's style works; the code fields hold TypeScript instead of C++.
//
// Placeholders and the names in scope of the generated code:
//   cParser          an expression yielding the member's value, read from
//                    $_reader (a bc.DialectBytecodeReader); $_resultType is the
//                    member's TypeScript type, $_var its name. Bad input throws
//                    ($_reader.error(message) makes the located error).
//   cBuilder         an expression building the value from the members read:
//                    $_args are the members not starting with `_`, comma
//                    separated (the members are also locals of those names);
//                    $_resultType is cType; `context` is the ir.MLIRContext and
//                    `reader` the reader.
//   cPrinter         a statement writing the member to $_writer (a
//                    bc.DialectBytecodeWriter); $_getter is the member's value,
//                    $_name the attribute or type being written.
//   cGetter          an expression for the member's value: $_attrType is the
//                    value holding it (the attribute, the type or a list element),
//                    $_member the member's name, $_getMember the same (TypeScript
//                    classes expose parameters as properties). Default:
//                    `$_attrType.<member>`.
//   cType            the TypeScript type (empty: the def's name). For a
//                    DialectAttribute/DialectType it is the class the writer
//                    tests with instanceof.
//   printerPredicate a boolean expression over $_val (the value, of cType) telling
//                    which encoding of a shared cType writes it; when none holds,
//                    the value is written in its textual form.
// The generated module imports the IR core as `ir` (tsmlir/ir) and the bytecode
// support as `bc` (tsmlir/bytecode-dialect); snippets may use both.

#ifndef BYTECODE_BASE
#define BYTECODE_BASE

class Bytecode<string parse="", string build="", string print="", string get="", string t=""> {
  // Expression reading the value.
  string cParser = parse;

  // Expression building the value from what was read.
  string cBuilder = build;

  // Statement writing the value.
  string cPrinter = print;

  // Expression getting the member from the in-memory value.
  string cGetter = get;

  // TypeScript type of the value (empty: the def's name).
  string cType = t;

  // Which of several encodings sharing one cType writes a value (empty: always).
  string printerPredicate = "";
}

class WithParser<string p="", Bytecode t=Bytecode<>> :
  Bytecode<p, t.cBuilder, t.cPrinter, t.cGetter, t.cType>;
class WithBuilder<string b="", Bytecode t=Bytecode<>> :
  Bytecode<t.cParser, b, t.cPrinter, t.cGetter, t.cType>;
class WithPrinter<string p="", Bytecode t=Bytecode<>> :
  Bytecode<t.cParser, t.cBuilder, p, t.cGetter, t.cType>;
class WithType<string ty="", Bytecode t=Bytecode<>> :
  Bytecode<t.cParser, t.cBuilder, t.cPrinter, t.cGetter, ty>;
class WithGetter<string g="", Bytecode t=Bytecode<>> :
  Bytecode<t.cParser, t.cBuilder, t.cPrinter, g, t.cType>;

// A member made of other members (a struct of bytecode elements), given as
// `dag members = (attr ...)`; its cBuilder combines them.
class CompositeBytecode<string t = ""> : WithType<t>;

// Any attribute or type; as a member of type cType, checked to be one (the
// reader reports `expected <class>, but got: <value>` otherwise).
class AttributeKind :
  WithParser <"bc.readAttributeOf($_reader, $_resultType)",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeAttribute($_getter)">>>;
def Attribute : AttributeKind {
  let cType = "ir.Attribute";
}
class TypeKind :
  WithParser <"bc.readTypeOf($_reader, $_resultType)",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeType($_getter)">>>;
def Type : TypeKind {
  let cType = "ir.Type";
}

def VarInt :
  WithParser <"$_reader.readVarInt()",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeVarInt($_getter)",
  WithType   <"number">>>>;
def SignedVarInt :
  WithParser <"$_reader.readSignedVarInt()",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeSignedVarInt($_getter)",
  WithType   <"number | bigint">>>>;
def Blob :
  WithParser <"$_reader.readBlob()",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeBlob($_getter)",
  WithType   <"Uint8Array">>>>;
def Bool :
  WithParser <"$_reader.readBool()",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeBool($_getter)",
  WithType   <"boolean">>>>;
// An integer whose bit width is the one of the integer or index type held by the
// member named `s` (read before it).
class KnownWidthAPInt<string s> :
  WithParser <"bc.readAPIntWithKnownWidth($_reader, " # s # ")",
  WithBuilder<"$_args",
  WithPrinter<"bc.writeAPIntWithKnownWidth($_writer, $_getter, $_name." # s # ")",
  WithType   <"number | bigint">>>>;
// A float of the float type held by the member named `s` (read before it): its
// value, and its exact bits when a double cannot hold them.
class KnownSemanticsAPFloat<string s> :
  WithParser <"bc.readAPFloatWithKnownSemantics($_reader, " # s # ")",
  WithBuilder<"$_args",
  WithPrinter<"bc.writeAPFloatWithKnownSemantics($_writer, $_getter, $_name." # s # ")",
  WithType   <"bc.APFloatValue">>>>;
// A reference to a resource blob; `s` is the handle's TypeScript type.
class ResourceHandle<string s> :
  WithParser <"$_reader.readResourceHandle()",
  WithBuilder<"$_args",
  WithPrinter<"$_writer.writeResourceHandle($_getter)",
  WithType   <s>>>>;

// A local computed from earlier members (`d`), neither read nor written.
class LocalVar<string t, string d> :
  WithParser <d,
  WithBuilder<"$_args",
  WithPrinter<"",
  WithType   <t>>>>;

// A list of `t`: a varint count, then the elements.
class Array<Bytecode t> {
  Bytecode elemT = t;

  string cBuilder = "$_args";
}
// An element of an Array written from the list element itself.
class List<Bytecode t> : WithGetter<"$_member", t>;
def SignedVarIntList : List<SignedVarInt>;
def BoolList : List<Bool>;

// One encoding of an attribute or type of the dialect.
class DialectAttrOrType<dag d> {
  // The members, in encoding order. Members whose name starts with `_` are
  // locals: read and written, but not passed to cBuilder.
  dag members = d;

  // The TypeScript class (empty: the def's name).
  string cType = "";

  // Not used by the generator (as upstream's).
  code postProcess = "";
}

class DialectAttribute<dag d> : DialectAttrOrType<d>, AttributeKind {
  let cParser = "bc.readAttributeOf($_reader, $_resultType)";
  let cBuilder = "$_resultType.get(context, $_args)";
}
class DialectType<dag d> : DialectAttrOrType<d>, TypeKind {
  let cParser = "bc.readTypeOf($_reader, $_resultType)";
  let cBuilder = "$_resultType.get(context, $_args)";
}

// The dialect's attribute encodings: an encoding's code is its position here.
class DialectAttributes<string d> {
  string dialect = d;
  list<DialectAttrOrType> elems;
}

// The dialect's type encodings: an encoding's code is its position here.
class DialectTypes<string d> {
  string dialect = d;
  list<DialectAttrOrType> elems;
}

def attr;
def type;

// A code reserved for a future encoding or left by a removed one.
def none;
def ReservedOrDead : DialectAttrOrType<(none)>;

#endif // BYTECODE_BASE
