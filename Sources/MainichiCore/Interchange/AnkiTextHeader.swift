/// The `#key:value` header lines of an Anki "Notes in Plain Text" file.
///
/// Anki's rules: the header block is the run of lines starting with `#` at the top of the file (a
/// first line starting with `tags:` also counts); keys are matched without regard to case or
/// surrounding blanks; a `#` line without a colon or with an unknown key is a comment; a value
/// that does not parse leaves the setting unset. Column numbers count from 1.
public struct AnkiTextHeader: Sendable, Equatable {
    /// The declared separator (`#separator:`), by name or as the character.
    public var separator: Separator?
    /// Whether fields hold HTML (`#html:true`); nil when not declared.
    public var isHTML: Bool?
    /// Tags added to every note (`#tags:`, blank-separated).
    public var tags: [String] = []
    /// Column labels (`#columns:`), split by the separator.
    public var columns: [String] = []
    /// The target deck's name (`#deck:`).
    public var deck: String?
    /// The note type's name (`#notetype:`).
    public var notetype: String?
    /// The column holding each note's GUID.
    public var guidColumn: Int?
    /// The column holding each note's type.
    public var notetypeColumn: Int?
    /// The column holding each note's deck.
    public var deckColumn: Int?
    /// The column holding each note's tags.
    public var tagsColumn: Int?
    /// The number of lines the header takes, including comment lines.
    public var lineCount = 0
    /// Whether any line set a known key: the file is an Anki export rather than plain CSV.
    public var hasKnownKeys = false
    /// The `#columns:` value as written, split once the separator is known.
    var rawColumns: String?

    public init() {}

    /// The 1-based columns that hold note metadata rather than fields.
    public var metaColumns: Set<Int> {
        Set([guidColumn, notetypeColumn, deckColumn, tagsColumn].compactMap { $0 })
    }

    /// Reads the header block from the start of `lines` (without line endings).
    public static func parse<S: Sequence>(lines: S) -> AnkiTextHeader where S.Element: StringProtocol {
        var header = AnkiTextHeader()
        for line in lines {
            if header.lineCount == 0, line.hasPrefix("tags:") {
                header.tags = String(line.dropFirst(5)).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                header.hasKnownKeys = true
            } else if line.hasPrefix("#") {
                let body = line.dropFirst()
                if let colon = body.firstIndex(of: ":") {
                    header.apply(key: String(body[..<colon]), value: String(body[body.index(after: colon)...]))
                }
            } else {
                break
            }
            header.lineCount += 1
        }
        return header
    }

    private mutating func apply(key: String, value: String) {
        let column = Int(value.trimmingBlanks).flatMap { $0 > 0 ? $0 : nil }
        switch key.trimmingBlanks.lowercased() {
        case "separator":
            guard let named = Separator(headerValue: value) else { return }
            separator = named
        case "html":
            switch value.trimmingBlanks.lowercased() {
            case "true": isHTML = true
            case "false": isHTML = false
            default: return
            }
        case "tags": tags = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        case "columns": rawColumns = value
        case "deck": deck = value.trimmingBlanks
        case "notetype": notetype = value.trimmingBlanks
        case "guid column":
            guard let column else { return }
            guidColumn = column
        case "notetype column":
            guard let column else { return }
            notetypeColumn = column
        case "deck column":
            guard let column else { return }
            deckColumn = column
        case "tags column":
            guard let column else { return }
            tagsColumn = column
        default: return
        }
        hasKnownKeys = true
    }
}
