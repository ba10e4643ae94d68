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

/// Writes whole buffers to an open file descriptor through `FileHandle`, so the storage code
/// handles no pointers (`AtomicFile`'s temporary file, `HistoryLog`'s O_APPEND line).
///
/// The descriptor is left open: its owner still fsyncs and closes it.
enum FileDescriptorWriter {
    /// Writes all of `bytes` to `descriptor`: one `write(2)` of the whole buffer, continued only
    /// after a partial write; an interrupted call (EINTR) is retried.
    /// - Parameter path: the file named in the error.
    /// - Throws: `StorageError.writeFailed` with the text of the failed call's `errno`.
    static func write(_ bytes: some DataProtocol, to descriptor: Int32, path: String) throws(StorageError) {
        let failure: Int32? = bytes.withContiguousStorageIfAvailable { writeAll($0, to: descriptor) }
            ?? Array(bytes).withUnsafeBufferPointer { writeAll($0, to: descriptor) }
        if let failure { throw .writeFailed(path: path, reason: SystemError.describe(failure)) }
    }

    /// Writes the whole buffer; the `errno` of the call that failed, or nil.
    private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
