#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Importing a read file into one of the learner's decks: what would change, and writing it.
///
/// Each entry updates the deck's item with the same GUID, else the one with the same word and
/// reading (kana compared as hiragana), else becomes a new item. A missing reading or meaning is
/// filled from the dictionary when exactly one entry is spelled so (or, for kana, read so); with
/// several, the first is taken and the item is marked `needsCheck`; with none the row is bad.
/// Every bad row is kept with its line number; the good ones are written (`write`).
public struct UserDeckImport: Sendable {
    /// One entry ready to write.
    public struct Row: Sendable, Equatable {
        public var line: Int
        public var draft: UserItemDraft
        /// The item of the deck it updates; nil for a new item.
        public var updates: String?
        /// The day Mainichi's export gave it (its `day-N` tag), kept for a new item.
        public var day: Int?
        /// The audio files the record names in `[sound:]` tags (`ImportedEntry.sounds`).
        public var sounds: [String] = []
    }

    /// The rows to write, in file order.
    public var rows: [Row]
    /// Bad rows and unreadable records, by line.
    public var problems: [ImportProblem]
    /// The deck written to: the existing one, or a new one made by `plan` (not yet on disk).
    public var deck: UserDeck
    /// Whether the deck is new.
    public var createsDeck: Bool
    /// The recordings the rows were given (`attachRecordings(from:)`), by name, and the files
    /// `write(to:media:)` copies into the data directory's `media/`.
    public var recordings: [String: URL] = [:]

    public var newCount: Int { rows.count { $0.updates == nil } }
    public var updateCount: Int { rows.count - newCount }
    /// Rows filled from one of several dictionary entries.
    public var checkCount: Int { rows.count { $0.draft.needsCheck } }

    /// Tags Mainichi's own export adds, which an import leaves out (they describe the export,
    /// not the word).
    static func isExportTag(_ tag: String) -> Bool {
        if ["mainichi", "vocab", "kanji", "bookmarked", "missed"].contains(tag) { return true }
        if tag.hasPrefix("jlpt-"), Level(name: String(tag.dropFirst(5))) != nil { return true }
        if tag.hasPrefix("day-"), Int(tag.dropFirst(4)) != nil { return true }
        return false
    }

    /// The deck name a file names: its `#deck:` header, else the first record's deck column (the
    /// header's `#deck column:` or a column labelled "Deck"), with
    /// Mainichi's export prefix and any parent decks (`A::B`) left off; nil when it names none.
    public static func deckName(of document: ImportDocument) -> String? {
        var name = document.header.deck
        let labelled = document.columnLabels.firstIndex { $0.trimmingBlanks.lowercased() == "deck" }.map { $0 + 1 }
        if name == nil, let column = document.header.deckColumn ?? labelled, column >= 1,
           let first = document.records.first, first.fields.count >= column {
            name = first.fields[column - 1]
        }
        guard let full = name?.trimmingBlanks, !full.isEmpty else { return nil }
        let last = full.components(separatedBy: "::").last?.trimmingBlanks ?? full
        return last.isEmpty ? nil : last
    }

