import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A SQLite database opened read-only and queried a row at a time, or created and filled (an
/// exported collection): the only code that calls SQLite.
final class SQLiteDatabase {
    /// What SQLite said went wrong.
    struct Failure: Error {
        var message: String
    }

    private var handle: OpaquePointer?

    /// Opens the database file at `path` for reading only (never created, never written).
    init(readingOnly path: String) throws(Failure) {
        let status = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            handle = nil
            throw Failure(message: message)
        }
    }

    /// Creates a new database file at `path` (which must not exist) for writing.
    init(creating path: String) throws(Failure) {
        let status = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            handle = nil
            throw Failure(message: message)
        }
    }

    /// A value bound to a statement's `?`.
    enum Value {
        case integer(Int64)
        case real(Double)
        case text(String)
    }

    /// Runs `sql` (statements separated by `;`, without values).
    func execute(_ sql: String) throws(Failure) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw Failure(message: lastMessage) }
    }

    /// Runs the one statement `sql` once for each row of `rows`, binding its values in order.
    func run(_ sql: String, rows: [[Value]]) throws(Failure) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(message: lastMessage)
        }
        defer { sqlite3_finalize(statement) }
        // SQLITE_TRANSIENT: SQLite copies the text before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for row in rows {
            sqlite3_reset(statement)
            for (index, value) in row.enumerated() {
                let position = Int32(index + 1)
                switch value {
                case .integer(let number): sqlite3_bind_int64(statement, position, number)
                case .real(let number): sqlite3_bind_double(statement, position, number)
                case .text(let text): sqlite3_bind_text(statement, position, text, -1, transient)
                }
            }
            guard sqlite3_step(statement) == SQLITE_DONE else { throw Failure(message: lastMessage) }
        }
    }

    deinit {
        sqlite3_close(handle)
    }

    /// Whether the database has a table named `name`.
    func hasTable(_ name: String) throws(Failure) -> Bool {
        var found = false
        try forEachRow("SELECT name FROM sqlite_master WHERE type = 'table'") { row in
            if row.text(0) == name { found = true }
        }
        return found
    }

    /// Runs `sql` and calls `body` with each row.
    func forEachRow(_ sql: String, _ body: (Row) throws(Failure) -> Void) throws(Failure) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(message: lastMessage)
        }
        defer { sqlite3_finalize(statement) }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw Failure(message: lastMessage) }
            try body(Row(statement: statement))
        }
    }

    private var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// One row of a result, read by column index.
    struct Row {
        fileprivate let statement: OpaquePointer

        func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

        func int(_ column: Int32) -> Int { Int(truncatingIfNeeded: sqlite3_column_int64(statement, column)) }

        /// The column as UTF-8 text (invalid bytes repaired); empty for NULL.
        func text(_ column: Int32) -> String {
            guard let bytes = sqlite3_column_text(statement, column) else { return "" }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }

        /// The column's bytes; empty for NULL.
        func blob(_ column: Int32) -> [UInt8] {
            let count = Int(sqlite3_column_bytes(statement, column))
            guard count > 0, let pointer = sqlite3_column_blob(statement, column) else { return [] }
            return Array(UnsafeRawBufferPointer(start: pointer, count: count))
        }
    }
}
