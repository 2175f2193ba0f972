#include "CAllocatorTuning.h"

#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// malloc.h is not in Swift's Glibc module, so the two mallopt calls are made from C.
int recipes_keep_freed_memory(int mapThreshold, int trimThreshold) {
#if defined(__GLIBC__)
    return mallopt(M_MMAP_THRESHOLD, mapThreshold) && mallopt(M_TRIM_THRESHOLD, trimThreshold);
#else
    (void)mapThreshold;
    (void)trimThreshold;
    return 0;
#endif
}

void recipes_release_freed_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
