#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "sm_program.h"

#if defined(__linux__)
#include <link.h>
#include <string.h>

struct sm_found { unsigned char *out; size_t capacity; size_t length; };

/// Walks the first object dl_iterate_phdr reports — the executable itself — for its build-ID
/// note, and stops there (1), so a shared library's ID is never taken for the program's.
static int sm_find_build_id(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct sm_found *found = data;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE) continue;
        const unsigned char *p = (const unsigned char *)(info->dlpi_addr + ph->p_vaddr);
        const unsigned char *end = p + ph->p_memsz;
        while (p + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *note = (const ElfW(Nhdr) *)p;
            size_t name = (note->n_namesz + 3) & ~(size_t)3, desc = (note->n_descsz + 3) & ~(size_t)3;
            const unsigned char *n = p + sizeof(ElfW(Nhdr)), *d = n + name;
            if (d + note->n_descsz > end) break;
            if (note->n_type == NT_GNU_BUILD_ID && note->n_namesz == 4 && memcmp(n, "GNU", 4) == 0) {
                size_t len = note->n_descsz < found->capacity ? note->n_descsz : found->capacity;
                memcpy(found->out, d, len);
                found->length = len;
                return 1;
            }
            p = d + desc;
        }
    }
    return 1;
}

size_t sm_program_build_id(unsigned char *out, size_t capacity) {
    struct sm_found found = { out, capacity, 0 };
    dl_iterate_phdr(sm_find_build_id, &found);
    return found.length;
}
#else
size_t sm_program_build_id(unsigned char *out, size_t capacity) { (void)out; (void)capacity; return 0; }
#endif
