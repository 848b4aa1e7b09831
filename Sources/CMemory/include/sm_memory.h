#ifndef SM_MEMORY_H
#define SM_MEMORY_H

/// Caps how many malloc arenas glibc makes (one per thread otherwise, up to 8 a core): each
/// worker thread's arena keeps the peak of the largest page it drew, so a batch of large halls
/// on two workers held about 100 MB more than its pages need. A no-op on other C libraries.
void sm_limit_malloc_arenas(int count);

/// Returns the heap pages malloc holds free to the system (glibc's malloc_trim). A large input's
/// parse tree, freed after decoding, otherwise stays resident beside the image drawn next (whose
/// pixel buffer is a fresh mmap, never those pages). A no-op on other C libraries.
void sm_return_free_pages(void);

#endif