    /// What importing `document` under `mapping` into the learner's deck titled `deckTitle` (made,
    /// as a vocabulary deck, when there is none) would do. Nothing is written.
    /// - Parameter dictionary: fills missing readings and meanings; nil to fill nothing.
    public static func plan(document: ImportDocument, mapping: ColumnMapping, deckTitle: String, store: UserDeckStore,
                            dictionary: JapaneseDictionary?) throws(UserDeckError) -> UserDeckImport {
        let existing = store.deck(titled: deckTitle)
        let deck: UserDeck
        if let existing { deck = existing } else { deck = try store.newDeck(title: deckTitle, kind: .vocab) }
        let (entries, entryProblems) = ImportedEntry.entries(of: document, mapping: mapping)
        var problems = document.problems + entryProblems
        var rows: [Row] = []
        rows.reserveCapacity(entries.count)
        guard deck.kind == .vocab else {
            problems += entries.map { ImportProblem(line: $0.line, reason: .notAWordDeck) }
            return UserDeckImport(rows: [], problems: problems.sorted { $0.line < $1.line }, deck: deck, createsDeck: existing == nil)
        }
        var byGUID: [String: String] = [:]
        var byWord: [String: String] = [:]
        for item in deck.items {
            byGUID[item.guid ?? ExportGUID.guid(for: item.id)] = item.id
            byWord[item.word + "\t" + Kana.hiragana(from: item.reading)] = item.id
        }
        for entry in entries {
            var draft = UserItemDraft(word: entry.word, reading: entry.reading, meanings: entry.meanings,
                                      partOfSpeech: entry.partOfSpeech.isEmpty ? nil : entry.partOfSpeech,
                                      notes: entry.notes.isEmpty ? nil : entry.notes,
                                      tags: entry.tags.filter { !isExportTag($0) }, guid: entry.guid)
            draft.koreanMeanings = entry.koreanMeanings
            draft.examples = entry.examples
            var day: Int?
            if entry.tags.contains("mainichi") {
                day = entry.tags.lazy.compactMap { $0.hasPrefix("day-") ? Int($0.dropFirst(4)) : nil }
                    .first { (1...Deck.maximumDay).contains($0) }
                // Mainichi's own export: its Example column ("文。 (Sentence.)") is an example again.
                let (examples, rest) = Self.examples(inNotes: entry.notes)
                draft.examples += examples
                draft.notes = rest.isEmpty ? nil : rest
            }
            if draft.reading.isEmpty || draft.meanings.isEmpty {
                let found = dictionary.map { ranked(matches(of: entry, in: $0), for: entry) } ?? []
                if let first = found.first {
                    if draft.reading.isEmpty { draft.reading = first.reading }
                    if draft.meanings.isEmpty {
                        // The main sense (its glosses), not every sense the entry has.
                        draft.meanings = first.senses.first.map { Array($0.glosses.prefix(3)) } ?? first.meanings
                        if draft.partOfSpeech == nil, let pos = first.senses.first?.partOfSpeech, !pos.isEmpty {
                            draft.partOfSpeech = pos
                        }
                    }
                    // Several entries, unless the file's meaning named one of them alone.
                    let namedAlone = sharesMeaning(first, with: entry) && !found.dropFirst().contains { sharesMeaning($0, with: entry) }
                    draft.needsCheck = found.count > 1 && !namedAlone
                }
            }
            do {
                draft = try draft.validated(for: .vocab, cleaning: false)
            } catch {
                let reason: ImportProblem.Reason
                switch error {
                case .invalidItem(field: "reading", reason: .notKana): reason = .readingNotKana
                case .invalidItem(field: "reading", _): reason = .missingReading
                default: reason = draft.reading.isEmpty ? .missingReading : .missingMeaning
                }
                problems.append(ImportProblem(line: entry.line, reason: reason))
                continue
            }
            let updates = entry.guid.flatMap { byGUID[$0] } ?? byWord[draft.word + "\t" + Kana.hiragana(from: draft.reading)]
            rows.append(Row(line: entry.line, draft: draft, updates: updates, day: day, sounds: entry.sounds))
        }
        var planned = deck
        if existing == nil, !rows.isEmpty, rows.allSatisfy({ $0.day != nil }) {
            // A new deck from Mainichi's export: as many a day as its fullest day held.
            var perDay: [Int: Int] = [:]
            for row in rows { perDay[row.day!, default: 0] += 1 }
            planned.itemsPerDay = min(UserDeck.maximumItemsPerDay, perDay.values.max() ?? planned.itemsPerDay)
        }
        return UserDeckImport(rows: rows, problems: problems.sorted { $0.line < $1.line }, deck: planned, createsDeck: existing == nil)
    }

    /// `updated` (an item as an import's row makes it) with every field the row left empty taken
    /// from `old`, the item it updates: a file that has no part of speech, examples, notes, tags,
    /// Korean meanings, GUID or recording for a word never erases the ones it has (issue 22). An
    /// import adds and changes; it does not clear.
    static func keepingUncarried(of old: UserItem, in updated: UserItem) -> UserItem {
        var item = updated
        if item.partOfSpeech?.isEmpty ?? true { item.partOfSpeech = old.partOfSpeech }
        if item.examples.isEmpty { item.examples = old.examples }
        if item.notes?.isEmpty ?? true { item.notes = old.notes }
        if item.tags.isEmpty { item.tags = old.tags }
        if item.koreanMeanings.isEmpty { item.koreanMeanings = old.koreanMeanings }
        if item.guid == nil { item.guid = old.guid }
        if item.audio == nil { item.audio = old.audio }
        return item
    }

