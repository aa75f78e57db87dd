// `tsmlir/tablegen`: TableGen jobs run in-process (bundler plugins, build tools).
export { jobArguments, runTableGenJobs, type TableGenJob, type TableGenJobResult } from "../cli/tblgen-api.js";
