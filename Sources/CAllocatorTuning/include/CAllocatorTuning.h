#ifndef C_ALLOCATOR_TUNING_H
#define C_ALLOCATOR_TUNING_H

/// Asks the C library's allocator to serve allocations up to `mapThreshold` bytes from its heap and to keep up to
/// `trimThreshold` freed bytes there; returns 0 where the allocator has no such settings (not glibc).
int recipes_keep_freed_memory(int mapThreshold, int trimThreshold);

/// Gives the allocator's free memory back to the kernel now; does nothing where the allocator cannot (not glibc).
void recipes_release_freed_memory(void);

#endif
