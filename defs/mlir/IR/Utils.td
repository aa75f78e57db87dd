// tsmlir ODS library: small helpers shared by the other library files.
//
// Class and field names follow MLIR 19 so that existing dialect definitions
// keep working; the code snippets carried in fields are TypeScript.

#ifndef UTILS_TD
#define UTILS_TD

// Marks a definition as deprecated at the ODS level; the reason is shown to
// whoever uses it from a .td file.
class Deprecated<string reason> {
  string odsDeprecated = reason;
}

// Marks the generated TypeScript API as deprecated (emitted as a JSDoc
// `@deprecated` tag by our generators).
class CppDeprecated<string reason> {
  string odsCppDeprecated = reason;
}

// A string-valued helper whose `result` is a TypeScript expression.
class StrFunc<string r> {
  string result = r;
}

// DAG operators for op argument and result lists.
def ins;
def outs;

// A builder parameter: its TypeScript type and an optional default value
// expression.
class CArg<string ty, string value = ""> {
  string type = ty;
  string defaultValue = value;
}

// Namespaces are written as in MLIR (`::mlir`, `::mlir::arith`) because
// ODS and other TableGen tools identify traits and interfaces by their
// qualified names. These map them to tsmlir's TypeScript namespaces:
// `::mlir` -> `ir`, `::mlir::arith` -> `arith`, `::a::b` -> `a.b`.
class tsNamespace<string cppNamespace> {
  // !substr rejects start positions past the end, even in untaken branches.
  defvar trimmed = !if(!eq(!substr(cppNamespace, 0, 2), "::"),
                       !substr(cppNamespace, !if(!ge(!size(cppNamespace), 2), 2, 0)),
                       cppNamespace);
  defvar inMlir = !eq(!substr(trimmed, 0, 6), "mlir::");
  string ret = !cond(!eq(trimmed, "mlir"): "ir",
                     inMlir: !subst("::", ".", !substr(trimmed, !if(inMlir, 6, 0))),
                     true: !subst("::", ".", trimmed));
}

// `ns` and `name` joined as a TypeScript qualified name.
class tsQualified<string cppNamespace, string name> {
  string ret = !if(!empty(cppNamespace), name,
                   tsNamespace<cppNamespace>.ret # "." # name);
}

// "fooBar" -> "FooBar".
class firstCharToUpper<string str> {
  string ret = !if(!gt(!size(str), 0),
                   !toupper(!substr(str, 0, 1)) # !substr(str, 1), "");
}

// Removes the first underscore and capitalises the letter after it.
class _snakeCaseHelper<string str> {
  int idx = !find(str, "_");
  string ret = !if(!ge(idx, 0),
                   !substr(str, 0, idx)
                     # firstCharToUpper<!substr(str, !add(idx, 1))>.ret,
                   str);
}

// "foo_bar_baz" -> "FooBarBaz": used to derive accessor names.
class snakeCaseToCamelCase<string str> {
  string ret = !foldl(firstCharToUpper<str>.ret, !range(0, !size(str)),
                      acc, idx, _snakeCaseHelper<acc>.ret);
}

#endif // UTILS_TD
