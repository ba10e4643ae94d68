// The one header of SQLite. Only CAnkiLibraries includes it (the library is opened at first use), to read
// (and one day write) Anki's collection files; Mainichi's own storage does not use SQLite.
#ifndef MAINICHI_CSQLITE_SHIM_H
#define MAINICHI_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
