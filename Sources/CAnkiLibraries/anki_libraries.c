#include "anki_libraries.h"

#include <stdio.h>

// The functions of each table: its field, then the library's name for it.
#define SQLITE_FUNCTIONS(X) \
    X(open_v2, sqlite3_open_v2) X(close, sqlite3_close) X(errmsg, sqlite3_errmsg) \
    X(errstr, sqlite3_errstr) X(exec, sqlite3_exec) X(prepare_v2, sqlite3_prepare_v2) \
    X(finalize, sqlite3_finalize) X(reset, sqlite3_reset) X(step, sqlite3_step) \
    X(bind_int64, sqlite3_bind_int64) X(bind_double, sqlite3_bind_double) X(bind_text, sqlite3_bind_text) \
    X(column_int64, sqlite3_column_int64) X(column_text, sqlite3_column_text) \
    X(column_blob, sqlite3_column_blob) X(column_bytes, sqlite3_column_bytes)
#define ZSTD_FUNCTIONS(X) \
    X(createDStream, ZSTD_createDStream) X(freeDStream, ZSTD_freeDStream) X(initDStream, ZSTD_initDStream) \
    X(DStreamOutSize, ZSTD_DStreamOutSize) X(decompressStream, ZSTD_decompressStream) \
    X(isError, ZSTD_isError) X(getErrorName, ZSTD_getErrorName)

#if defined(__APPLE__)

const char *const mainichi_sqlite_file = "libsqlite3.dylib";
const char *const mainichi_zstd_file = "libzstd.1.dylib";

// Linked as usual (Package.swift): the tables hold the linked functions.
#define BIND(field, symbol) table->field = symbol;

bool mainichi_load_sqlite(const char *file, MainichiSQLite *table, char *problem, size_t capacity) {
    (void)file; (void)problem; (void)capacity;
    SQLITE_FUNCTIONS(BIND)
    return true;
}

bool mainichi_load_zstd(const char *file, MainichiZstd *table, char *problem, size_t capacity) {
    (void)file; (void)problem; (void)capacity;
    ZSTD_FUNCTIONS(BIND)
    return true;
}

#else

#include <dlfcn.h>

const char *const mainichi_sqlite_file = "libsqlite3.so.0";
const char *const mainichi_zstd_file = "libzstd.so.1";

/// Opens `file` (kept open once its functions are found), or says why not in `problem`.
static void *open_library(const char *file, char *problem, size_t capacity) {
    void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(problem, capacity, "%s", reason ? reason : file);
    }
    return library;
}

/// One function's address; for the first one missing, says which and in what file.
static void *find(void *library, const char *file, const char *symbol, bool *complete, char *problem,
                  size_t capacity) {
    void *address = dlsym(library, symbol);
    if (!address && *complete) {
        *complete = false;
        snprintf(problem, capacity, "%s has no function %s (too old a version?)", file, symbol);
    }
    return address;
}

#define FIND(field, symbol) *(void **)&table->field = find(library, file, #symbol, &complete, problem, capacity);

bool mainichi_load_sqlite(const char *file, MainichiSQLite *table, char *problem, size_t capacity) {
    void *library = open_library(file, problem, capacity);
    if (!library) return false;
    bool complete = true;
    SQLITE_FUNCTIONS(FIND)
    if (!complete) dlclose(library);
    return complete;
}

bool mainichi_load_zstd(const char *file, MainichiZstd *table, char *problem, size_t capacity) {
    void *library = open_library(file, problem, capacity);
    if (!library) return false;
    bool complete = true;
    ZSTD_FUNCTIONS(FIND)
    if (!complete) dlclose(library);
    return complete;
}

#endif
