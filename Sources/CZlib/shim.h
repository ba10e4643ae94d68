// The one header Swift sees of zlib. Only the AnkiPackage target imports this module, to read and
// write the zip archives that Anki packages are (raw deflate and CRC-32).
#ifndef MAINICHI_CZLIB_SHIM_H
#define MAINICHI_CZLIB_SHIM_H
#include <zlib.h>
#endif
