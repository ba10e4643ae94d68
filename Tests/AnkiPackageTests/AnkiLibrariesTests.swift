@testable import AnkiPackage
import Testing

/// SQLite and zstd are opened when an Anki package is first read; a missing one is named.
@Suite struct AnkiLibrariesTests {
    /// The message a learner reads when the library is absent, or nil when it loaded.
    static func failure<Table>(_ result: Result<Table, AnkiLibraries.Failure>) -> String? {
        if case .failure(let failure) = result { failure.message } else { nil }
    }

    @Test func theSystemLibrariesLoad() {
        #expect(Self.failure(AnkiLibraries.sqlite) == nil)
        #expect(Self.failure(AnkiLibraries.zstd) == nil)
    }

    // Only Linux opens the libraries at first use; elsewhere they are linked.
    #if os(Linux)
    @Test func aMissingSQLiteIsNamedWithWhatToInstall() throws {
        let message = try #require(Self.failure(AnkiLibraries.loadSQLite(file: "libsqlite3-not-here.so.0")))
        #expect(message.hasPrefix("SQLite (libsqlite3-not-here.so.0) could not be loaded: "))
        #expect(message.contains("install libsqlite3-0"))
    }

    @Test func aMissingZstdIsNamedWithWhatToInstall() throws {
        let message = try #require(Self.failure(AnkiLibraries.loadZstd(file: "libzstd-not-here.so.1")))
        #expect(message.hasPrefix("zstd (libzstd-not-here.so.1) could not be loaded: "))
        #expect(message.contains("install libzstd1"))
    }

    @Test func aLibraryWithoutTheFunctionsIsRefused() throws {
        // zstd's library has none of SQLite's functions: the first one missing is named.
        let zstdFile = "libzstd.so.1"
        let message = try #require(Self.failure(AnkiLibraries.loadSQLite(file: zstdFile)))
        #expect(message.contains("libzstd.so.1 has no function sqlite3_open_v2"))
    }
    #endif
}
