import CAnkiLibraries

/// Decompresses zstd frames (Anki's `collection.anki21b`, media map and media files): the only
/// code that calls zstd.
enum Zstd {
    /// What went wrong.
    struct Failure: Error {
        var message: String
    }

    /// Whether `bytes` start with a zstd frame's magic number.
    static func isCompressed(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x28 && bytes[1] == 0xB5 && bytes[2] == 0x2F && bytes[3] == 0xFD
    }

    /// The decompressed bytes of every frame in `input`, at most `limit` of them.
    static func decompress(_ input: [UInt8], limit: Int = 1 << 31) throws(Failure) -> [UInt8] {
        let zstd: MainichiZstd
        switch AnkiLibraries.zstd {
        case .success(let functions): zstd = functions
        case .failure(let failure): throw Failure(message: failure.message)
        }
        guard let stream = zstd.createDStream() else { throw Failure(message: "out of memory") }
        defer { _ = zstd.freeDStream(stream) }
        _ = zstd.initDStream(stream)
        var output: [UInt8] = []
        let chunk = Int(zstd.DStreamOutSize())
        var buffer = [UInt8](repeating: 0, count: chunk)
        var failure: String?
        var lastResult = 0
        input.withUnsafeBytes { source in
            var inBuffer = ZSTD_inBuffer(src: source.baseAddress, size: source.count, pos: 0)
            buffer.withUnsafeMutableBytes { target in
                repeat {
                    var outBuffer = ZSTD_outBuffer(dst: target.baseAddress, size: target.count, pos: 0)
                    let result = zstd.decompressStream(stream, &outBuffer, &inBuffer)
                    if zstd.isError(result) != 0 {
                        failure = zstd.getErrorName(result).map { String(cString: $0) } ?? "zstd error \(result)"
                        return
                    }
                    lastResult = result
                    output.append(contentsOf: target.prefix(outBuffer.pos))
                    if output.count > limit {
                        failure = "more than \(limit) bytes decompressed"
                        return
                    }
                    if outBuffer.pos == 0, inBuffer.pos == inBuffer.size { break }
                } while inBuffer.pos < inBuffer.size || lastResult != 0
            }
        }
        if let failure { throw Failure(message: failure) }
        if lastResult != 0 { throw Failure(message: "the compressed data ends early") }
        return output
    }
}
