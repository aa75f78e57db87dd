// Inputs for symbol-dce (our own): visibility, references through calls and attributes,
// nested symbol tables and nested references.
func.func @entry(%x: i32) -> i32 {
  %r = func.call @helper(%x) : (i32) -> i32
  return %r : i32
}
func.func private @helper(%x: i32) -> i32 {
  return %x : i32
}
func.func private @never_called() {
  return
}
func.func @visible_but_unused() {
  return
}

// -----

// A chain of private functions only reachable from a dead one disappears whole.
func.func private @dead_root() {
  func.call @dead_leaf() : () -> ()
  return
}
func.func private @dead_leaf() {
  return
}
func.func private @kept_by_reference() {
  return
}
func.func @refers_in_body() {
  "test.refers"() {callee = @kept_by_reference} : () -> ()
  return
}

// -----

// Nested modules: a public nested symbol table keeps its public symbols, a private one
// loses what nothing refers to.
module @outer {
  module @public_inner {
    func.func @pub() {
      return
    }
    func.func private @priv() {
      return
    }
  }
  module @private_inner attributes {sym_visibility = "private"} {
    func.func @pub_in_private() {
      return
    }
  }
  func.func @caller() attributes {uses = @public_inner::@pub} {
    return
  }
}

// -----

module @m {
  func.func private @target() {
    return
  }
  func.func @refers() attributes {some.ref = [@target]} {
    return
  }
}

// -----

func.func private @only_declared(i32) -> i32
func.func private @declared_used(i32) -> i32
func.func @user(%a: i32) -> i32 {
  %0 = func.call @declared_used(%a) : (i32) -> i32
  return %0 : i32
}
