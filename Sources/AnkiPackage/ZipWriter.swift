#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a zip archive entry by entry: each entry deflated (or stored when deflate would not
/// make it smaller), then the central directory; zip64 records when sizes or offsets need them.
///
/// The archive is written to `path` as it grows; `finish()` writes the directory and closes it.
/// A writer that is dropped without `finish()` leaves a file no zip reader accepts, so callers
/// write to a temporary name and rename after `finish()`.
final class ZipWriter {
    /// What went wrong.
    struct Failure: Error {
        var message: String
    }

    private var descriptor: Int32
    private var offset: UInt64 = 0
    private var directory: [UInt8] = []
    private var count: UInt64 = 0
    private var names: Set<String> = []

    /// Creates (or truncates) `path`.
    init(path: String) throws(Failure) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(message: String(cString: strerror(errno))) }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Adds an entry named `name` holding `bytes`.
    func add(_ name: String, bytes: [UInt8], compress: Bool = true) throws(Failure) {
        guard descriptor >= 0 else { throw Failure(message: "the archive is already finished") }
        guard !names.contains(name) else { throw Failure(message: "two entries named \(name)") }
        names.insert(name)
        let crc = Deflate.crc32(bytes)
        var method: UInt16 = 0
        var data = bytes
        if compress, !bytes.isEmpty {
            do {
                let deflated = try Deflate.compress(bytes)
                if deflated.count < bytes.count { data = deflated; method = 8 }
            } catch { throw Failure(message: error.message) }
        }
        let nameBytes = Array(name.utf8)
        let needsZip64 = UInt64(bytes.count) >= 0xFFFF_FFFF || UInt64(data.count) >= 0xFFFF_FFFF || offset >= 0xFFFF_FFFF
        let version: UInt16 = needsZip64 ? 45 : 20
        // Bit 11: the name is UTF-8.
        let flags: UInt16 = 0x0800

        var local: [UInt8] = []
        Self.put32(&local, 0x0403_4B50)
        Self.put16(&local, version)
        Self.put16(&local, flags)
        Self.put16(&local, method)
        Self.put16(&local, 0)  // time: 00:00:00
        Self.put16(&local, 0x21)  // date: 1980-01-01
        Self.put32(&local, crc)
        var localExtra: [UInt8] = []
        if needsZip64 {
            Self.put32(&local, 0xFFFF_FFFF)
            Self.put32(&local, 0xFFFF_FFFF)
            Self.put16(&localExtra, 0x0001)
            Self.put16(&localExtra, 16)
            Self.put64(&localExtra, UInt64(bytes.count))
            Self.put64(&localExtra, UInt64(data.count))
        } else {
            Self.put32(&local, UInt32(data.count))
            Self.put32(&local, UInt32(bytes.count))
        }
        Self.put16(&local, UInt16(nameBytes.count))
        Self.put16(&local, UInt16(localExtra.count))
        local += nameBytes
        local += localExtra

        var central: [UInt8] = []
        Self.put32(&central, 0x0201_4B50)
        Self.put16(&central, 0x0300 | version)  // made on Unix
        Self.put16(&central, version)
        Self.put16(&central, flags)
        Self.put16(&central, method)
        Self.put16(&central, 0)
        Self.put16(&central, 0x21)
        Self.put32(&central, crc)
        var centralExtra: [UInt8] = []
        if needsZip64 {
            Self.put32(&central, 0xFFFF_FFFF)
            Self.put32(&central, 0xFFFF_FFFF)
            Self.put16(&centralExtra, 0x0001)
            Self.put16(&centralExtra, 24)
            Self.put64(&centralExtra, UInt64(bytes.count))
            Self.put64(&centralExtra, UInt64(data.count))
            Self.put64(&centralExtra, offset)
        } else {
            Self.put32(&central, UInt32(data.count))
            Self.put32(&central, UInt32(bytes.count))
        }
        Self.put16(&central, UInt16(nameBytes.count))
        Self.put16(&central, UInt16(centralExtra.count))
        Self.put16(&central, 0)  // comment
        Self.put16(&central, 0)  // disk
        Self.put16(&central, 0)  // internal attributes
        Self.put32(&central, 0o100644 << 16)  // a regular file, rw-r--r--
        Self.put32(&central, needsZip64 ? 0xFFFF_FFFF : UInt32(offset))
        central += nameBytes
        central += centralExtra
        directory += central
        count += 1

        try append(local)
        try append(data)
    }

    /// Writes the central directory and the end records, and closes the file.
    func finish() throws(Failure) {
        guard descriptor >= 0 else { return }
        let directoryOffset = offset
        try append(directory)
        let directorySize = UInt64(directory.count)
        var end: [UInt8] = []
        let needsZip64 = count >= 0xFFFF || directoryOffset >= 0xFFFF_FFFF || directorySize >= 0xFFFF_FFFF
        if needsZip64 {
            let recordOffset = offset
            Self.put32(&end, 0x0606_4B50)
            Self.put64(&end, 44)
            Self.put16(&end, 0x032D)
            Self.put16(&end, 45)
            Self.put32(&end, 0)
            Self.put32(&end, 0)
            Self.put64(&end, count)
            Self.put64(&end, count)
            Self.put64(&end, directorySize)
            Self.put64(&end, directoryOffset)
            Self.put32(&end, 0x0706_4B50)
            Self.put32(&end, 0)
            Self.put64(&end, recordOffset)
            Self.put32(&end, 1)
        }
        Self.put32(&end, 0x0605_4B50)
        Self.put16(&end, 0)
        Self.put16(&end, 0)
        Self.put16(&end, UInt16(min(count, 0xFFFF)))
        Self.put16(&end, UInt16(min(count, 0xFFFF)))
        Self.put32(&end, UInt32(min(directorySize, 0xFFFF_FFFF)))
        Self.put32(&end, UInt32(min(directoryOffset, 0xFFFF_FFFF)))
        Self.put16(&end, 0)
        try append(end)
        let synced = fsync(descriptor) == 0
        let closed = close(descriptor) == 0
        descriptor = -1
        guard synced, closed else { throw Failure(message: String(cString: strerror(errno))) }
    }

    private func append(_ bytes: [UInt8]) throws(Failure) {
        var written = 0
        var failed: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < bytes.count, let base = buffer.baseAddress {
                let result = write(descriptor, base + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                written += result
            }
        }
        if failed != 0 { throw Failure(message: String(cString: strerror(failed))) }
        offset += UInt64(bytes.count)
    }

    private static func put16(_ bytes: inout [UInt8], _ value: UInt16) {
        bytes.append(UInt8(value & 0xFF))
        bytes.append(UInt8(value >> 8))
    }

    private static func put32(_ bytes: inout [UInt8], _ value: UInt32) {
        put16(&bytes, UInt16(value & 0xFFFF))
        put16(&bytes, UInt16(value >> 16))
    }

    private static func put64(_ bytes: inout [UInt8], _ value: UInt64) {
        put32(&bytes, UInt32(value & 0xFFFF_FFFF))
        put32(&bytes, UInt32(value >> 32))
    }
}
