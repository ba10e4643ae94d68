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

    /// The file names of the `[sound:NAME]` tags in `field`, in order.
    public static func sounds(in field: String) -> [String] {
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
}
