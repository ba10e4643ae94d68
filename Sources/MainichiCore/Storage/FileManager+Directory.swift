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

extension FileManager {
    /// Whether `path` names a directory (symlinks followed): `stat(2)`, the same answer on every
    /// platform (FoundationEssentials' `fileExists(atPath:isDirectory:)` takes a Bool, Foundation's an ObjCBool).
    public func directoryExists(atPath path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The size in bytes of the file at `path` (symlinks followed), or nil when it cannot be read
    /// (`attributesOfItem`'s size is a UInt in FoundationEssentials, an NSNumber in Foundation).
    public func fileSize(atPath path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }
}
