// MLIR's VerifiableTensorEncoding attribute interface (BuiltinAttributeInterfaces.td): an
// attribute used as a tensor type's encoding checks itself against the tensor's shape and
// element type when the type is parsed. The builtin dialect defines no encoding; a dialect
// whose attributes are encodings (sparse_tensor's) implements it.
import type { Attribute } from "./attributes.js";
import type { Int64 } from "./int64.js";
import type { Type } from "./types.js";
import { defineAttrInterface } from "./interfaces.js";

export interface VerifiableTensorEncodingMethods {
  /**
   * The message of the first way `encoding` does not fit a tensor of `shape` (empty for an
   * unranked or a 0-d tensor) and `elementType`, or undefined when it fits.
   */
  verifyEncoding(encoding: Attribute, shape: readonly Int64[], elementType: Type): string | undefined;
}

export const VerifiableTensorEncoding = defineAttrInterface<VerifiableTensorEncodingMethods>("VerifiableTensorEncoding", {
  methods: ["verifyEncoding"],
});
