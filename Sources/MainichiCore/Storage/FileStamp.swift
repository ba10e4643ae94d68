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

/// What a file is on disk right now (its inode, size and modification time): when it differs from
/// the stamp taken after reading or writing it, someone else changed the file (an atomic write
/// makes a new inode), and a copy held in memory must be read again.
///
/// The status-change time is part of the stamp too: writing a file in place changes it even when
/// a tool puts the modification time back (`cp -p`, `tar`).
struct FileStamp: Equatable, Sendable {
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int
    var changedSeconds: Int
    var changedNanoseconds: Int

    init(inode: UInt64, size: Int64, modifiedSeconds: Int, modifiedNanoseconds: Int, changedSeconds: Int,
         changedNanoseconds: Int) {
        self.inode = inode
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedSeconds = changedSeconds
        self.changedNanoseconds = changedNanoseconds
    }

    /// The stamp of `url`, nil when there is no such file.
    init?(of url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
#if canImport(Darwin)
        modifiedSeconds = Int(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(info.st_mtimespec.tv_nsec)
        changedSeconds = Int(info.st_ctimespec.tv_sec)
        changedNanoseconds = Int(info.st_ctimespec.tv_nsec)
#else
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        changedSeconds = Int(info.st_ctim.tv_sec)
        changedNanoseconds = Int(info.st_ctim.tv_nsec)
#endif
    }

    /// Whether the file was last written or changed at least `seconds` before `date`. The file
    /// system's clock is coarse: a file written twice within one of its ticks keeps its times.
    func isSettled(_ seconds: Int, before date: Date) -> Bool {
        let limit = Int(date.timeIntervalSince1970.rounded(.down)) - seconds
        return modifiedSeconds < limit && changedSeconds < limit
    }

    /// The stamp as one line's words (`init?(text:)` reads them back): six decimal numbers.
    var text: String {
        "\(inode) \(size) \(modifiedSeconds) \(modifiedNanoseconds) \(changedSeconds) \(changedNanoseconds)"
    }

    /// The stamp in `text`, as `text` writes it; nil otherwise.
    init?(text: Substring) {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 6, let inode = UInt64(words[0]), let size = Int64(words[1]),
              let modified = Int(words[2]), let modifiedNanoseconds = Int(words[3]),
              let changed = Int(words[4]), let changedNanoseconds = Int(words[5]) else { return nil }
        self.init(inode: inode, size: size, modifiedSeconds: modified, modifiedNanoseconds: modifiedNanoseconds,
                  changedSeconds: changed, changedNanoseconds: changedNanoseconds)
    }
}
