/// The name of an item's own audio file, kept in `media/` of the data directory: checked to be a
/// plain file name, so a deck file or a package cannot point outside that folder.
public enum AudioFileName {
    /// The longest name accepted, in UTF-8 bytes (the usual file-system limit).
    public static let maximumLength = 255

    /// `name` when it is a plain file name: not empty, at most 255 bytes, no folder (`/` or `\`),
    /// not hidden or a folder reference (no leading `.`), and nothing `TextSanitizer` would remove
    /// (control or bidi characters) or blanks at either end; nil otherwise.
    public static func checked(_ name: String) -> String? {
        guard !name.isEmpty, name.utf8.count <= maximumLength, !name.hasPrefix("."),
              !name.contains("/"), !name.contains("\\"),
              TextSanitizer.sanitize(name) == name, name.trimmingBlanks == name else { return nil }
        return name
    }

    /// The format a file name says, by its extension in lower case ("mp3"); empty when it has none.
    public static func format(of name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...]).lowercased()
    }
}
