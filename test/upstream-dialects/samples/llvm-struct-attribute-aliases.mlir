// llvm attributes of several kinds in one module: their aliases are ordered by depth, a
// tbaa member (printed stripped, with no alias of its own) counting as a level.
#root_named = #llvm.tbaa_root<id = "our root">
#root_bare = #llvm.tbaa_root<>
#char = #llvm.tbaa_type_desc<members = {<#root_named, 0>}, id = "char">
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#char, 0>, <#char, 4>}>
#anon_char = #llvm.tbaa_type_desc<id = "char", members = {<#llvm.tbaa_root, 0>}>
#tag_plain = #llvm.tbaa_tag<offset = 4, access_type = #char, base_type = #pair, constant = false>
#tag_const = #llvm.tbaa_tag<constant = true, base_type = #anon_char, offset = 0, access_type = #anon_char>
#domain = #llvm.alias_scope_domain<description = "our domain", id = distinct[0]<>>
#scope_a = #llvm.alias_scope<domain = #domain, id = distinct[1]<>>
#scope_b = #llvm.alias_scope<id = distinct[2]<>, domain = #domain>
#group_a = #llvm.access_group<id = distinct[3]<>>
#group_b = #llvm.access_group<id = distinct[4]<>>
#follow = #llvm.loop_annotation<disableNonforced = true>
#loop = #llvm.loop_annotation<
  unroll = <full = true, disable = false>,
  mustProgress = true,
  vectorize = #llvm.loop_vectorize<width = 4 : i32, followupAll = #follow>,
  licm = <versioningDisable = false>, interleave = <count = 2 : i32>,
  pipeline = <initiationinterval = 3 : i32>, peeled = <count = 1 : i32>, unswitch = <partialDisable = false>,
  distribute = <followupAll = <isVectorized = true>>,
  unrollAndJam = <count = 2 : i32, followupInner = #follow>,
  parallelAccesses = #group_b, #group_a>
module {
  llvm.func @uses(%p: !llvm.ptr, %q: !llvm.ptr) {
    %0 = llvm.load %p {tbaa = [#tag_plain, #tag_const], alias_scopes = [#scope_a], noalias_scopes = [#scope_b]} : !llvm.ptr -> i32
    llvm.store %0, %q {tbaa = [#llvm.tbaa_tag<base_type = #char, access_type = #char, offset = 0>]} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop}
  ^bb1:
    llvm.return
  }
  llvm.func @unused_root() attributes {tsmlir.root = #root_bare} {
    llvm.return
  }
}
