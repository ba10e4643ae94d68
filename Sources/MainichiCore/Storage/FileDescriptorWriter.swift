import Foundation

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
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw .writeFailed(path: path, reason: reason(for: error))
        }
    }

    /// The `strerror` text of the system error behind a `FileHandle` error (Foundation wraps the
    /// errno in a Cocoa error), or the error's own description when it carries none.
    static func reason(for error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return SystemError.describe(Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return SystemError.describe(Int32(underlying.code))
        }
        return error.localizedDescription
    }
}
