// The one header Swift sees of zstd. Only the AnkiPackage target imports this module, to
// decompress Anki's `collection.anki21b`, its media map and its media files.
#ifndef MAINICHI_CZSTD_SHIM_H
#define MAINICHI_CZSTD_SHIM_H
#include <zstd.h>
#endif
