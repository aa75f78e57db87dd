// A type parameter that fails to parse gets MLIR's second error naming the TypeDef's
// parameter, also for the types tsmlir parses by hand (llvm's pointer, ptr's pointer).

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @llvm_pointer_space(!llvm.ptr<global>)

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse Ptr_PtrType parameter 'memorySpace' which is to be a `Attribute`}}
func.func private @ptr_memory_space(!ptr.ptr<x, y>)
