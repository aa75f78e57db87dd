// tsmlir ODS library: enumerations and their attributes.
//
// An enum is generated as a TypeScript `const enum`-like object with the
// helper functions named by the *FnName fields. Integer enums are stored in
// a signless IntegerAttr (or a dedicated EnumAttr); bit enums combine cases
// with bitwise or.

#ifndef ENUMATTR_TD
#define ENUMATTR_TD

include "mlir/IR/AttrTypeBase.td"

//===-- Cases ------------------------------------------------------------===//

// One case: `sym` is the TypeScript member name, `intVal` its value and
// `strVal` its spelling in the assembly.
class EnumAttrCaseInfo<string sym, int intVal, string strVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
}

// A case of an integer enum; as a constraint it matches exactly its value.
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal>
    : EnumAttrCaseInfo<sym, intVal, strVal>,
      SignlessIntegerAttrBase<intType, "case " # strVal> {
  let predicate = CPred<"ods.intValue($_self) === " # intVal # "n">;
}

class I32EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I64, sym, str, val>;

// A case of a bit enum.
class BitEnumAttrCaseBase<I intType, string sym, int val, string str = sym>
    : EnumAttrCaseInfo<sym, val, str>,
      SignlessIntegerAttrBase<intType, "case " # str>;

class I8BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I8, sym, val, str>;
class I16BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I16, sym, val, str>;
class I32BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, val, str>;
class I64BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, val, str>;

// The case with no bit set.
class I8BitEnumAttrCaseNone<string sym, string str = sym>
    : I8BitEnumAttrCase<sym, 0, str>;
class I16BitEnumAttrCaseNone<string sym, string str = sym>
    : I16BitEnumAttrCase<sym, 0, str>;
class I32BitEnumAttrCaseNone<string sym, string str = sym>
    : I32BitEnumAttrCase<sym, 0, str>;
class I64BitEnumAttrCaseNone<string sym, string str = sym>
    : I64BitEnumAttrCase<sym, 0, str>;

// The case made of the single bit at position `pos`.
class BitEnumAttrCaseBit<I intType, string sym, int pos, string str = sym>
    : BitEnumAttrCaseBase<intType, sym, !shl(1, pos), str> {
  assert !and(!ge(pos, 0), !lt(pos, intType.bitwidth)),
         "bit position " # pos # " does not fit in " # intType.bitwidth # " bits";
}

class I8BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I8, sym, pos, str>;
class I16BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I16, sym, pos, str>;
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I32, sym, pos, str>;
class I64BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBit<I64, sym, pos, str>;

// A named union of other cases.
class BitEnumAttrCaseGroup<I intType, string sym,
                           list<BitEnumAttrCaseBase> cases, string str = sym>
    : BitEnumAttrCaseBase<intType, sym,
                          !foldl(0, cases, value, bitcase,
                                 !or(value, bitcase.value)),
                          str>;

class I8BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                             string str = sym>
    : BitEnumAttrCaseGroup<I8, sym, cases, str>;
class I16BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I16, sym, cases, str>;
class I32BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I32, sym, cases, str>;
class I64BitEnumAttrCaseGroup<string sym, list<BitEnumAttrCaseBase> cases,
                              string str = sym>
    : BitEnumAttrCaseGroup<I64, sym, cases, str>;

//===-- Enums ------------------------------------------------------------===//

