// A small, self-contained tour of TableGen, printed with
//   npm run example   (node bin/tsmlir-tblgen.mjs --print-records -I defs examples/hello.td)
// The output is byte-identical to `mlir-tblgen --print-records` on this file.

#ifndef HELLO_TD
#define HELLO_TD

// A class with template arguments, a default, and fields computed with bang operators.
class Greeting<string who, int times = 1> {
  string Who = who;
  int Times = times;
  string Text = !strconcat("Hello, ", who, !if(!gt(times, 1), "!", "."));
  list<string> Echo = !listsplat(who, times);
  bits<4> Code = !cast<bits<4>>(!and(times, 15));
}

// A plain def deriving from the class.
def HelloWorld : Greeting<"world">;

// `let` overrides a field for every def in the block.
let Times = 3 in
def HelloAgain : Greeting<"again", 2>;

// A multiclass stamps out several defs per `defm`; NAME is the defm's name.
multiclass Polite<string who> {
  def _Formal : Greeting<!strconcat("dear ", who)>;
  def _Casual : Greeting<who, 2> {
    string Nickname = !tolower(NAME);
  }
}

defm Alice : Polite<"Alice">;
defm Bob : Polite<"Bob">;

// foreach with a list and a computed name.
foreach n = [1, 2, 3] in
  def Count # n : Greeting<"count", n>;

// defvar, !foldl, !foreach, !filter, !interleave, and a dag.
defvar primes = [2, 3, 5, 7, 11];
def Numbers {
  int Sum = !foldl(0, primes, acc, p, !add(acc, p));
  list<int> Squares = !foreach(p, primes, !mul(p, p));
  list<int> Big = !filter(p, primes, !gt(p, 4));
  string Joined = !interleave(primes, ", ");
  dag Tree = (HelloWorld "leaf":$a, HelloAgain:$b);
  int Args = !size(Tree);
}

// if/then/else at the top level.
defvar verbose = 1;
if verbose then {
  def Verbose : Greeting<"verbose">;
} else {
  def Quiet : Greeting<"quiet">;
}

#endif // HELLO_TD
