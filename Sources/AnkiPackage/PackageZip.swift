#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ZIPFoundation

/// Writes a zip archive of named entries: the one place the package writer touches the zip.
enum PackageZip {
    /// Writes `entries` (name and bytes, deflated) as a new zip at `url` (which must not exist).
    static func write(_ entries: [(name: String, bytes: [UInt8])], to url: URL) throws {
        let archive = try Archive(url: url, accessMode: .create)
        for entry in entries {
            let data = Data(entry.bytes)
            try archive.addEntry(with: entry.name, type: .file, uncompressedSize: Int64(data.count),
                                 modificationDate: Date(timeIntervalSince1970: 1_577_836_800), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }
}
