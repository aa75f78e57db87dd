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
