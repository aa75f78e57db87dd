// mpi's attribute: an MPI error class (`#mpi.errclass<MPI_ERR_ARG>`, `<MPI_SUCCESS>` in
// mpi.retval_check), checked against the enum's cases.
import { mpiEnumAttributes } from "../../../generated/upstream/mpi-assembly.js";
import { enumAttributeHooks } from "../upstream/enum-attributes.js";
import type { StubExtension } from "../upstream/stub-dialect.js";

export function mpiExtension(): StubExtension {
  return enumAttributeHooks("mpi", mpiEnumAttributes);
}
