#ifndef SM_PROGRAM_H
#define SM_PROGRAM_H

#include <stddef.h>

/// Copies the running program's GNU build ID (the linker's hash of the linked executable, its
/// `NT_GNU_BUILD_ID` note) into `out` and returns its length in bytes; 0 when the program has
/// none (or on a system without ELF program headers). The identity of the code that draws: a
/// render cache keys entries by it, so a build with one constant changed never hits an entry
/// an older build drew, whatever its release number says.
size_t sm_program_build_id(unsigned char *out, size_t capacity);

#endif
