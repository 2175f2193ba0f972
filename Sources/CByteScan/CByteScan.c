// The scans are `static inline` in the header, inlined where Swift calls them; this file only makes the target.
#include "CByteScan.h"
