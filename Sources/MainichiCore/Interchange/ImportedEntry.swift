/// One word read from an import through a column mapping.
public struct ImportedEntry: Sendable, Equatable {
    /// The line the record starts on.
    public var line: Int
    /// The word as written, furigana brackets removed.
    public var word: String
    /// The reading: the reading column, else the word's furigana, else empty.
    public var reading: String
    /// The meanings, split at `;` and line breaks (`\;` is a `;` inside a meaning, `\\` a backslash), and at
    /// commas in a vocabulary file (one with a reading, not Mainichi's own export); `[sound:]` left out.
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
    /// The example sentences of the example columns, each with its translation when the record
    /// gives one.
    public var examples: [UserExample] = []
    /// The audio files the record names in `[sound:NAME]` tags, in any column, in order (the
    /// tags themselves are left out of every field).
    public var sounds: [String] = []

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
            var meaningFields: [String] = []
            var sentences: [String] = []
            var translations: [String] = []
            var sounds: [String] = []
            for (index, raw) in record.fields.enumerated() where index < mapping.roles.count && !raw.isEmpty {
                // `[sound:]` is audio wherever it stands: never part of a word, a meaning or a note.
                let role = mapping.roles[index]
                if role != .ignored, role != .guid, role != .tags, AnkiFieldText.mayHoldSound(raw) {
                    for name in AnkiFieldText.sounds(in: raw) where !sounds.contains(name) { sounds.append(name) }
                }
                let field = role == .guid || role == .tags ? raw : Self.withoutSounds(raw)
                guard !field.isEmpty else { continue }
                switch role {
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
                    meaningFields.append(field)
                case .koreanMeaning:
                    korean += Self.split(field, at: [0x3B, 0x0A], unescaping: true)
                case .partOfSpeech:
                    if partOfSpeech.isEmpty { partOfSpeech = field }
                case .example:
                    sentences.append(field)
                case .exampleTranslation:
                    translations.append(field)
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
            // Mainichi's own export writes meanings `;`-separated, commas inside them.
            let ownExport = tags.contains("mainichi") || guid.map { $0.count == 18 && $0.hasPrefix("mn") } == true
            for field in meaningFields {
                var lines = field.split(separator: "\n").map { String($0).trimmingBlanks }.filter { !$0.isEmpty }
                // A Basic back "えき<br>station": with no reading column, a first line in kana is the reading.
                var readingFromBack = false
                if mapping.column(for: .reading) == nil, lines.count > 1, TextClass.of(lines[0]) == .kana,
                   reading.isEmpty || Kana.hiragana(from: reading) == Kana.hiragana(from: lines[0]), lines[0] != word {
                    reading = lines.removeFirst()
                    readingFromBack = true
                }
                let text = lines.joined(separator: "\n")
                // A vocabulary note's "transfer, change (trains)": comma-separated meanings.
                let commas = !ownExport && !text.utf8.contains(0x3B) && (mapping.column(for: .reading) != nil || readingFromBack)
                meanings += Self.split(text, at: commas ? [0x3B, 0x0A, 0x2C] : [0x3B, 0x0A], unescaping: true)
            }
            if reading.isEmpty, TextClass.of(word) == .kana { reading = word }
            var entry = ImportedEntry(line: record.line, word: word, reading: reading, meanings: meanings,
                                      partOfSpeech: partOfSpeech, notes: notes.joined(separator: "\n"), tags: tags, guid: guid)
            entry.koreanMeanings = korean
            // Mainichi's own export: only its "文。 (Sentence.)" lines are examples; the others (a
            // kanji's example words) stay notes, before the other notes as the columns are.
            let (examples, leftOver) = Self.examples(sentences: sentences, translations: translations, ownExport: ownExport)
            entry.examples = examples
            // A translation with no sentence to go with is kept as a note.
            let unpaired = sentences.isEmpty ? translations : []
            if !leftOver.isEmpty || !unpaired.isEmpty {
                entry.notes = (leftOver + notes + unpaired).joined(separator: "\n")
            }
            entry.sounds = sounds
            entries.append(entry)
        }
        return (entries, problems)
    }

    /// The examples of a record's example fields: each line "文。 (Sentence.)" (Mainichi's export)
    /// a sentence with its translation, any other line a sentence (furigana read off) that takes
    /// the record's translations in order; in Mainichi's own export (`ownExport`) any other line
    /// is left over (a kanji's example words), for the notes.
    static func examples(sentences: [String], translations: [String], ownExport: Bool = false)
        -> (examples: [UserExample], leftOver: [String]) {
        var examples: [UserExample] = []
        var leftOver: [String] = []
        for field in sentences {
            for line in field.split(separator: "\n").map({ String($0).trimmingBlanks }) where !line.isEmpty {
                if let pair = translatedLine(line) {
                    examples.append(pair)
                } else if ownExport {
                    leftOver.append(line)
                } else {
                    let sentence = FuriganaText.hasReadings(line) ? FuriganaText.parse(line).word : line
                    examples.append(UserExample(ja: sentence, en: ""))
                }
            }
        }
        var pending = translations.flatMap { $0.split(separator: "\n").map { String($0).trimmingBlanks } }.filter { !$0.isEmpty }
        // One translation field of several lines for one sentence is one translation.
        if examples.count(where: { $0.en.isEmpty }) == 1, pending.count > 1 { pending = [pending.joined(separator: " ")] }
        for index in examples.indices where examples[index].en.isEmpty && !pending.isEmpty {
            examples[index].en = pending.removeFirst()
        }
        return (examples, leftOver)
    }

    /// A line "日本語。 (English.)" as an example with its translation; nil for any other line.
    static func translatedLine(_ line: String) -> UserExample? {
        guard line.hasSuffix(")"), let open = line.indices.last(where: { line[$0...].hasPrefix(" (") }) else { return nil }
        let japanese = String(line[..<open]).trimmingBlanks
        let english = String(line[line.index(open, offsetBy: 2)..<line.index(before: line.endIndex)]).trimmingBlanks
        let japaneseClass = TextClass.of(japanese)
        guard japaneseClass == .kanji || japaneseClass == .kana, !english.isEmpty, TextClass.of(english) == .latin else { return nil }
        return UserExample(ja: japanese, en: english)
    }

    /// `field` without its `[sound:NAME]` tags (audio is never a meaning or a note), blanks trimmed.
    static func withoutSounds(_ field: String) -> String {
        guard AnkiFieldText.mayHoldSound(field) else { return field }
        return AnkiFieldText.sounds(in: field).reduce(field) { $0.replacing("[sound:\($1)]", with: "") }.trimmingBlanks
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
