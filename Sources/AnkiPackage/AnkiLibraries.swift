import CAnkiLibraries

/// SQLite and zstd, loaded on first use (`CAnkiLibraries`): a start that reads or writes no Anki
/// package never loads them, and the dynamic loader binds neither before the first frame.
enum AnkiLibraries {
    /// Why a library could not be loaded, naming its file.
    struct Failure: Error {
        var message: String
    }

    /// SQLite's functions, or why they could not be loaded (one answer for the whole run).
    static let sqlite: Result<MainichiSQLite, Failure> = loadSQLite(file: String(cString: mainichi_sqlite_file))

    /// zstd's functions, or why they could not be loaded (one answer for the whole run).
    static let zstd: Result<MainichiZstd, Failure> = loadZstd(file: String(cString: mainichi_zstd_file))

    /// Opens SQLite from `file`.
    static func loadSQLite(file: String) -> Result<MainichiSQLite, Failure> {
        load(file: file, name: "SQLite", package: "libsqlite3-0", with: mainichi_load_sqlite)
    }

    /// Opens zstd from `file`.
    static func loadZstd(file: String) -> Result<MainichiZstd, Failure> {
        load(file: file, name: "zstd", package: "libzstd1", with: mainichi_load_zstd)
    }

    /// Fills a table of `name`'s functions from `file` with `loader`, or says what is missing and
    /// which package (Debian and Ubuntu's name) brings it.
    private static func load<Table>(
        file: String, name: String, package: String,
        with loader: (UnsafePointer<CChar>, UnsafeMutablePointer<Table>, UnsafeMutablePointer<CChar>, Int) -> Bool
    ) -> Result<Table, Failure> {
        let table = UnsafeMutablePointer<Table>.allocate(capacity: 1)
        defer { table.deallocate() }
        var problem = [CChar](repeating: 0, count: 512)
        let loaded = problem.withUnsafeMutableBufferPointer { buffer in
            loader(file, table, buffer.baseAddress!, buffer.count)
        }
        guard loaded else {
            let reason = String(decoding: problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(Failure(message: "\(name) (\(file)) could not be loaded: \(reason); Anki packages need it: install \(package) (Debian, Ubuntu) or your system's \(name) package"))
        }
        // The loader wrote every field.
        return .success(table.move())
    }
}
