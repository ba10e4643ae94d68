/// What importing a file would do, against the items the learner already has: which entries are
/// new, which update an existing item, and which records are bad. Nothing is written.
public struct ImportPreview: Sendable {
    /// An entry and the existing item it matches, if any.
    public struct Row: Sendable, Equatable {
        /// The entry read.
        public var entry: ImportedEntry
        /// The id of the existing item it updates; nil for a new word.
        public var matchedItemID: String?
    }

    /// Every entry read, in file order.
    public var rows: [Row]
    /// The bad records: unreadable ones and ones without a word, in line order.
    public var problems: [ImportProblem]

    /// The number of records read: entries and bad records (a record both reported and read,
    /// such as one with an unclosed quote, counts once).
    public var recordCount: Int { Set(rows.map(\.entry.line) + problems.map(\.line)).count }
    /// The entries that match no existing item.
    public var newCount: Int { rows.filter { $0.matchedItemID == nil }.count }
    /// The entries that match an existing item.
    public var updateCount: Int { rows.count - newCount }

    /// Compares the entries of `document` under `mapping` with `items`: an entry matches the item
    /// whose export GUID it carries, else a word with the same word and reading (kana compared
    /// as hiragana), else, without a reading, the only word written so, else a kanji with the same
    /// character whose readings include the reading (or any kanji so written, without a reading).
    public static func make(document: ImportDocument, mapping: ColumnMapping, items: [StudyItem]) -> ImportPreview {
        var byGUID: [String: String] = [:]
        var byWord: [String: String] = [:]
        var kanjiReadings: [String: (id: String, readings: Set<String>)] = [:]
        // A word alone matches when exactly one word is written so (nil marks an ambiguous one).
        var byWordAlone: [String: String?] = [:]
        for item in items {
            byGUID[ExportGUID.guid(for: item.id)] = item.id
            switch item {
            case .vocab(let vocab):
                byWord[vocab.word + "\t" + Kana.hiragana(from: vocab.reading)] = vocab.id
                byWordAlone[vocab.word] = byWordAlone[vocab.word] == nil ? .some(vocab.id) : .some(nil)
            case .kanji(let kanji):
                let readings = Set((kanji.answerReadings + [item.primaryReading]).map { Kana.hiragana(from: $0) })
                kanjiReadings[kanji.kanji] = (kanji.id, readings)
            }
        }
        let (entries, entryProblems) = ImportedEntry.entries(of: document, mapping: mapping)
        let rows = entries.map { entry -> Row in
            if let guid = entry.guid, let id = byGUID[guid] { return Row(entry: entry, matchedItemID: id) }
            let reading = Kana.hiragana(from: entry.reading)
            if let id = byWord[entry.word + "\t" + reading] { return Row(entry: entry, matchedItemID: id) }
            if reading.isEmpty, let alone = byWordAlone[entry.word], let id = alone { return Row(entry: entry, matchedItemID: id) }
            if let kanji = kanjiReadings[entry.word], reading.isEmpty || kanji.readings.contains(reading) {
                return Row(entry: entry, matchedItemID: kanji.id)
            }
            return Row(entry: entry, matchedItemID: nil)
        }
        let problems = (document.problems + entryProblems).sorted { $0.line < $1.line }
        return ImportPreview(rows: rows, problems: problems)
    }
}