    /// The lines of `notes` that are Mainichi's exported examples, "日本語。 (English.)", as
    /// examples, and the other lines.
    static func examples(inNotes notes: String) -> (examples: [UserExample], rest: String) {
        var examples: [UserExample] = []
        var rest: [String] = []
        for line in notes.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasSuffix(")"), let open = line.indices.last(where: { line[$0...].hasPrefix(" (") }) {
                let japanese = String(line[..<open]).trimmingBlanks
                let english = String(line[line.index(open, offsetBy: 2)..<line.index(before: line.endIndex)]).trimmingBlanks
                let japaneseClass = TextClass.of(japanese)
                if (japaneseClass == .kanji || japaneseClass == .kana), !english.isEmpty, TextClass.of(english) == .latin {
                    examples.append(UserExample(ja: japanese, en: english))
                    continue
                }
            }
            if !line.isEmpty { rest.append(line) }
        }
        return (examples, rest.joined(separator: "\n"))
    }

    /// `candidates` best first for `entry`: those with a sense the file's meanings name, then, for a
    /// word written in kanji, those not usually written in kana (彼 is かれ; あれ, also spelled
    /// 彼, is written in kana), then in the dictionary's order.
    static func ranked(_ candidates: [DictionaryEntry], for entry: ImportedEntry) -> [DictionaryEntry] {
        guard candidates.count > 1 else { return candidates }
        let kanji = TextClass.of(entry.word) != .kana
        return candidates.enumerated().sorted { lhs, rhs in
            func key(_ candidate: (offset: Int, element: DictionaryEntry)) -> [Int] {
                [sharesMeaning(candidate.element, with: entry) ? 0 : 1,
                 kanji && candidate.element.isUsuallyKana ? 1 : 0, candidate.offset]
            }
            return key(lhs).lexicographicallyPrecedes(key(rhs))
        }.map(\.element)
    }

    /// Whether one of `candidate`'s glosses is one of the file's meanings for `entry` (compared
    /// without case, a leading "to " or what follows a parenthesis).
    static func sharesMeaning(_ candidate: DictionaryEntry, with entry: ImportedEntry) -> Bool {
        guard !entry.meanings.isEmpty else { return false }
        func bare(_ text: String) -> String {
            var bare = text.lowercased()
            if let open = bare.firstIndex(of: "(") { bare = String(bare[..<open]) }
            bare = bare.trimmingBlanks
            if bare.hasPrefix("to ") { bare.removeFirst(3) }
            return bare
        }
        let wanted = Set(entry.meanings.map(bare))
        return candidate.senses.contains { $0.glosses.contains { wanted.contains(bare($0)) } }
    }

    /// The dictionary entries spelled as the entry's word (or, for a kana word, read so) and, when
    /// the entry has a reading, read so.
    static func matches(of entry: ImportedEntry, in dictionary: JapaneseDictionary) -> [DictionaryEntry] {
        let reading = Kana.hiragana(from: entry.reading)
        return dictionary.lookup(entry.word).filter { candidate in
            let spelled = candidate.spellings.contains(entry.word)
                || (candidate.spellings.isEmpty || TextClass.of(entry.word) == .kana) && candidate.readings.contains(entry.word)
            guard spelled else { return false }
            return reading.isEmpty || candidate.readings.contains { Kana.hiragana(from: $0) == reading }
        }
    }

    /// Gives each row the first recording it names (`[sound:NAME]`, a plain file name) that is a
    /// file in one of `folders` (the first holding it wins): the import file's folder, say, and
    /// the data directory's `media/`. A name found nowhere is left out; nothing is copied yet.
    public mutating func attachRecordings(from folders: [URL]) {
        var found: [String: URL] = [:]
        var missing = Set<String>()
        for index in rows.indices {
            for sound in rows[index].sounds {
                guard let name = AudioFileName.checked(sound), !missing.contains(name) else { continue }
                if found[name] == nil {
                    let file = folders.lazy.map { $0.appendingPathComponent(name) }.first {
                        FileManager.default.fileExists(atPath: $0.path) && !FileManager.default.directoryExists(atPath: $0.path)
                    }
                    guard let file else { missing.insert(name); continue }
                    found[name] = file
                }
                rows[index].draft.audio = name
                break
            }
        }
        recordings = found.filter { name, _ in rows.contains { $0.draft.audio == name } }
    }

    /// Copies the recordings the rows were given into `media` (a file already there under the
    /// same path is left as it is), then writes the rows (`write(to:)`).
    @discardableResult
    public func write(to store: UserDeckStore, media: URL) throws(UserDeckError) -> UserDeck {
        for (name, source) in recordings.sorted(by: { $0.key < $1.key }) {
            let target = media.appendingPathComponent(name)
            guard source.standardizedFileURL.path != target.standardizedFileURL.path else { continue }
            let bytes: Data
            do {
                bytes = try Data(contentsOf: source)
            } catch {
                throw .unreadable(path: source.path, reason: "cannot read the recording")
            }
            do throws(StorageError) {
                try DataDirectories.createDirectory(media)
                try AtomicFile.write(bytes, to: target)
            } catch {
                throw .storage(error)
            }
        }
        return try write(to: store)
    }

    /// Writes the rows into the deck (new items get new ids; updated ones keep theirs, their day
    /// and their progress), atomically in one write.
    /// - Returns: the deck as written.
    @discardableResult
    public func write(to store: UserDeckStore) throws(UserDeckError) -> UserDeck {
        var deck = deck
        var indexByID: [String: Int] = [:]
        for (index, item) in deck.items.enumerated() { indexByID[item.id] = index }
        var lastDay = deck.items.map(\.day).max() ?? 1
        var onLastDay = deck.items.count { $0.day == lastDay }
        for row in rows {
            if let id = row.updates, let index = indexByID[id] {
                let old = deck.items[index]
                var item = store.makeItem(row.draft, kind: .vocab, day: old.day)
                item.id = old.id
                deck.items[index] = Self.keepingUncarried(of: old, in: item)
                continue
            }
            let item: UserItem
            if let day = row.day, createsDeck {
                item = store.makeItem(row.draft, kind: .vocab, day: day)
            } else {
                if onLastDay >= deck.itemsPerDay {
                    lastDay = min(lastDay + 1, Deck.maximumDay)
                    onLastDay = 0
                }
                item = store.makeItem(row.draft, kind: .vocab, day: lastDay)
                onLastDay += 1
            }
            indexByID[item.id] = deck.items.count
            deck.items.append(item)
        }
        try store.save(deck)
        return deck
    }
}