// The enum itself. With genSpecializedAttr (the default) a dedicated
// `<name>Attr` class stores it; otherwise `baseClass` (an IntegerAttr
// constraint) does.
class EnumAttrInfo<string name, list<EnumAttrCaseInfo> cases, Attr baseClass>
    : Attr<baseClass.predicate, baseClass.summary> {
  let description = "Possible values:\n"
      # !interleave(!foreach(case, cases,
                             "- `" # case.str # "` (" # case.symbol # ")"),
                    "\n");

  // Name of the TypeScript enum.
  string className = name;

  list<EnumAttrCaseInfo> enumerants = cases;

  // TypeScript type of the raw value (`number`, or `bigint` for 64 bits).
  string underlyingType = "";

  // Function mapping a raw value to the enum (undefined if invalid).
  string underlyingToSymbolFnName = "symbolize" # name;

  // Function mapping a spelling to the enum (undefined if unknown).
  string stringToSymbolFnName = "symbolize" # name;

  // Function mapping the enum to its spelling.
  string symbolToStringFnName = "stringify" # name;
  string symbolToStringFnRetType = "string";

  // Function returning the largest case value.
  string maxEnumValFnName = "getMaxEnumValFor" # name;

  bit genSpecializedAttr = 1;
  Attr baseAttrClass = baseClass;
  string specializedAttrClassName = name # Attr;

  let predicate = !if(genSpecializedAttr,
      CPred<"$_self instanceof "
            # tsQualified<cppNamespace, specializedAttrClassName>.ret>,
      baseAttrClass.predicate);
  let storageType = !if(genSpecializedAttr,
      tsQualified<cppNamespace, specializedAttrClassName>.ret,
      baseAttrClass.storageType);
  let returnType = !if(genSpecializedAttr,
      tsQualified<cppNamespace, className>.ret,
      baseAttrClass.returnType);
  let constBuilderCall = !if(genSpecializedAttr,
      tsQualified<cppNamespace, specializedAttrClassName>.ret
        # ".get($_builder.context, $0)",
      baseAttrClass.constBuilderCall);
  let valueType = baseAttrClass.valueType;

  // The TypeScript enum type.
  string cppType = tsQualified<cppNamespace, className>.ret;

  // Expression parsing one value with `$_parser` (used by EnumParameter).
  string parameterParser = ?;
  // Statement printing `$_self` with `$_printer`.
  string parameterPrinter = ?;
}

// The IntegerAttr constraint accepting exactly the values of `cases`.
class IntEnumAttrBase<I intType, list<IntEnumAttrCaseBase> cases,
                      string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[
    SignlessIntegerAttrBase<intType, summary>.predicate,
    Or<!foreach(case, cases, case.predicate)>]>;
}

// The spellings of all cases as a TypeScript array literal.
class _EnumSpellings<list<EnumAttrCaseInfo> cases> {
  string spellings = "[" # !interleave(!foreach(c, cases, "\"" # c.str # "\""), ", ")
                # "]";
}

class IntEnumAttr<I intType, string name, string summary,
                  list<IntEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases,
        IntEnumAttrBase<intType, cases,
          !if(!empty(summary),
              "allowed " # intType.summary # " cases: "
                # !interleave(!foreach(case, cases, case.value), ", "),
              summary)>> {
  let parameterParser = "ods.parseEnumKeyword($_parser, "
      # tsQualified<cppNamespace, stringToSymbolFnName>.ret # ", \"" # cppType # "\", "
      # _EnumSpellings<cases>.spellings # ")";
  let parameterPrinter = "$_printer.print("
      # tsQualified<cppNamespace, symbolToStringFnName>.ret # "($_self))";
}

class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : IntEnumAttr<I32, name, summary, cases> {
  let underlyingType = "number";
}
class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases>
    : IntEnumAttr<I64, name, summary, cases> {
  let underlyingType = "bigint";
}

// The IntegerAttr constraint accepting any combination of the bits of
// `cases`.
class BitEnumAttrBase<I intType, list<BitEnumAttrCaseBase> cases,
                      string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[
    SignlessIntegerAttrBase<intType, summary>.predicate,
    CPred<"(BigInt.asUintN(" # intType.bitwidth # ", ods.intValue($_self)) & ~("
          # !foldl(0, cases, value, bitcase, !or(value, bitcase.value))
          # "n)) === 0n">]>;
}

class BitEnumAttr<I intType, string name, string summary,
                  list<BitEnumAttrCaseBase> cases>
    : EnumAttrInfo<name, cases, BitEnumAttrBase<intType, cases, summary>> {
  // Union of the bits of all cases.
  int validBits = !foldl(0, cases, value, bitcase, !or(value, bitcase.value));

  let symbolToStringFnRetType = "string";

  // Text between cases when printing; must contain '|' or ','.
  string separator = "|";
  assert !or(!ge(!find(separator, "|"), 0), !ge(!find(separator, ","), 0)),
         "bit enum separator needs a '|' or a ','";

  // The parser method consuming the separator.
  string parseSeparatorFn = !if(!ge(!find(separator, "|"), 0),
                                "parseOptionalVerticalBar",
                                "parseOptionalComma");

  let parameterParser = "ods.parseBitEnumKeywords($_parser, "
      # tsQualified<cppNamespace, stringToSymbolFnName>.ret # ", \"" # cppType # "\", "
      # _EnumSpellings<cases>.spellings # ", () => $_parser." # parseSeparatorFn
      # "())";
  let parameterPrinter = "$_printer.print("
      # tsQualified<cppNamespace, symbolToStringFnName>.ret # "($_self))";

  // Print named groups instead of their individual bits.
  bit printBitEnumPrimaryGroups = 0;
}

