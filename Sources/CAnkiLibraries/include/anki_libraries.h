// SQLite and zstd, found at first use instead of at every start.
//
// Only reading and writing Anki packages needs them, yet a linked library is loaded and bound by
// the dynamic loader before `main` on every start: SQLite and zstd cost 1.4 million of the
// instructions to the first frame (docs/performance.md, "The first frame, third pass"). On Linux
// they are opened with dlopen when an Anki package is read or written; elsewhere (macOS) they are
// linked as usual and the tables hold the linked functions. Only the AnkiPackage target calls this.
#ifndef MAINICHI_ANKI_LIBRARIES_H
#define MAINICHI_ANKI_LIBRARIES_H

#include <stdbool.h>
#include <stddef.h>
#include <sqlite3.h>
#include <zstd.h>

/// The SQLite functions the Anki package code calls.
typedef struct {
    __typeof__(sqlite3_open_v2) *_Nonnull open_v2;
    __typeof__(sqlite3_close) *_Nonnull close;
    __typeof__(sqlite3_errmsg) *_Nonnull errmsg;
    __typeof__(sqlite3_errstr) *_Nonnull errstr;
    __typeof__(sqlite3_exec) *_Nonnull exec;
    __typeof__(sqlite3_prepare_v2) *_Nonnull prepare_v2;
    __typeof__(sqlite3_finalize) *_Nonnull finalize;
    __typeof__(sqlite3_reset) *_Nonnull reset;
    __typeof__(sqlite3_step) *_Nonnull step;
    __typeof__(sqlite3_bind_int64) *_Nonnull bind_int64;
    __typeof__(sqlite3_bind_double) *_Nonnull bind_double;
    __typeof__(sqlite3_bind_text) *_Nonnull bind_text;
    __typeof__(sqlite3_column_int64) *_Nonnull column_int64;
    __typeof__(sqlite3_column_text) *_Nonnull column_text;
    __typeof__(sqlite3_column_blob) *_Nonnull column_blob;
    __typeof__(sqlite3_column_bytes) *_Nonnull column_bytes;
} MainichiSQLite;

/// The zstd functions the Anki package code calls.
typedef struct {
    __typeof__(ZSTD_createDStream) *_Nonnull createDStream;
    __typeof__(ZSTD_freeDStream) *_Nonnull freeDStream;
    __typeof__(ZSTD_initDStream) *_Nonnull initDStream;
    __typeof__(ZSTD_DStreamOutSize) *_Nonnull DStreamOutSize;
    __typeof__(ZSTD_decompressStream) *_Nonnull decompressStream;
    __typeof__(ZSTD_isError) *_Nonnull isError;
    __typeof__(ZSTD_getErrorName) *_Nonnull getErrorName;
} MainichiZstd;

/// The file name under which the system's SQLite is opened ("libsqlite3.so.0" on Linux).
extern const char *_Nonnull const mainichi_sqlite_file;

/// The file name under which the system's zstd is opened ("libzstd.so.1" on Linux).
extern const char *_Nonnull const mainichi_zstd_file;

/// Opens SQLite from `file` and fills `table`. False when the library or one of its functions
/// cannot be found, with the loader's words (naming the file) in `problem`, cut to `capacity`.
/// The library stays loaded. Where SQLite is linked (macOS), `file` is not used.
bool mainichi_load_sqlite(const char *_Nonnull file, MainichiSQLite *_Nonnull table,
                          char *_Nonnull problem, size_t capacity);

/// Opens zstd from `file` and fills `table`, as `mainichi_load_sqlite` does.
bool mainichi_load_zstd(const char *_Nonnull file, MainichiZstd *_Nonnull table,
                        char *_Nonnull problem, size_t capacity);

#endif
