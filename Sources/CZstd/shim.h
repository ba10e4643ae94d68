// The one header of zstd. Only CAnkiLibraries includes it (the library is opened at first use), to
// decompress Anki's `collection.anki21b`, its media map and its media files.
#ifndef MAINICHI_CZSTD_SHIM_H
#define MAINICHI_CZSTD_SHIM_H
#include <zstd.h>
#endif
