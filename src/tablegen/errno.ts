// System error texts as LLVM prints them (std::error_code::message(), i.e. glibc's
// strerror), from the code Node reports. Node's own messages ("EISDIR: illegal
// operation on a directory, read") never reach the user.
const STRERROR: { readonly [code: string]: string } = {
  EACCES: "Permission denied",
  EAGAIN: "Resource temporarily unavailable",
  EBADF: "Bad file descriptor",
  EBUSY: "Device or resource busy",
  EEXIST: "File exists",
  EFBIG: "File too large",
  EINVAL: "Invalid argument",
  EIO: "Input/output error",
  EISDIR: "Is a directory",
  ELOOP: "Too many levels of symbolic links",
  EMFILE: "Too many open files",
  ENAMETOOLONG: "File name too long",
  ENFILE: "Too many open files in system",
  ENODEV: "No such device",
  ENOENT: "No such file or directory",
  ENOMEM: "Cannot allocate memory",
  ENOSPC: "No space left on device",
  ENOTDIR: "Not a directory",
  ENXIO: "No such device or address",
  EPERM: "Operation not permitted",
  EPIPE: "Broken pipe",
  EROFS: "Read-only file system",
  ESPIPE: "Illegal seek",
  ETXTBSY: "Text file busy",
  EDQUOT: "Disk quota exceeded",
};

/** The strerror text of a Node file-system error (its message when the code is unknown). */
export function systemErrorText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && STRERROR[code] !== undefined) return STRERROR[code];
  return error instanceof Error ? error.message : String(error);
}
