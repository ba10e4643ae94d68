/// One word read from an import through a column mapping.
public struct ImportedEntry: Sendable, Equatable {
    /// The line the record starts on.
    public var line: Int
    /// The word as written, furigana brackets removed.
    public var word: String
    /// The reading: the reading column, else the word's furigana, else empty.
    public var reading: String
    /// The meanings, split at `;` and line breaks (`\;` is a `;` inside a meaning, `\\` a backslash).
    public var meanings: [String]
    /// Korean meanings, split as `meanings` are; empty when the file has none.
    public var koreanMeanings: [String] = []
    /// The part of speech column, or empty.
    public var partOfSpeech: String
    /// The notes columns, joined by line breaks.
    public var notes: String
    /// The tags of the record and of the file's `#tags:` header.
    public var tags: [String]
    /// The note's GUID, when a column holds one.
    public var guid: String?

    public init(line: Int, word: String, reading: String, meanings: [String], partOfSpeech: String = "", notes: String = "",
                tags: [String] = [], guid: String? = nil) {
        self.line = line
        self.word = word
        self.reading = reading
        self.meanings = meanings
        self.partOfSpeech = partOfSpeech
        self.notes = notes
        self.tags = tags
        self.guid = guid
    }

    /// The entries of `document` under `mapping`, and the records without a word as problems.
    public static func entries(of document: ImportDocument, mapping: ColumnMapping) -> (entries: [ImportedEntry], problems: [ImportProblem]) {
        var entries: [ImportedEntry] = []
        var problems: [ImportProblem] = []
        entries.reserveCapacity(document.records.count)
        for record in document.records {
            var word = ""
            var reading = ""
            var meanings: [String] = []
            var korean: [String] = []
            var partOfSpeech = ""
            var notes: [String] = []
            var tags = document.header.tags
            var guid: String?
            for (index, field) in record.fields.enumerated() where index < mapping.roles.count && !field.isEmpty {
                switch mapping.roles[index] {
                case .word:
                    if FuriganaText.hasReadings(field) {
                        let parsed = FuriganaText.parse(field)
                        word = parsed.word
                        if reading.isEmpty { reading = parsed.reading }
                    } else {
                        word = field
                    }
                case .reading:
                    reading = FuriganaText.hasReadings(field) ? FuriganaText.parse(field).reading : field
                case .meaning:
                    meanings += Self.split(field, at: [0x3B, 0x0A], unescaping: true)
                case .koreanMeaning:
                    korean += Self.split(field, at: [0x3B, 0x0A], unescaping: true)
                case .partOfSpeech:
                    if partOfSpeech.isEmpty { partOfSpeech = field }
                case .notes:
                    notes.append(field)
                case .tags:
                    tags += Self.split(field, at: [0x20, 0x09, 0x0A])
                case .guid:
                    guid = field
                case .ignored:
                    break
                }
            }
            if word.isEmpty {
                problems.append(ImportProblem(line: record.line, reason: .missingWord))
                continue
            }
            if reading.isEmpty, TextClass.of(word) == .kana { reading = word }
            var entry = ImportedEntry(line: record.line, word: word, reading: reading, meanings: meanings,
                                      partOfSpeech: partOfSpeech, notes: notes.joined(separator: "\n"), tags: tags, guid: guid)
            entry.koreanMeanings = korean
            entries.append(entry)
        }
        return (entries, problems)
    }

    /// The non-empty pieces of `field` between any of the ASCII `separators`, blanks trimmed.
    ///
    /// A separator inside parentheses belongs to the meaning ("shirt (outerwear; usu. with collar)"
    /// is one meaning), so the split happens only outside them. With `unescaping`, `\;` is a
    /// semicolon that does not split and `\\` a backslash (what `ExportRow` writes for a meaning
    /// holding a `;`); any other backslash is kept as written.
    static func split(_ field: String, at separators: [UInt8], unescaping: Bool = false) -> [String] {
        var parts: [String] = []
        var current: [UInt8] = []
        var depth = 0
        let bytes = Array(field.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if unescaping, byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
               bytes[index + 1] == UInt8(ascii: ";") || bytes[index + 1] == UInt8(ascii: "\\") {
                current.append(bytes[index + 1])
                index += 2
                continue
            }
            switch byte {
            case UInt8(ascii: "("): depth += 1; current.append(byte)
            case UInt8(ascii: ")"): depth = max(0, depth - 1); current.append(byte)
            case let byte where separators.contains(byte) && (depth == 0 || byte == 0x0A):
                parts.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
                depth = 0
            default: current.append(byte)
            }
            index += 1
        }
        parts.append(String(decoding: current, as: UTF8.self))
        return parts.map(\.trimmingBlanks).filter { !$0.isEmpty }
    }
}
