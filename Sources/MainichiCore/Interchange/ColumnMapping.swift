/// Which role each column of an imported file plays: guessed, shown in a preview, changeable.
public struct ColumnMapping: Sendable, Equatable {
    /// The role of each column, by 0-based column index.
    public private(set) var roles: [ColumnRole]

    public init(roles: [ColumnRole]) {
        self.roles = roles
    }

    /// The first column with `role`, if any.
    public func column(for role: ColumnRole) -> Int? { roles.firstIndex(of: role) }

    /// Gives `column` the role `role`; a word, reading, tags or GUID role leaves the column that
    /// had it before (it becomes ignored), since those roles hold one column each.
    public mutating func assign(_ role: ColumnRole, to column: Int) {
        guard column >= 0 else { return }
        while roles.count <= column { roles.append(.ignored) }
        if role != .meaning, role != .notes, role != .ignored, let old = roles.firstIndex(of: role) { roles[old] = .ignored }
        roles[column] = role
    }

    /// Whether `labels` (a first record or `#columns:`) name columns rather than hold data: at
    /// least one label names a word, reading or meaning role and none of them holds kanji.
    public static func isHeader(_ labels: [String]) -> Bool {
        let named = labels.compactMap(ColumnRole.init(label:))
        return named.contains(where: { $0 == .word || $0 == .reading || $0 == .meaning })
            && !labels.contains(where: { TextClass.of($0) == .kanji && ColumnRole(label: $0) == nil })
    }

    /// The mapping guessed for `columnCount` columns: from `labels` where they name a role, from
    /// Anki's metadata columns (1-based `guidColumn`, `tagsColumn`, others ignored), then from
    /// what `samples` mostly hold: the first column mostly of kanji is the word, the first mostly
    /// of kana the reading (or the word when no column is mostly kanji), the first mostly Latin
    /// the meaning; the first other column holds notes.
    public static func guess(columnCount: Int, labels: [String] = [], header: AnkiTextHeader = AnkiTextHeader(),
                             samples: [[String]]) -> ColumnMapping {
        var roles = [ColumnRole?](repeating: nil, count: columnCount)
        func set(_ column: Int?, _ role: ColumnRole) {
            guard let column, column >= 1, column <= columnCount, roles[column - 1] == nil else { return }
            roles[column - 1] = role
        }
        set(header.guidColumn, .guid)
        set(header.tagsColumn, .tags)
        set(header.deckColumn, .ignored)
        set(header.notetypeColumn, .ignored)
        for (index, label) in labels.enumerated() where index < columnCount && roles[index] == nil {
            if let role = ColumnRole(label: label), role == .ignored || !roles.contains(role) || role == .notes || role == .meaning {
                roles[index] = role
            }
        }
        // What each column mostly holds (a tie goes to kanji, then kana, then Latin).
        var counts = [[TextClass: Int]](repeating: [:], count: columnCount)
        for row in samples {
            for (index, field) in row.enumerated() where index < columnCount && !field.isEmpty {
                let text = FuriganaText.hasReadings(field) ? FuriganaText.parse(field).word : field
                counts[index][TextClass.of(text), default: 0] += 1
            }
        }
        let order: [TextClass] = [.kanji, .kana, .latin, .other]
        let dominant: [TextClass?] = counts.map { count in
            order.filter { count[$0, default: 0] > 0 }.max { count[$0, default: 0] < count[$1, default: 0] || (count[$0, default: 0] == count[$1, default: 0] && order.firstIndex(of: $0)! < order.firstIndex(of: $1)!) }
        }
        func best(_ textClass: TextClass) -> Int? {
            (0..<columnCount).first { roles[$0] == nil && dominant[$0] == textClass }
        }
        if !roles.contains(.word) {
            if let column = best(.kanji) ?? best(.kana) { roles[column] = .word }
        }
        if !roles.contains(.reading), let column = best(.kana) { roles[column] = .reading }
        if !roles.contains(.meaning), let column = best(.latin) { roles[column] = .meaning }
        // A sentence column (Anki's "Sentence"): Japanese that mostly ends as a sentence does or runs
        // longer than a word; the next Latin column is its translation.
        if !roles.contains(.example),
           let column = (0..<columnCount).first(where: { roles[$0] == nil && (dominant[$0] == .kanji || dominant[$0] == .kana)
                                                         && holdsSentences(column: $0, samples: samples) }) {
            roles[column] = .example
            if !roles.contains(.exampleTranslation),
               let translation = ((column + 1)..<columnCount).first(where: { roles[$0] == nil && dominant[$0] == .latin }) {
                roles[translation] = .exampleTranslation
            }
        }
        for index in 0..<columnCount where roles[index] == nil {
            roles[index] = roles.contains(.notes) ? .ignored : .notes
        }
        return ColumnMapping(roles: roles.map { $0 ?? .ignored })
    }

    /// Whether the non-empty values of `column` in `samples` are mostly sentences: ending in 。, ！
    /// or ？ (or their ASCII forms), or of eight characters or more.
    static func holdsSentences(column: Int, samples: [[String]]) -> Bool {
        var sentences = 0
        var values = 0
        for row in samples where column < row.count && !row[column].isEmpty {
            values += 1
            let text = row[column].trimmingBlanks
            if let last = text.last, "。！？!?.".contains(last) || text.count >= 8 { sentences += 1 }
        }
        return values > 0 && sentences * 2 > values
    }
}
