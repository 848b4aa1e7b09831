#include "sm_memory.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void sm_return_free_pages(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

void sm_limit_malloc_arenas(int count) {
#if defined(__GLIBC__)
    mallopt(M_ARENA_MAX, count);
#else
    (void)count;
#endif
}
