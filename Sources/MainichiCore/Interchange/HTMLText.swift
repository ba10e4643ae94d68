/// Turns the HTML of an Anki field into plain text: `<br>` and block ends become line breaks,
/// other tags are dropped, character references are decoded.
///
/// Works on UTF-8 bytes: tags and references are ASCII, so text between them is copied as is.
public enum HTMLText {
    /// Whether `text` looks like HTML: a tag (`<` then a letter, `/` or `!`, and a later `>`) or
    /// a character reference such as `&amp;`.
    public static func looksLikeHTML(_ text: String) -> Bool {
        guard text.utf8.contains(where: { $0 == 0x3C || $0 == 0x26 }) else { return false }
        let bytes = Array(text.utf8)
        for index in bytes.indices {
            if bytes[index] == 0x3C, index + 1 < bytes.count {
                let next = bytes[index + 1]
                if isASCIILetter(next) || next == 0x2F || next == 0x21, bytes[(index + 1)...].contains(0x3E) { return true }
            } else if bytes[index] == 0x26, decodeReference(bytes, at: index) != nil {
                return true
            }
        }
        return false
    }

    /// The plain text of `html`.
    public static func plainText(_ html: String) -> String {
        guard html.utf8.contains(where: { $0 == 0x3C || $0 == 0x26 }) else { return html }
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x3C, let close = bytes[index...].firstIndex(of: 0x3E) {
                let name = tagName(bytes[(index + 1)..<close])
                if name == "br" || name == "/div" || name == "/p" || name == "/li" { output.append(0x0A) }
                index = close + 1
            } else if byte == 0x26, let (decoded, length) = decodeReference(bytes, at: index) {
                output.append(contentsOf: decoded.utf8)
                index += length
            } else {
                output.append(byte)
                index += 1
            }
        }
        while output.last == 0x0A { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The lowercased tag name with a leading `/` kept: "br", "/div".
    private static func tagName(_ inside: ArraySlice<UInt8>) -> String {
        var name: [UInt8] = []
        for byte in inside {
            if byte == 0x2F && name.isEmpty {
                name.append(byte)
            } else if isASCIILetter(byte) || (0x30...0x39).contains(byte) {
                name.append(byte | 0x20)
            } else {
                break
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// Named references Anki's fields commonly hold.
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "ndash": "\u{2013}", "mdash": "\u{2014}", "hellip": "\u{2026}", "laquo": "\u{00AB}", "raquo": "\u{00BB}",
    ]

    /// The text of the character reference at `start` and its length in bytes, if there is one.
    private static func decodeReference(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
        var end = start + 1
        while end < bytes.count, end - start <= 12, bytes[end] != 0x3B { end += 1 }
        guard end < bytes.count, bytes[end] == 0x3B, end > start + 1 else { return nil }
        let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let length = end - start + 1
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value) else { return nil }
            return (String(scalar), length)
        }
        guard let text = named[body] else { return nil }
        return (text, length)
    }
}
