// llvm's loop annotations, alias scopes and access groups: parameters written in any order
// and over several lines, nested attributes in full or in their short form (rebuilt and
// aliased), distinct ids, a vscale range.
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
    %0 = llvm.load %p {alias_scopes = [#scope_a], noalias_scopes = [#scope_b]} : !llvm.ptr -> i32
    llvm.store %0, %q {access_groups = [#group_a]} : i32, !llvm.ptr
    llvm.br ^bb1 {loop_annotation = #loop}
  ^bb1:
    llvm.return
  }
  llvm.func @ranged() attributes {vscale_range = #llvm.vscale_range<maxRange = 16 : i32, minRange = 1 : i32>} {
    llvm.return
  }
}
