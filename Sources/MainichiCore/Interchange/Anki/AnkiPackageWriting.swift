#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes an `AnkiExportPackage` as an Anki package (`.apkg`) that current Anki imports.
///
/// The core only names the protocol: the writer (SQLite and the zip, in the `AnkiPackage`
/// target) is given to it by the executable, as the reader is.
public protocol AnkiPackageWriting: Sendable {
    /// Writes `package` to `url`, replacing a file there only once the whole package is written.
    /// - Throws: `AnkiPackageError` naming the file and what was wrong.
    func write(_ package: AnkiExportPackage, to url: URL) throws(AnkiPackageError)
}
