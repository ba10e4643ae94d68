#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an Anki package (`.apkg`, `.colpkg`) into an `AnkiCollection`.
///
/// The core only names the protocol: the reader (zip, SQLite and zstd, in the `AnkiPackage`
/// target) is given to it by the executable, as speech is.
public protocol AnkiPackageReading: Sendable {
    /// The collection in the package at `url`.
    /// - Throws: `AnkiPackageError` naming the file and what was wrong.
    func read(packageAt url: URL) throws(AnkiPackageError) -> AnkiCollection

    /// Copies the media files named `names` (those present) from the package at `url` into
    /// `directory`; returns the names copied.
    func copyMedia(_ names: Set<String>, fromPackageAt url: URL, into directory: URL) throws(AnkiPackageError) -> [String]
}
