import CAnkiLibraries
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
    /// SQLite's functions (`AnkiLibraries`: loaded at the first database opened).
    private let sqlite: MainichiSQLite

    /// Opens the database file at `path` for reading only (never created, never written).
    init(readingOnly path: String) throws(Failure) {
        sqlite = try Self.library()
        let status = sqlite.open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK else {
            let message = Self.text(handle.flatMap { sqlite.errmsg($0) } ?? sqlite.errstr(status))
            _ = sqlite.close(handle)
            handle = nil
            throw Failure(message: message)
        }
    }

    /// Creates a new database file at `path` (which must not exist) for writing.
    init(creating path: String) throws(Failure) {
        sqlite = try Self.library()
        let status = sqlite.open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK else {
            let message = Self.text(handle.flatMap { sqlite.errmsg($0) } ?? sqlite.errstr(status))
            _ = sqlite.close(handle)
            handle = nil
            throw Failure(message: message)
        }
    }

    /// SQLite's functions, or a failure naming the library that could not be loaded.
    private static func library() throws(Failure) -> MainichiSQLite {
        switch AnkiLibraries.sqlite {
        case .success(let functions): functions
        case .failure(let failure): throw Failure(message: failure.message)
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
        guard sqlite.exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw Failure(message: lastMessage) }
    }

    /// Runs the one statement `sql` once for each row of `rows`, binding its values in order.
    func run(_ sql: String, rows: [[Value]]) throws(Failure) {
        var statement: OpaquePointer?
        guard sqlite.prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(message: lastMessage)
        }
        defer { _ = sqlite.finalize(statement) }
        // SQLITE_TRANSIENT: SQLite copies the text before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for row in rows {
            _ = sqlite.reset(statement)
            for (index, value) in row.enumerated() {
                let position = Int32(index + 1)
                switch value {
                case .integer(let number): _ = sqlite.bind_int64(statement, position, number)
                case .real(let number): _ = sqlite.bind_double(statement, position, number)
                case .text(let text): _ = sqlite.bind_text(statement, position, text, -1, transient)
                }
            }
            guard sqlite.step(statement) == SQLITE_DONE else { throw Failure(message: lastMessage) }
        }
    }

    deinit {
        _ = sqlite.close(handle)
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
        guard sqlite.prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(message: lastMessage)
        }
        defer { _ = sqlite.finalize(statement) }
        while true {
            let status = sqlite.step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw Failure(message: lastMessage) }
            try body(Row(statement: statement, sqlite: sqlite))
        }
    }

    private var lastMessage: String { Self.text(sqlite.errmsg(handle)) }

    /// SQLite's words for an error (a C string it keeps).
    private static func text(_ message: UnsafePointer<CChar>?) -> String {
        message.map { String(cString: $0) } ?? "unknown SQLite error"
    }

    /// One row of a result, read by column index.
    struct Row {
        fileprivate let statement: OpaquePointer
        fileprivate let sqlite: MainichiSQLite

        func int64(_ column: Int32) -> Int64 { sqlite.column_int64(statement, column) }

        func int(_ column: Int32) -> Int { Int(truncatingIfNeeded: sqlite.column_int64(statement, column)) }

        /// The column as UTF-8 text (invalid bytes repaired); empty for NULL.
        func text(_ column: Int32) -> String {
            guard let bytes = sqlite.column_text(statement, column) else { return "" }
            let count = Int(sqlite.column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }

        /// The column's bytes; empty for NULL.
        func blob(_ column: Int32) -> [UInt8] {
            let count = Int(sqlite.column_bytes(statement, column))
            guard count > 0, let pointer = sqlite.column_blob(statement, column) else { return [] }
            return Array(UnsafeRawBufferPointer(start: pointer, count: count))
        }
    }
}
