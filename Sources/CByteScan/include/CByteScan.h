#ifndef C_BYTE_SCAN_H
#define C_BYTE_SCAN_H

#include <stddef.h>
#include <stdint.h>

/// Where a JSON string's plain run ends, and whether every byte before that end is ASCII.
typedef struct {
    /// The offset of the first quote, backslash or control byte (below 0x20), or the input's length.
    ptrdiff_t end;
    /// Nonzero when every byte from the start up to `end` is below 0x80.
    int isASCII;
} recipes_string_run;

#if defined(__SSE2__)
#include <emmintrin.h>

// C because Swift's SIMD16 compares were not lowered to vector instructions (docs/PERFORMANCE.md); `static inline`
// so that Swift inlines it at each call, as a call per string would cost more than a short string's scan.
static inline __attribute__((always_inline)) recipes_string_run recipes_string_end(
    const uint8_t *bytes, ptrdiff_t start, ptrdiff_t count
) {
    const __m128i quote = _mm_set1_epi8(0x22), backslash = _mm_set1_epi8(0x5C), control = _mm_set1_epi8(0x1F);
    ptrdiff_t index = start;
    int highs = 0;
    while (index + 16 <= count) {
        __m128i chunk = _mm_loadu_si128((const __m128i *)(const void *)(bytes + index));
        // A byte is at most 0x1F exactly when the unsigned minimum of it and 0x1F is itself.
        __m128i specials = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(chunk, quote), _mm_cmpeq_epi8(chunk, backslash)),
            _mm_cmpeq_epi8(_mm_min_epu8(chunk, control), chunk));
        int mask = _mm_movemask_epi8(specials);
        int high = _mm_movemask_epi8(chunk);
        if (mask != 0) {
            int offset = __builtin_ctz((unsigned)mask);
            highs |= high & ((1 << offset) - 1);
            recipes_string_run run = { index + offset, highs == 0 };
            return run;
        }
        highs |= high;
        index += 16;
    }
    while (index < count) {
        uint8_t byte = bytes[index];
        if (byte == 0x22 || byte == 0x5C || byte < 0x20) break;
        highs |= byte & 0x80;
        index += 1;
    }
    recipes_string_run run = { index, highs == 0 };
    return run;
}

/// Copies a JSON string's plain run, from `start` up to the first quote, backslash or control byte (or `count`), to
/// `out`, sixteen bytes a step, and returns where the run ends. It may write up to sixteen bytes past the run's end
/// in `out`: the caller leaves that room.
static inline __attribute__((always_inline)) ptrdiff_t recipes_string_copy(
    const uint8_t *bytes, ptrdiff_t start, ptrdiff_t count, uint8_t *out
) {
    const __m128i quote = _mm_set1_epi8(0x22), backslash = _mm_set1_epi8(0x5C), control = _mm_set1_epi8(0x1F);
    ptrdiff_t index = start;
    while (index + 16 <= count) {
        __m128i chunk = _mm_loadu_si128((const __m128i *)(const void *)(bytes + index));
        _mm_storeu_si128((__m128i *)(void *)(out + (index - start)), chunk);
        __m128i specials = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(chunk, quote), _mm_cmpeq_epi8(chunk, backslash)),
            _mm_cmpeq_epi8(_mm_min_epu8(chunk, control), chunk));
        int mask = _mm_movemask_epi8(specials);
        if (mask != 0) return index + __builtin_ctz((unsigned)mask);
        index += 16;
    }
    while (index < count) {
        uint8_t byte = bytes[index];
        if (byte == 0x22 || byte == 0x5C || byte < 0x20) break;
        out[index - start] = byte;
        index += 1;
    }
    return index;
}
#endif

#endif
