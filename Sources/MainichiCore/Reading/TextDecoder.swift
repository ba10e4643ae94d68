/// Turns the bytes of a text to read into a `String`, finding the encoding: a byte-order mark
/// first (UTF-8, UTF-16 either way round), then UTF-8, then Shift_JIS and EUC-JP.
///
/// UTF-8 is never misread: text that is UTF-8 is read as UTF-8, and text that is mostly UTF-8
/// with a broken line is an error naming that line, not read as Shift_JIS (which reads many UTF-8
/// byte pairs as kanji).
enum TextDecoder {
    /// The text of `bytes` and the encoding it was found in.
    /// - Parameter file: names the file in errors.
    static func decode(_ bytes: [UInt8], file: String) throws(ReadingDocumentError) -> (text: String, encoding: TextEncoding) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return (try utf8(bytes.dropFirst(3), file: file), .utf8)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return (utf16(bytes.dropFirst(2), bigEndian: false), .utf16LittleEndian)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return (utf16(bytes.dropFirst(2), bigEndian: true), .utf16BigEndian)
        }
        if let line = lineOfFirstNUL(bytes[...]) { throw .binary(file: file, line: line) }
        if let text = String(validating: bytes, as: UTF8.self) { return (text, .utf8) }
        let line = firstLineNotUTF8(bytes[...])
        if isMostlyUTF8(bytes[...]) { throw .brokenUTF8(file: file, line: line) }
        if let decoded = JapaneseTextDecoder.decode(bytes[...]) { return decoded }
        throw .unknownEncoding(file: file, line: line)
    }

    /// Text its byte-order mark says is UTF-8, or the error naming the first line that is not.
    private static func utf8(_ bytes: ArraySlice<UInt8>, file: String) throws(ReadingDocumentError) -> String {
        if let line = lineOfFirstNUL(bytes) { throw .binary(file: file, line: line) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        throw .brokenUTF8(file: file, line: firstLineNotUTF8(bytes))
    }

    /// UTF-16 text; a lone surrogate becomes U+FFFD (what a text editor shows too).
    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Whether the multi-byte sequences of `bytes` are mostly well-formed UTF-8 (ten to one): a
    /// UTF-8 text with a damaged line. Shift_JIS and EUC-JP texts form a well-formed sequence
    /// now and then, never mostly.
    static func isMostlyUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        var good = 0, bad = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let length = switch byte {
            case 0x00...0x7F: 1
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
            if length == 1 { index += 1; continue }
            if length > 1, index + length <= bytes.endIndex,
               bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) {
                good += 1
                index += length
            } else {
                bad += 1
                index += 1
            }
        }
        return good >= 10 * bad
    }

    /// The line (from 1) of the first NUL byte, if any.
    static func lineOfFirstNUL(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard let nul = bytes.firstIndex(of: 0) else { return nil }
        return bytes[..<nul].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// The line (from 1) of the first byte sequence that is not UTF-8.
    static func firstLineNotUTF8(_ bytes: ArraySlice<UInt8>) -> Int {
        var line = 1
        for text in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            if String(validating: text, as: UTF8.self) == nil { return line }
            line += 1
        }
        return line
    }
}
