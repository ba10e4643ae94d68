#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file the learner names for import, one rule for the Import screen and
/// `mainichi import`: `~` expanded, and a clear error for a missing, unreadable, too large or
/// non-regular file, or one that is not text the importer reads (`ImportReader`).
public enum ImportFile {
    /// The absolute path `typed` names: `~/` is the home directory, a relative path is taken from
    /// the current directory.
    public static func resolve(_ typed: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        var path = typed.trimmingWhitespace()
        if path == "~" || path.hasPrefix("~/"), let home { path = home + path.dropFirst() }
        if !path.hasPrefix("/") { path = FileManager.default.currentDirectoryPath + "/" + path }
        return path
    }

    /// Whether `path` is a directory (following links); nil when nothing is there.
    public static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The document the file at `path` holds; `name` names the file in errors.
    public static func document(at path: String, named name: String) throws(ImportFileError) -> ImportDocument {
        try ImportReader.read(try read(path), fileName: name)
    }

    /// The file's bytes.
    public static func read(_ path: String) throws(ImportFileError) -> [UInt8] {
        let manager = FileManager.default
        guard let isDirectory = isDirectory(path) else { throw .missing(file: path) }
        if isDirectory { throw .directory(file: path) }
        if let size = (try? manager.attributesOfItem(atPath: path))?[.size] as? Int, size > ImportReader.maximumFileBytes {
            throw .tooLarge(file: path, bytes: size, limit: ImportReader.maximumFileBytes)
        }
        guard let data = manager.contents(atPath: path) else {
            throw .notRegular(file: path)
        }
        return [UInt8](data)
    }
}
