// sparse_tensor's types hold their encoding as an attribute: an encoding written inline
// prints through a `#sparse` alias, and a storage specifier's encoding is normalised (level
// properties the storage ignores, the maps, bit widths and fill values dropped), which makes
// it an encoding of its own, aliased apart from the tensor's even when both print alike.
#Blocked = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j : compressed(nonunique, nonordered), i mod 2 : singleton(soa)), posWidth = 32, crdWidth = 16}>
#Plain = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>
#Sliced = #sparse_tensor.encoding<{map = (i : #sparse_tensor<slice(1, 4, 1)>, j : #sparse_tensor<slice(?, 3, 2)>) -> (i : dense, j : compressed)}>
#NM = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : structured[2, 4]), explicitVal = 1.0 : f32, implicitVal = 0.0 : f32}>

func.func private @inline_encodings(!sparse_tensor.storage_specifier<#sparse_tensor.encoding<{map = (d0) -> (d0 : compressed(nonunique))}>>,
                                    !sparse_tensor.iter_space<#sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>, lvls = 0>)
func.func private @stripped_encoding(!sparse_tensor.storage_specifier<<{map = (d0, d1) -> (d1 : dense, d0 : compressed)}>>)
func.func private @normalised(tensor<8x8xf32, #Blocked>, !sparse_tensor.storage_specifier<#Blocked>, !sparse_tensor.iterator<#Blocked, lvls = 1 to 3>)
func.func private @alike(!sparse_tensor.storage_specifier<#Plain>, tensor<4x4xf32, #Plain>, !sparse_tensor.iter_space<#Plain, lvls = 0 to 1>)
func.func private @slices(!sparse_tensor.storage_specifier<#Sliced>, tensor<4x3xf32, #Sliced>)
func.func private @structured(tensor<4x4xf32, #NM>, !sparse_tensor.storage_specifier<#NM>)

func.func @specifier_ops(%sz: index) -> index {
  %s = sparse_tensor.storage_specifier.init : !sparse_tensor.storage_specifier<#Blocked>
  %t = sparse_tensor.storage_specifier.set %s lvl_sz at 1 with %sz : !sparse_tensor.storage_specifier<#Blocked>
  %r = sparse_tensor.storage_specifier.get %t crd_mem_sz at 2 : !sparse_tensor.storage_specifier<#Blocked>
  return %r : index
}
