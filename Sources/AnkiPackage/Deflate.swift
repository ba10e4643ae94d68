import CZlib

/// Raw deflate streams and CRC-32 through zlib: the only code that calls zlib.
///
/// Zip entries hold raw deflate data (no zlib header), hence the negative window bits.
enum Deflate {
    /// What went wrong.
    struct Failure: Error {
        var message: String
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (0 to start).
    static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var value = UInt(crc)
            var start = buffer.baseAddress
            var left = buffer.count
            // zlib takes a 32-bit length: feed very large buffers in parts.
            while left > 0, let base = start {
                let part = min(left, 1 << 30)
                value = CZlib.crc32(value, base, UInt32(part))
                start = base + part
                left -= part
            }
            return UInt32(truncatingIfNeeded: value)
        }
    }

    /// An inflater fed one compressed part at a time; `finished` once the stream's end is read.
    final class Inflater {
        private var stream = z_stream()
        private var buffer = [UInt8](repeating: 0, count: 1 << 16)
        private(set) var finished = false

        init() throws(Failure) {
            let result = inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            guard result == Z_OK else { throw Failure(message: "zlib could not start (\(result))") }
        }

        deinit { inflateEnd(&stream) }

        /// Inflates `input`, handing each piece of output to `consume`.
        func inflate(_ input: [UInt8], into consume: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
            guard !finished, !input.isEmpty else { return }
            var failure: Failure?
            var pieces: [[UInt8]] = []
            input.withUnsafeBufferPointer { source in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = UInt32(source.count)
                buffer.withUnsafeMutableBufferPointer { target in
                    repeat {
                        stream.next_out = target.baseAddress
                        stream.avail_out = UInt32(target.count)
                        let result = CZlib.inflate(&stream, Z_NO_FLUSH)
                        let produced = target.count - Int(stream.avail_out)
                        if produced > 0 { pieces.append(Array(target.prefix(produced))) }
                        if result == Z_STREAM_END { finished = true; break }
                        if result == Z_BUF_ERROR, stream.avail_in == 0 { break }
                        if result != Z_OK {
                            failure = Failure(message: stream.msg.map { String(cString: $0) } ?? "damaged deflate data (\(result))")
                            break
                        }
                    } while stream.avail_in > 0 || stream.avail_out == 0
                }
                stream.next_in = nil
                stream.avail_in = 0
            }
            if let failure { throw failure }
            for piece in pieces { try consume(piece) }
        }
    }

    /// `bytes` compressed as one raw deflate stream.
    static func compress(_ bytes: [UInt8], level: Int32 = 6) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(message: "zlib could not start")
        }
        defer { deflateEnd(&stream) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var failure: Failure?
        bytes.withUnsafeBufferPointer { source in
            var start = source.baseAddress
            var left = source.count
            buffer.withUnsafeMutableBufferPointer { target in
                while true {
                    let part = min(left, 1 << 30)
                    stream.next_in = UnsafeMutablePointer(mutating: start)
                    stream.avail_in = UInt32(part)
                    left -= part
                    start = start.map { $0 + part }
                    let flush = left == 0 ? Z_FINISH : Z_NO_FLUSH
                    var result: Int32
                    repeat {
                        stream.next_out = target.baseAddress
                        stream.avail_out = UInt32(target.count)
                        result = deflate(&stream, flush)
                        output.append(contentsOf: target.prefix(target.count - Int(stream.avail_out)))
                    } while stream.avail_out == 0 && result == Z_OK
                    if result == Z_STREAM_END { return }
                    if result != Z_OK && result != Z_BUF_ERROR {
                        failure = Failure(message: "deflate failed (\(result))")
                        return
                    }
                }
            }
        }
        if let failure { throw failure }
        return output
    }
}
