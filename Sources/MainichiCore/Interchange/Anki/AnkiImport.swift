#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Importing an Anki collection: one of the learner's decks per Anki deck (named with its full
/// path, `Japanese::Core`), each note an item made through its note type's mapping, and, once
/// the decks are written, each card's review log as review events in the journal.
///
/// A note goes to the deck of its first card; its first card's history and state are the item's
/// (Mainichi has one card per item). Nothing is written by `plan`.
public struct AnkiImport: Sendable {
    /// One Anki deck's import.
    public struct DeckPlan: Sendable {
        /// The Anki deck's name, the title of the learner's deck it goes to.
        public var name: String
        /// The rows, by the index of the note (`line` is the note's place in the collection, from 1).
        public var plan: UserDeckImport
    }

    public var collection: AnkiCollection
    public var mappings: [AnkiNoteTypeMapping]
    public var decks: [DeckPlan]

    /// The notes with a card, and their first card.
    public var cardCount: Int { collection.cards.count }
    /// Review-log entries that are reviews (manual changes left out).
    public var reviewCount: Int { collection.reviews.count { $0.rating != nil } }
    public var suspendedCount: Int { collection.cards.count(where: \.isSuspended) }
    public var buriedCount: Int { collection.cards.count(where: \.isBuried) }

    /// The guessed mapping of every note type that has notes.
    public static func guessedMappings(for collection: AnkiCollection) -> [AnkiNoteTypeMapping] {
        var byType: [Int64: [AnkiNote]] = [:]
        for note in collection.notes { byType[note.noteTypeID, default: []].append(note) }
        return collection.noteTypes.filter { byType[$0.id] != nil }.map { AnkiNoteTypeMapping.guess($0, notes: byType[$0.id] ?? []) }
    }

    /// The first card of each note (the lowest template index, then the oldest).
    public static func firstCards(of collection: AnkiCollection) -> [Int64: AnkiCard] {
        var first: [Int64: AnkiCard] = [:]
        for card in collection.cards {
            if let old = first[card.noteID], (old.ordinal, old.id) <= (card.ordinal, card.id) { continue }
            first[card.noteID] = card
        }
        return first
    }

    /// What importing `collection` under `mappings` would do to the learner's decks in `store`.
    /// - Parameter dictionary: fills a missing reading or meaning; nil to fill nothing.
    public static func plan(_ collection: AnkiCollection, mappings: [AnkiNoteTypeMapping], store: UserDeckStore,
                            dictionary: JapaneseDictionary?) throws(UserDeckError) -> AnkiImport {
        let firstCards = firstCards(of: collection)
        var byDeck: [String: [(line: Int, note: AnkiNote)]] = [:]
        var order: [String] = []
        for (index, note) in collection.notes.enumerated() {
            let deckID = firstCards[note.id]?.deckID
            let name = deckID.flatMap { collection.decks[$0] }.map(TextSanitizer.sanitize)?.trimmingBlanks ?? ""
            let title = name.isEmpty ? "Anki" : name
            if byDeck[title] == nil { order.append(title) }
            byDeck[title, default: []].append((index + 1, note))
        }
        var decks: [DeckPlan] = []
        for title in order {
            let notes = byDeck[title] ?? []
            var records: [ParsedRecord] = []
            var examples: [Int: [UserExample]] = [:]
            for (line, note) in notes {
                guard let mapping = mappings.first(where: { $0.noteType.id == note.noteTypeID }) else { continue }
                let entry = Self.entry(of: note, mapping: mapping)
                records.append(ParsedRecord(line: line, fields: [note.guid, entry.word, entry.reading, entry.meanings, entry.notes,
                                                                 note.tags.map(TextSanitizer.sanitize).joined(separator: " ")]))
                if !entry.examples.isEmpty { examples[line] = entry.examples }
            }
            let document = ImportDocument(format: .ankiText, separator: .tab, header: AnkiTextHeader(), columnLabels: [],
                                          wasHTML: true, records: records, problems: [])
            let mapping = ColumnMapping(roles: [.guid, .word, .reading, .meaning, .notes, .tags])
            var plan = try UserDeckImport.plan(document: document, mapping: mapping, deckTitle: title, store: store,
                                               dictionary: dictionary)
            for index in plan.rows.indices {
                if let found = examples[plan.rows[index].line] { plan.rows[index].draft.examples = found }
            }
            decks.append(DeckPlan(name: title, plan: plan))
        }
        return AnkiImport(collection: collection, mappings: mappings, decks: decks)
    }

