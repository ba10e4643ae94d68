#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The text of an Anki field as a learner reads it: `[sound:...]` tags taken out (their file
/// names kept apart), HTML turned into text, control characters removed, blanks trimmed.
public enum AnkiFieldText {
    /// The plain text of `field`.
    public static func plain(_ field: String) -> String {
        let withoutSound = sounds(in: field).reduce(field) { $0.replacing("[sound:\($1)]", with: "") }
        let text = HTMLText.looksLikeHTML(withoutSound) ? HTMLText.plainText(withoutSound) : withoutSound
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextSanitizer.sanitize(String($0)).trimmingBlanks }
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }

    /// The file names of the images (`<img src="NAME">`, any case) in `field`, in order.
    public static func images(in field: String) -> [String] {
        let bytes = Array(field.utf8)
        func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
        func starts(_ word: String, at index: Int) -> Bool {
            let word = Array(word.utf8)
            return index + word.count <= bytes.count && (0..<word.count).allSatisfy { lower(bytes[index + $0]) == word[$0] }
        }
        var names: [String] = []
        var index = 0
        while index < bytes.count {
            guard starts("<img", at: index) else { index += 1; continue }
            var cursor = index + 4
            var name: [UInt8] = []
            while cursor < bytes.count, bytes[cursor] != 0x3E {
                if starts("src=", at: cursor) {
                    cursor += 4
                    let quote = cursor < bytes.count && (bytes[cursor] == 0x22 || bytes[cursor] == 0x27) ? bytes[cursor] : nil
                    if quote != nil { cursor += 1 }
                    while cursor < bytes.count, bytes[cursor] != 0x3E,
                          quote.map({ bytes[cursor] != $0 }) ?? (bytes[cursor] != 0x20 && bytes[cursor] != 0x2F) {
                        name.append(bytes[cursor])
                        cursor += 1
                    }
                    break
                }
                cursor += 1
            }
            let text = TextSanitizer.sanitize(HTMLText.plainText(String(decoding: name, as: UTF8.self))).trimmingBlanks
            if !text.isEmpty { names.append(text) }
            index = cursor + 1
        }
        return names
    }

    /// The file names of the `[sound:NAME]` tags in `field`, in order.
    public static func sounds(in field: String) -> [String] {
        guard mayHoldSound(field) else { return [] }
        var names: [String] = []
        var rest = field[...]
        while let open = rest.firstRange(of: "[sound:") {
            guard let close = rest[open.upperBound...].firstIndex(of: "]") else { break }
            let name = String(rest[open.upperBound..<close])
            if !name.isEmpty { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// Whether the bytes `[sound:` stand somewhere in `field`: what a field must hold to have a
    /// `[sound:NAME]` tag, asked of every field of an import before anything slower. A search of
    /// the UTF-8 bytes (an ASCII byte is never part of another character's bytes), not of
    /// characters: `String.contains` of a string sets up a searcher with a table of its own on
    /// every call, which made it over a third of a 100,000-row import (docs/performance.md).
    public static func mayHoldSound(_ field: String) -> Bool {
        var field = field
        return field.withUTF8 { bytes in
            // "[sound:" in ASCII.
            let tag: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x73, 0x6F, 0x75, 0x6E, 0x64, 0x3A)
            var index = 0
            while index + 7 <= bytes.count {
                if bytes[index] == 0x5B, bytes[index + 1] == tag.0, bytes[index + 2] == tag.1, bytes[index + 3] == tag.2,
                   bytes[index + 4] == tag.3, bytes[index + 5] == tag.4, bytes[index + 6] == tag.5 {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
