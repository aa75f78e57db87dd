// llvm's TBAA attributes: parameters written in any order, tbaa_tag's default `constant`,
// the optional body of tbaa_root, members printed stripped, nested tags written in full.
#root_named = #llvm.tbaa_root<id = "our root">
#root_bare = #llvm.tbaa_root<>
#char = #llvm.tbaa_type_desc<members = {<#root_named, 0>}, id = "char">
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#char, 0>, <#char, 4>}>
#anon_char = #llvm.tbaa_type_desc<id = "char", members = {<#llvm.tbaa_root, 0>}>
#tag_plain = #llvm.tbaa_tag<offset = 4, access_type = #char, base_type = #pair, constant = false>
#tag_const = #llvm.tbaa_tag<constant = true, base_type = #anon_char, offset = 0, access_type = #anon_char>
module {
  llvm.func @uses(%p: !llvm.ptr, %q: !llvm.ptr) {
    %0 = llvm.load %p {tbaa = [#tag_plain, #tag_const]} : !llvm.ptr -> i32
    llvm.store %0, %q {tbaa = [#llvm.tbaa_tag<base_type = #char, access_type = #char, offset = 0>]} : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @unused_root() attributes {tsmlir.root = #root_bare} {
    llvm.return
  }
}
