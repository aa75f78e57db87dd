// llvm.mlir.addressof's symbol-use check (messages confirmed with mlir-opt 19).

llvm.func @f() {
  %0 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return
}

// -----

func.func @g() {
// expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  return
}

// -----

llvm.mlir.global internal @v(1 : i32) {addr_space = 2 : i32} : i32
func.func @g() {
// expected-error @+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global}}
  %0 = llvm.mlir.addressof @v : !llvm.ptr<1>
  %1 = llvm.mlir.addressof @v : !llvm.ptr<2>
  return
}

// -----

func.func @g() {
// expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  return
}