    /// A note's fields through its mapping: the word (furigana read off), its reading, its
    /// meanings (`;`-separated, and `,`-separated when the note type has a field of each),
    /// notes and examples.
    static func entry(of note: AnkiNote, mapping: AnkiNoteTypeMapping)
        -> (word: String, reading: String, meanings: String, notes: String, examples: [UserExample]) {
        var word = ""
        var reading = ""
        var meanings: [String] = []
        var notes: [String] = []
        var sentences: [String] = []
        var translations: [String] = []
        let vocabularyShaped = mapping.field(for: .reading) != nil
        for (index, field) in note.fields.enumerated() where index < mapping.roles.count {
            let text = AnkiFieldText.plain(field)
            guard !text.isEmpty else { continue }
            switch mapping.roles[index] {
            case .word:
                if FuriganaText.hasReadings(text) {
                    let parsed = FuriganaText.parse(text)
                    word = parsed.word
                    if reading.isEmpty { reading = parsed.reading }
                } else {
                    word = text
                }
            case .reading:
                reading = FuriganaText.hasReadings(text) ? FuriganaText.parse(text).reading : text
            case .meaning:
                var lines = text.split(separator: "\n").map { String($0).trimmingBlanks }.filter { !$0.isEmpty }
                // A Basic back "えき<br>station": the first line in kana is the reading.
                if !vocabularyShaped, lines.count > 1, TextClass.of(lines[0]) == .kana, reading.isEmpty || reading == lines[0] {
                    reading = lines.removeFirst()
                }
                let separators: [UInt8] = vocabularyShaped ? [0x3B, 0x0A, 0x2C] : [0x3B, 0x0A]
                for line in lines { meanings += ImportedEntry.split(line, at: separators) }
            case .example:
                sentences.append(FuriganaText.hasReadings(text) ? FuriganaText.parse(text).word : text)
            case .exampleTranslation:
                translations.append(text)
            case .notes:
                notes.append(text)
            case .audio, .ignored:
                break
            }
        }
        if reading.isEmpty, TextClass.of(word) == .kana { reading = word }
        var examples: [UserExample] = []
        for (index, sentence) in sentences.enumerated() {
            examples.append(UserExample(ja: sentence, en: index < translations.count ? translations[index] : ""))
        }
        if sentences.isEmpty { notes += translations }
        // Meanings are written back `;`-separated with `\;` for a `;` inside one (the import splits there).
        let joined = meanings.map { $0.replacing("\\", with: "\\\\").replacing(";", with: "\\;") }.joined(separator: ";")
        return (word, reading, joined, notes.joined(separator: "\n"), examples)
    }

    /// The audio files the notes name in their audio fields that the package holds.
    public var audioFiles: Set<String> {
        var names = Set<String>()
        let present = Set(collection.mediaNames)
        for note in collection.notes {
            guard let mapping = mappings.first(where: { $0.noteType.id == note.noteTypeID }),
                  let name = Self.audio(of: note, mapping: mapping), present.contains(name) else { continue }
            names.insert(name)
        }
        return names
    }

    /// The audio file the note names in its audio field, if any.
    public static func audio(of note: AnkiNote, mapping: AnkiNoteTypeMapping) -> String? {
        if let index = mapping.field(for: .audio), index < note.fields.count, let name = AnkiFieldText.sounds(in: note.fields[index]).first {
            return name
        }
        return nil
    }
}

extension AnkiImport {
    /// How many review events are written to the journal at a time.
    static let eventsPerWrite = 10_000

    /// What writing an import did.
    public struct Outcome: Sendable, Equatable {
        /// The decks as written.
        public var decks: [UserDeck]
        /// Review events new to the journal.
        public var newReviews: Int
        /// Items newly suspended.
        public var newlySuspended: Int
    }

    /// Writes the decks (each atomically), then each imported item's first card's review log as
    /// review events into the journal (`ProgressStore.importEvents`: those imported before are
    /// passed over), then suspends the items whose first card Anki had suspended (when reviews
    /// came in or the item is new to reviews).
    /// - Parameter scheduler: replays the ratings; give one without fuzzing.
    public func write(to store: UserDeckStore, progress: ProgressStore, scheduler: FSRSScheduler,
                      calendar: StudyCalendar) throws -> Outcome {
        var itemByGUID: [String: String] = [:]
        var written: [UserDeck] = []
        for deck in decks where !deck.plan.rows.isEmpty {
            let deck = try deck.plan.write(to: store)
            written.append(deck)
            for item in deck.items { if let guid = item.guid { itemByGUID[guid] = item.id } }
        }
        var reviewsByCard: [Int64: [AnkiReview]] = [:]
        for review in collection.reviews { reviewsByCard[review.cardID, default: []].append(review) }
        // Every card's replayed reviews, then written in the order of their ids (the journal passes
        // over ids at or below what it folded of this collection) a slice at a time, so a long
        // history never sits in memory as events all at once.
        var steps: [(step: AnkiReviewHistory.Step, item: Int)] = []
        var items: [String] = []
        var suspended: [String] = []
        let firstCards = Self.firstCards(of: collection)
        for note in collection.notes {
            guard let itemID = itemByGUID[note.guid], let card = firstCards[note.id] else { continue }
            let replayed = AnkiReviewHistory.steps(of: card, reviews: reviewsByCard[card.id] ?? [], collection: collection,
                                                   scheduler: scheduler)
            if !replayed.isEmpty {
                items.append(itemID)
                steps += replayed.map { ($0, items.count - 1) }
            }
            if card.isSuspended { suspended.append(itemID) }
        }
        reviewsByCard = [:]
        steps.sort { $0.step.review.id < $1.step.review.id }
        let device = AnkiReviewHistory.device(of: collection)
        var added = 0
        var start = 0
        while start < steps.count {
            let end = min(steps.count, start + Self.eventsPerWrite)
            let events = steps[start..<end].map {
                AnkiReviewHistory.event(of: $0.step, itemID: items[$0.item], device: device, calendar: calendar)
            }
            added += try progress.importEvents(events)
            start = end
        }
        var newlySuspended = 0
        for id in suspended where progress.progress.suspended[id] == nil && (added > 0 || progress.progress.srs[id] == nil) {
            try progress.setSuspended(id, true)
            newlySuspended += 1
        }
        return Outcome(decks: written, newReviews: added, newlySuspended: newlySuspended)
    }
}
