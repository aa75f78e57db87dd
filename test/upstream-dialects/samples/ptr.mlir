func.func private @take(!ptr.ptr, !ptr.ptr<1 : i32>, !ptr.ptr<#gpu.address_space<workgroup>>, !ptr.ptr<"global">) -> !ptr.ptr<7>
func.func @spaces(%a: !ptr.ptr, %b: !ptr.ptr<1 : i32>, %c: !ptr.ptr<#gpu.address_space<workgroup>>, %d: !ptr.ptr<"global">) -> !ptr.ptr<7> {
  %0 = func.call @take(%a, %b, %c, %d) : (!ptr.ptr, !ptr.ptr<1 : i32>, !ptr.ptr<#gpu.address_space<workgroup>>, !ptr.ptr<"global">) -> !ptr.ptr<7>
  return %0 : !ptr.ptr<7>
}
