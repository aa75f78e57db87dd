// amx's custom syntax: the generated formats (generated/upstream/amx-assembly.ts) and the
// verifiers MLIR writes in C++.
import { amxAssembly, type AmxAssemblyHooks } from "../../../generated/upstream/amx-assembly.js";
import { verifyTileLoad, verifyTileMulF, verifyTileMulI, verifyTileStore, verifyTileZero } from "./verifiers.js";

export const amxSyntaxHooks: AmxAssemblyHooks = {
  verifiers: {
    TileLoadOp: verifyTileLoad,
    TileMulFOp: verifyTileMulF,
    TileMulIOp: verifyTileMulI,
    TileStoreOp: verifyTileStore,
    TileZeroOp: verifyTileZero,
  },
};

export const amxSyntax = (): ReturnType<typeof amxAssembly> => amxAssembly(amxSyntaxHooks);