class I8BitEnumAttr<string name, string summary,
                    list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I8, name, summary, cases> {
  let underlyingType = "number";
}
class I16BitEnumAttr<string name, string summary,
                     list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I16, name, summary, cases> {
  let underlyingType = "number";
}
class I32BitEnumAttr<string name, string summary,
                     list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I32, name, summary, cases> {
  let underlyingType = "number";
}
class I64BitEnumAttr<string name, string summary,
                     list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I64, name, summary, cases> {
  let underlyingType = "bigint";
}

// An attribute/type parameter holding an enum value.
class EnumParameter<EnumAttrInfo enumInfo>
    : AttrParameter<tsQualified<enumInfo.cppNamespace, enumInfo.className>.ret,
                    "an enum of type " # enumInfo.className> {
  let parser = enumInfo.parameterParser;
  let printer = enumInfo.parameterPrinter;
}

// A dialect attribute wrapping an enum; printed as `#dialect.name<case>` when
// `name` is given.
class EnumAttr<Dialect dialect, EnumAttrInfo enumInfo, string name = "",
               list<Trait> traits = []>
    : AttrDef<dialect, enumInfo.className, traits> {
  let summary = enumInfo.summary;
  let description = enumInfo.description;

  EnumAttrInfo enum = enumInfo;

  let cppNamespace = enumInfo.cppNamespace;

  let constBuilderCall = tsQualified<cppNamespace, cppClassName>.ret
                         # ".get($_builder.context, $0)";

  let returnType = tsQualified<enumInfo.cppNamespace, enumInfo.className>.ret;

  let convertFromStorage = "$_self.value";

  let parameters = (ins EnumParameter<enumInfo>:$value);

  let mnemonic = name;

  let assemblyFormat = "$value";
}

// Resolves the spelling `case` of an enum to its TypeScript member.
class _symbolToValue<EnumAttrInfo enumAttrInfo, string case> {
  defvar cases = !filter(iter, enumAttrInfo.enumerants, !eq(iter.str, case));

  assert !not(!empty(cases)),
         "'" # case # "' is not a case of " # enumAttrInfo.className;

  string value = enumAttrInfo.cppType # "."
                 # !if(!empty(cases), "", !head(cases).symbol);
}

// Same for a `|`-separated list of bit enum cases.
class _bitSymbolsToValue<BitEnumAttr bitEnumAttr, string case> {
  defvar pos = !find(case, "|");

  string value = !if(!eq(pos, -1),
      _symbolToValue<bitEnumAttr, case>.value,
      _symbolToValue<bitEnumAttr, !substr(case, 0, pos)>.value # "|"
        # _bitSymbolsToValue<bitEnumAttr, !substr(case, !add(pos, 1))>.value);
}

class ConstantEnumCaseBase<Attr attribute, EnumAttrInfo enumAttrInfo,
                           string case>
    : ConstantAttr<attribute,
        !if(!isa<BitEnumAttr>(enumAttrInfo),
            _bitSymbolsToValue<!cast<BitEnumAttr>(enumAttrInfo), case>.value,
            _symbolToValue<enumAttrInfo, case>.value)>;

// The constant attribute of enum `attribute` (an EnumAttr or EnumAttrInfo)
// with spelling `case`.
class ConstantEnumCase<Attr attribute, string case>
    : ConstantEnumCaseBase<attribute,
        !if(!isa<EnumAttrInfo>(attribute), !cast<EnumAttrInfo>(attribute),
            !cast<EnumAttr>(attribute).enum),
        case> {
  assert !or(!isa<EnumAttr>(attribute), !isa<EnumAttrInfo>(attribute)),
         "ConstantEnumCase needs an EnumAttr or an EnumAttrInfo";
}

#endif // ENUMATTR_TD
