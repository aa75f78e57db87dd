// llvm's struct and parameter-list attributes, read parameter by parameter as their
// generated parsers read them.

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_AccessGroupAttr parameter 'id' which is to be a `DistinctAttr`}}
func.func private @string_id() attributes {x = #llvm.access_group<id = "group">}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: width}}
func.func private @unknown_parameter() attributes {x = #llvm.loop_interleave<width = 4 : i32>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: disable}}
func.func private @duplicate_parameter() attributes {x = #llvm.loop_licm<disable = true, disable = false>}

// -----

// expected-error @+1 {{struct is missing required parameter: domain}}
func.func private @missing_parameter() attributes {x = #llvm.alias_scope<id = distinct[0]<>, description = "lonely">}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopVectorizeAttr parameter 'width' which is to be a `IntegerAttr`}}
func.func private @not_an_integer() attributes {x = #llvm.loop_vectorize<width = "four">}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'unroll' which is to be a `LoopUnrollAttr`}}
func.func private @wrong_nested_kind() attributes {x = #llvm.loop_annotation<unroll = #llvm.loop_licm<disable = true>>}

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'parallelAccesses' which is to be a `::llvm::ArrayRef<AccessGroupAttr>`}}
func.func private @greedy_list() attributes {x = #llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[0]<>>, mustProgress = true>}

// -----

// expected-error @+3 {{invalid kind of attribute specified}}
// expected-error @+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
func.func private @member_of_tag() attributes {x = #llvm.tbaa_type_desc<id = "a", members = {<#llvm.loop_licm<disable = true>, 0>}>}

// -----

// expected-error @+2 {{expected '{'}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
func.func private @members_without_braces() attributes {x = #llvm.tbaa_type_desc<id = "a", members = <#llvm.tbaa_root, 0>>}

// -----

// The optional body of tbaa_root starts with a parameter name; without one, `>` is due.
// expected-error @+1 {{expected '>'}}
func.func private @no_name() attributes {x = #llvm.tbaa_root<"id">}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
func.func private @no_name_after_comma() attributes {x = #llvm.loop_licm<disable = true, "versioningDisable" = true>}
