// Raw data of builtin values as MLIR stores it (the bytes of dense elements and dense
// arrays), to and from tsmlir's in-memory forms.
export { denseElementsFromRaw, denseElementsToRaw } from "./dense-elements-raw.js";
export { denseArrayFromRaw, denseArraySize, denseArrayToRaw } from "./dense-array-raw.js";
