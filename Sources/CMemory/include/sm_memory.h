#ifndef SM_MEMORY_H
#define SM_MEMORY_H

/// Caps how many malloc arenas glibc makes (one per thread otherwise, up to 8 a core): each
/// worker thread's arena keeps the peak of the largest page it drew, so a batch of large halls
/// on two workers held about 100 MB more than its pages need. A no-op on other C libraries.
void sm_limit_malloc_arenas(int count);

#endif
