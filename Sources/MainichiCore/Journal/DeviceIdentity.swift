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

/// This device's id within a data directory: made once (random, 12 hex digits) and kept in the
/// file `device`, so every event this device writes has an id no other device uses
/// (`<device>:<sequence>`) and its journal file a name of its own (`journal-<device>.jsonl`).
public enum DeviceIdentity {
    /// The file holding the id.
    public static let fileName = "device"

    /// The id of `directory`, made and saved when there is none (or the file holds no valid id).
    /// - Throws: `StorageError.writeFailed` when a new id cannot be saved.
    public static func load(in directory: URL) throws(StorageError) -> String {
        if let id = read(in: directory) { return id }
        return try make(in: directory)
    }

    /// Makes a new random id for `directory` (never `replacing`) and saves it over the old one.
    /// - Throws: `StorageError.writeFailed` when it cannot be saved.
    static func make(in directory: URL, replacing old: String? = nil) throws(StorageError) -> String {
        var generator = SystemRandomNumberGenerator()
        var id = ""
        repeat {
            id = (0..<12).map { _ in String(Int.random(in: 0..<16, using: &generator), radix: 16) }.joined()
        } while id == old
        try DataDirectories.createDirectory(directory)
        try AtomicFile.write(Data((id + "\n").utf8), to: directory.appendingPathComponent(fileName))
        return id
    }

    /// The saved id of `directory`, or nil when there is none yet (reading only).
    public static func read(in directory: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(fileName).path) else { return nil }
        let id = String(decoding: data, as: UTF8.self).trimmingWhitespace()
        return isValid(id) ? id : nil
    }

    /// Whether `id` can name a device: 1 to 64 of a-z, 0-9 and -.
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
