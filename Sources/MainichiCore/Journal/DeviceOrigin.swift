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

/// Where a data directory lives, kept beside its device id (the file `device-origin`), so that a
/// copy of the directory (`cp -a` to a new machine, a restored home folder) is told from the
/// original when it first starts, before it writes anything under the id it copied.
///
/// What is recorded is the directory's inode number: a copy is a new directory with a new one,
/// while a rename on the same file system keeps it. A directory whose inode changed takes a new
/// device id (`DeviceRenewal`); taking one when nothing was copied (a move to another disk, a file
/// system that numbers inodes afresh) costs one more journal file and loses nothing. The ids the
/// directory wrote under before are listed too (for `mainichi sync status` and `doctor`).
public struct DeviceOrigin: Equatable, Sendable {
    /// The file holding the record, beside `device`.
    public static let fileName = "device-origin"

    /// The inode number of the data directory when the record was written.
    public var inode: UInt64
    /// The device ids this directory wrote under before it took its present one, oldest first.
    public var formerIDs: [String]

    public init(inode: UInt64, formerIDs: [String] = []) {
        self.inode = inode
        self.formerIDs = formerIDs
    }

    /// The inode number of `directory` now, nil when it cannot be read.
    public static func inode(of directory: URL) -> UInt64? {
        var info = stat()
        guard stat(directory.path, &info) == 0 else { return nil }
        return UInt64(info.st_ino)
    }

    /// The record of `directory`, nil when there is none (a directory made by an earlier version)
    /// or it cannot be read.
    public static func read(in directory: URL) -> DeviceOrigin? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(fileName).path),
              data.count < 64 * 1024 else { return nil }
        var inode: UInt64?
        var former: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "inode": inode = UInt64(parts[1])
            case "formerly" where DeviceIdentity.isValid(String(parts[1])): former.append(String(parts[1]))
            default: continue
            }
        }
        return inode.map { DeviceOrigin(inode: $0, formerIDs: former) }
    }

    /// Saves the record in `directory` (atomically).
    public func write(in directory: URL) throws(StorageError) {
        let text = "inode \(inode)\n" + formerIDs.map { "formerly \($0)\n" }.joined()
        try AtomicFile.write(Data(text.utf8), to: directory.appendingPathComponent(Self.fileName))
    }
}
