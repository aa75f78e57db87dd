// expm1 and log1p as the C library computes them for doubles: the engine's functions are of
// the same (fdlibm) lineage as glibc's and agree with them.
export const expm1 = Math.expm1;
export const log1p = Math.log1p;
