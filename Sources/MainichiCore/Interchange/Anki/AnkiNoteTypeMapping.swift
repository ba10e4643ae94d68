/// The role of each field of one Anki note type: guessed from the field names and what the
/// notes hold, shown in the preview, changeable (`assign`, the command's `--map`).
public struct AnkiNoteTypeMapping: Sendable, Equatable {
    public var noteType: AnkiNoteType
    /// The role of each field, by field index.
    public private(set) var roles: [AnkiFieldRole]

    public init(noteType: AnkiNoteType, roles: [AnkiFieldRole]) {
        self.noteType = noteType
        self.roles = roles
    }

    /// The first field with `role`, if any.
    public func field(for role: AnkiFieldRole) -> Int? { roles.firstIndex(of: role) }

    /// Gives field `index` the role `role`; a role held by one field only (all but notes and
    /// ignored) leaves the field that had it.
    public mutating func assign(_ role: AnkiFieldRole, to index: Int) {
        guard roles.indices.contains(index) else { return }
        if role != .notes, role != .ignored, let old = roles.firstIndex(of: role) { roles[old] = .ignored }
        roles[index] = role
    }

    /// The mapping guessed for `noteType` from its field names, then from what `notes` (a sample
    /// of its notes) mostly hold: `[sound:]` is audio, furigana or kanji the word, kana only the
    /// reading, Latin letters the meaning, a Japanese sentence (with 。) an example, Latin text
    /// in a note with an example its translation; other fields that hold something are notes. A
    /// field named for furigana gives way to a kana field named for the reading, and is ignored
    /// beside the field it repeats with readings. "Add Reverse" (a flag saying whether the note has
    /// a reversed card) is ignored.
    public static func guess(_ noteType: AnkiNoteType, notes: [AnkiNote]) -> AnkiNoteTypeMapping {
        let count = noteType.fieldNames.count
        var roles = [AnkiFieldRole?](repeating: nil, count: count)
        for (index, name) in noteType.fieldNames.enumerated() {
            // "Add Reverse" ("Basic (optional reversed card)") only says whether card 2 exists.
            if name.lowercased() == "add reverse" {
                roles[index] = .ignored
                continue
            }
            guard let role = AnkiFieldRole(fieldName: name) else { continue }
            let furigana = name.lowercased().contains("furigana")
            if role == .notes || !roles.contains(role) {
                roles[index] = role
            } else if furigana {
                // "Sentence-Furigana" beside "Sentence-Kanji": the same text again, with readings.
                roles[index] = .ignored
            } else if role == .reading, let old = roles.firstIndex(of: .reading),
                      noteType.fieldNames[old].lowercased().contains("furigana") {
                // "Vocabulary-Kana" after "Vocabulary-Furigana": the kana field is the reading.
                roles[old] = .ignored
                roles[index] = .reading
            }
        }
        // What each field mostly holds.
        enum Content { case sound, furigana, kanji, sentence, kana, latin, empty, other }
        var tallies = [[Content: Int]](repeating: [:], count: count)
        for note in notes.prefix(200) {
            for (index, field) in note.fields.enumerated() where index < count {
                let text = AnkiFieldText.plain(field)
                let content: Content
                if text.isEmpty {
                    // An image alone is something to keep (named in the notes).
                    content = !AnkiFieldText.sounds(in: field).isEmpty ? .sound : AnkiFieldText.images(in: field).isEmpty ? .empty : .other
                } else if FuriganaText.hasReadings(text) && !text.contains("。") {
                    content = .furigana
                } else {
                    switch TextClass.of(text) {
                    case .kanji: content = text.contains("。") || text.count > 14 ? .sentence : .kanji
                    case .kana: content = text.contains("。") ? .sentence : .kana
                    case .latin: content = .latin
                    case .other: content = .other
                    }
                }
                tallies[index][content, default: 0] += 1
            }
        }
        func mostly(_ index: Int) -> Content? {
            tallies[index].filter { $0.key != .empty }.max { $0.value < $1.value || ($0.value == $1.value && "\($0.key)" > "\($1.key)") }?.key
        }
        func claim(_ role: AnkiFieldRole, where test: (Content) -> Bool) {
            guard !roles.contains(role), let index = (0..<count).first(where: { roles[$0] == nil && mostly($0).map(test) == true }) else { return }
            roles[index] = role
        }
        claim(.audio) { $0 == .sound }
        claim(.word) { $0 == .furigana || $0 == .kanji }
        if !roles.contains(.word) { claim(.word) { $0 == .kana } }
        claim(.reading) { $0 == .kana }
        claim(.meaning) { $0 == .latin }
        claim(.example) { $0 == .sentence }
        if roles.contains(.example) { claim(.exampleTranslation) { $0 == .latin } }
        for index in 0..<count where roles[index] == nil {
            roles[index] = mostly(index) == nil ? .ignored : .notes
        }
        return AnkiNoteTypeMapping(noteType: noteType, roles: roles.map { $0 ?? .ignored })
    }
}
