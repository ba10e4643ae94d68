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
/// recognition card, and its second card's (a reversed card: card 2 of "Basic (and reversed
/// card)") the item's production card (`ReviewDirection`), which asks the meaning for the word.
/// Further cards (more cloze deletions, a third template) are left out and counted. Nothing is
/// written by `plan`.
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
    /// Notes that are items of the bundled decks (Mainichi's export of them, back from Anki), by
    /// note id: their reviews go to those items, and no deck item is made of them.
    public var knownNotes: [Int64: String] = [:]
    /// The cards each note keeps (`noteCards(of:)`), worked out once by `plan`.
    public var noteCards: [Int64: NoteCards] = [:]

    /// The deck prefix Mainichi's package export puts before its deck titles, left off on import.
    public static let exportDeckPrefix = "Mainichi::"

    /// The cards that come in: the first card of each note the plan imports (or knows), and the
    /// second card of each note it imports (its production card).
    public var cardCount: Int { keptCards.count }
    /// The cards among them that ask the meaning for the word (`ReviewDirection.production`).
    public var productionCardCount: Int { keptCards.count { $0.direction == .production } }
    /// The cards among them that ask the word for its meaning (the items' own cards).
    public var recognitionCardCount: Int { cardCount - productionCardCount }
    /// The reviews of those cards (review-log entries that are reviews; manual changes left out).
    public var reviewCount: Int {
        let kept = Set(keptCards.map(\.card.id))
        return collection.reviews.count { $0.rating != nil && kept.contains($0.cardID) }
    }
    public var suspendedCount: Int { keptCards.count(where: \.card.isSuspended) }
    public var buriedCount: Int { keptCards.count(where: \.card.isBuried) }
    /// Cards that do not come in: a note's third and further cards (more cloze deletions, a
    /// third template), a second card of a note that is a bundled item, a second card never
    /// studied, and the cards of notes not imported.
    public var leftOutCardCount: Int { collection.cards.count - keptCards.count }
    /// The reviews of the cards left out.
    public var leftOutReviewCount: Int { collection.reviews.count { $0.rating != nil } - reviewCount }

    /// The cards that come in, with the way each asks: the first card of every note that becomes
    /// an item (imported or known), and the production card of every note imported.
    var keptCards: [(card: AnkiCard, direction: ReviewDirection)] {
        var lines = Set<Int>()
        for deck in decks { for row in deck.plan.rows { lines.insert(row.line) } }
        let cards = noteCards
        var kept: [(card: AnkiCard, direction: ReviewDirection)] = []
        for (index, note) in collection.notes.enumerated() {
            guard let found = cards[note.id] else { continue }
            if lines.contains(index + 1) {
                kept.append((found.recognition, .recognition))
                if let production = found.production { kept.append((production, .production)) }
            } else if knownNotes[note.id] != nil {
                kept.append((found.recognition, .recognition))
            }
        }
        return kept
    }

    /// A note's cards as Mainichi keeps them: the first asks the word (recognition); the second,
    /// when it has one of another template that was studied, asks the meaning (production).
    public struct NoteCards: Sendable, Equatable {
        public var recognition: AnkiCard
        public var production: AnkiCard?
    }

    /// The cards each note keeps, by note id: its first card (the lowest template index, then the
    /// oldest), and its card of the next template when that card was studied (a card never
    /// studied carries no scheduling or history, and Mainichi keeps no empty card).
    public static func noteCards(of collection: AnkiCollection) -> [Int64: NoteCards] {
        let first = firstCards(of: collection)
        var second: [Int64: AnkiCard] = [:]
        for card in collection.cards {
            guard let recognition = first[card.noteID], card.ordinal > recognition.ordinal else { continue }
            if let old = second[card.noteID], (old.ordinal, old.id) <= (card.ordinal, card.id) { continue }
            second[card.noteID] = card
        }
        // A card made new again ("Reset") keeps its history: studied all the same.
        var reviewed = Set<Int64>()
        for review in collection.reviews where review.rating != nil { reviewed.insert(review.cardID) }
        var cards: [Int64: NoteCards] = [:]
        for (note, card) in first {
            let production = second[note].flatMap { !$0.isNew || reviewed.contains($0.id) ? $0 : nil }
            cards[note] = NoteCards(recognition: card, production: production)
        }
        return cards
    }

    /// The guessed mapping of every note type that has notes.
    public static func guessedMappings(for collection: AnkiCollection) -> [AnkiNoteTypeMapping] {
        var byType: [Int64: [AnkiNote]] = [:]
        for note in collection.notes { byType[note.noteTypeID, default: []].append(note) }
        return collection.noteTypes.filter { byType[$0.id] != nil }.map { type in
            // Mainichi's own note type (a package Mainichi wrote, back from Anki): each field as written.
            if AnkiMainichiNoteType.matches(type) {
                return AnkiNoteTypeMapping(noteType: type, roles: [.word, .reading, .meaning, .ignored, .ignored, .example, .ignored, .notes, .audio])
            }
            return AnkiNoteTypeMapping.guess(type, notes: byType[type.id] ?? [])
        }
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

    /// The item id of each bundled item's export GUID (`ExportGUID`), for `plan`'s `knownItems`.
    public static func knownItems(ids: some Sequence<String>) -> [String: String] {
        var known: [String: String] = [:]
        for id in ids { known[ExportGUID.guid(for: id)] = id }
        return known
    }

    /// The bundled items of `library` by export GUID, when `collection` has notes with such GUIDs
    /// (Mainichi's export, back from Anki); empty otherwise (no deck is loaded).
    public static func knownItems(of collection: AnkiCollection, in library: DeckLibrary) -> [String: String] {
        guard collection.notes.contains(where: { $0.guid.count == 18 && $0.guid.hasPrefix("mn") }) else { return [:] }
        var ids: [String] = []
        for kind in [DeckKind.vocab, .kanji] {
            for summary in library.allSummaries(of: kind) where !library.isUserDeck(summary.deckID) {
                if let deck = try? library.deck(id: summary.deckID) { ids += deck.items.map(\.id) }
            }
        }
        return knownItems(ids: ids)
    }

    /// What importing `collection` under `mappings` would do to the learner's decks in `store`.
    /// - Parameters:
    ///   - dictionary: fills a missing reading or meaning; nil to fill nothing.
    ///   - knownItems: the bundled items by the GUID Mainichi exports them with (`knownItems(ids:)`):
    ///     a note with one of them is that item, its reviews imported, no deck item made.
    public static func plan(_ collection: AnkiCollection, mappings: [AnkiNoteTypeMapping], store: UserDeckStore,
                            dictionary: JapaneseDictionary?, knownItems: [String: String] = [:]) throws(UserDeckError) -> AnkiImport {
        let firstCards = firstCards(of: collection)
        var byDeck: [String: [(line: Int, note: AnkiNote)]] = [:]
        var order: [String] = []
        var knownNotes: [Int64: String] = [:]
        for (index, note) in collection.notes.enumerated() {
            if let item = knownItems[note.guid] {
                knownNotes[note.id] = item
                continue
            }
            let deckID = firstCards[note.id]?.deckID
            var name = deckID.flatMap { collection.decks[$0] }.map(TextSanitizer.sanitize)?.trimmingBlanks ?? ""
            if name.hasPrefix(exportDeckPrefix), name.count > exportDeckPrefix.count { name = String(name.dropFirst(exportDeckPrefix.count)) }
            let title = name.isEmpty ? "Anki" : name
            if byDeck[title] == nil { order.append(title) }
            byDeck[title, default: []].append((index + 1, note))
        }
        var decks: [DeckPlan] = []
        let media = Set(collection.mediaNames)
        for title in order {
            let notes = byDeck[title] ?? []
            var records: [ParsedRecord] = []
            var examples: [Int: [UserExample]] = [:]
            var audio: [Int: String] = [:]
            for (line, note) in notes {
                guard let mapping = mappings.first(where: { $0.noteType.id == note.noteTypeID }) else { continue }
                let entry = Self.entry(of: note, mapping: mapping)
                records.append(ParsedRecord(line: line, fields: [note.guid, entry.word, entry.reading, entry.meanings, entry.notes,
                                                                 note.tags.map(TextSanitizer.sanitize).joined(separator: " "),
                                                                 entry.koreanMeanings, entry.partOfSpeech]))
                if !entry.examples.isEmpty { examples[line] = entry.examples }
                // The recording the note names, when the package holds it and its name is plain.
                if let name = Self.audio(of: note, mapping: mapping), media.contains(name), let checked = AudioFileName.checked(name) {
                    audio[line] = checked
                }
            }
            let document = ImportDocument(format: .ankiText, separator: .tab, header: AnkiTextHeader(), columnLabels: [],
                                          wasHTML: true, records: records, problems: [])
            let mapping = ColumnMapping(roles: [.guid, .word, .reading, .meaning, .notes, .tags, .koreanMeaning, .partOfSpeech])
            var plan = try UserDeckImport.plan(document: document, mapping: mapping, deckTitle: title, store: store,
                                               dictionary: dictionary)
            for index in plan.rows.indices {
                if let found = examples[plan.rows[index].line] { plan.rows[index].draft.examples = found }
                plan.rows[index].draft.audio = audio[plan.rows[index].line]
            }
            decks.append(DeckPlan(name: title, plan: plan))
        }
        return AnkiImport(collection: collection, mappings: mappings, decks: decks, knownNotes: knownNotes,
                          noteCards: noteCards(of: collection))
    }

    /// A note's fields through its mapping: the word (furigana read off), its reading, its
    /// meanings (`;`-separated, and `,`-separated when the note type has a field of each),
    /// notes and examples; for Mainichi's own note type also the Korean meanings and the part of
    /// speech, and the examples as it writes them (`AnkiExport.fields(of:)`).
    static func entry(of note: AnkiNote, mapping: AnkiNoteTypeMapping)
        -> (word: String, reading: String, meanings: String, notes: String, examples: [UserExample], koreanMeanings: String,
            partOfSpeech: String) {
        var entry = genericEntry(of: note, mapping: mapping)
        guard AnkiMainichiNoteType.matches(mapping.noteType) else { return entry }
        func field(_ field: AnkiMainichiNoteType.Field) -> String {
            field.rawValue < note.fields.count ? note.fields[field.rawValue] : ""
        }
        entry.koreanMeanings = AnkiFieldText.plain(field(.koreanMeaning))
        entry.partOfSpeech = AnkiFieldText.plain(field(.partOfSpeech))
        entry.examples = AnkiExport.examples(inField: field(.examples))
        // The meanings as written ("a; b"), a `;` inside one escaped as the export escapes it.
        let meanings = AnkiFieldText.plain(field(.meaning))
        entry.meanings = meanings.isEmpty ? "" : ImportedEntry.split(meanings, at: [0x3B, 0x0A])
            .map { $0.replacing("\\", with: "\\\\").replacing(";", with: "\\;") }.joined(separator: ";")
        return entry
    }

    static func genericEntry(of note: AnkiNote, mapping: AnkiNoteTypeMapping)
        -> (word: String, reading: String, meanings: String, notes: String, examples: [UserExample], koreanMeanings: String,
            partOfSpeech: String) {
        var word = ""
        var reading = ""
        var meanings: [String] = []
        var notes: [(field: Int, text: String)] = []
        var partOfSpeech = ""
        var sentences: [String] = []
        var translations: [String] = []
        var images: [(field: Int, name: String)] = []
        let vocabularyShaped = mapping.field(for: .reading) != nil
        for (index, field) in note.fields.enumerated() where index < mapping.roles.count {
            if mapping.roles[index] != .ignored, mapping.roles[index] != .audio, field.contains("<") {
                images += AnkiFieldText.images(in: field).map { (index, $0) }
            }
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
                let value = FuriganaText.hasReadings(text) ? FuriganaText.parse(text).reading : text
                if value.allSatisfy(Kana.isKana) {
                    reading = value
                } else {
                    // Several readings ("ニチ、ジツ", "い.きる、う.まれる") or none in kana: the first
                    // in kana is the reading (else the dictionary's), the field kept in the notes.
                    reading = Self.firstReading(in: value) ?? ""
                    notes.append((index, text))
                }
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
                notes.append((index, text))
            case .partOfSpeech:
                partOfSpeech = partOfSpeech.isEmpty ? text : partOfSpeech + "; " + text
            case .audio, .ignored:
                break
            }
        }
        if reading.isEmpty, TextClass.of(word) == .kana { reading = word }
        var examples: [UserExample] = []
        for (index, sentence) in sentences.enumerated() {
            examples.append(UserExample(ja: sentence, en: index < translations.count ? translations[index] : ""))
        }
        var noteLines = notes.map(\.text)
        // From several fields, each note line is named after its field ("Kunyomi: ひ、か").
        if Set(notes.map(\.field)).count > 1 {
            noteLines = notes.map { TextSanitizer.sanitize(mapping.noteType.fieldNames[$0.field]) + ": " + $0.text }
        }
        if sentences.isEmpty { noteLines += translations }
        // Images are not imported; each is named in the notes with its field ("Picture: cat.jpg").
        noteLines += images.map { TextSanitizer.sanitize(mapping.noteType.fieldNames[$0.field]) + ": " + $0.name }
        // Meanings are written back `;`-separated with `\;` for a `;` inside one (the import splits there).
        let joined = meanings.map { $0.replacing("\\", with: "\\\\").replacing(";", with: "\\;") }.joined(separator: ";")
        return (word, reading, joined, noteLines.joined(separator: "\n"), examples, "", partOfSpeech)
    }

    /// The first reading of a field that lists several ("ニチ、ジツ", "い.きる、う.まれる",
    /// "-かた; ほう") that is kana once the okurigana dot and the affix dash are left out, if any.
    static func firstReading(in text: String) -> String? {
        let separators: Set<Character> = ["、", ",", "，", ";", "；", "/", "／", " ", "　", "\n", "・"]
        for part in text.split(whereSeparator: { separators.contains($0) }) {
            let reading = part.filter { !".．-－〜~()（）".contains($0) }
            if !reading.isEmpty, reading.allSatisfy(Kana.isKana) { return String(reading) }
        }
        return nil
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

    /// The audio file the note names in its audio field, else the first one another field it
    /// imports names (a Basic back `みず<br>water [sound:mizu.mp3]`), if any.
    public static func audio(of note: AnkiNote, mapping: AnkiNoteTypeMapping) -> String? {
        let audioField = mapping.field(for: .audio)
        if let index = audioField, index < note.fields.count, let name = AnkiFieldText.sounds(in: note.fields[index]).first {
            return name
        }
        for (index, field) in note.fields.enumerated() where index != audioField && index < mapping.roles.count
            && mapping.roles[index] != .ignored && AnkiFieldText.mayHoldSound(field) {
            if let name = AnkiFieldText.sounds(in: field).first { return name }
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
        /// Cards newly suspended (an item's or its production card).
        public var newlySuspended: Int
        /// Cards Anki had buried, moved to the next study day.
        public var newlyBuried: Int = 0
        /// Items whose card Anki had made new again after reviews ("Reset"): new here too, their
        /// reviews kept in the history.
        public var newlyReset: Int = 0
    }

    /// Writes the decks (each atomically), then each imported item's cards' review logs (its
    /// recognition card under the item's id, its production card under the production card's id,
    /// `ReviewDirection`) as review events into the journal (`ProgressStore.importEvents`: those imported before are
    /// passed over, and so is a review the item's history holds at the same millisecond: one
    /// Mainichi exported, back from Anki), then suspends the items whose first card Anki had
    /// suspended (when reviews came in or the item is new to reviews), and moves the cards Anki had
    /// buried to the next study day (when reviews came in), and makes new again the items whose
    /// card Anki had reset to new after reviews (when reviews came in).
    /// - Parameters:
    ///   - scheduler: replays the ratings; give one without fuzzing.
    ///   - now: the import's time: a card Anki had buried is due no earlier than the next study day
    ///     after it (Anki shows it again on its next day; Mainichi has no buried state, so a due
    ///     date says it), moved with the reviews that came in.
    public func write(to store: UserDeckStore, progress: ProgressStore, scheduler: FSRSScheduler,
                      calendar: StudyCalendar, now: Date) throws -> Outcome {
        var itemByGUID: [String: String] = [:]
        for note in collection.notes { if let item = knownNotes[note.id] { itemByGUID[note.guid] = item } }
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
        var buried: [String] = []
        var reset: [String] = []
        for note in collection.notes {
            guard let itemID = itemByGUID[note.guid], let found = noteCards[note.id] else { continue }
            // A bundled item (Mainichi's export, back) keeps one card; an own item both.
            var cards = [(found.recognition, itemID)]
            if knownNotes[note.id] == nil, let production = found.production {
                cards.append((production, ReviewDirection.production.cardID(of: itemID)))
            }
            for (card, cardID) in cards {
                let replayed = AnkiReviewHistory.steps(of: card, reviews: reviewsByCard[card.id] ?? [], collection: collection,
                                                       scheduler: scheduler)
                if !replayed.isEmpty {
                    items.append(cardID)
                    steps += replayed.map { ($0, items.count - 1) }
                }
                if card.isSuspended { suspended.append(cardID) }
                if card.isBuried { buried.append(cardID) }
                // Reviewed, then made new again ("Reset" in Anki): the history kept, the card new.
                if card.isNew, !replayed.isEmpty { reset.append(cardID) }
            }
        }
        reviewsByCard = [:]
        steps.sort { $0.step.review.id < $1.step.review.id }
        if !steps.isEmpty {
            // Reviews the items' histories already hold (Mainichi's own, exported and back).
            let wanted = Set(items)
            var held = Set<String>()
            for entry in StudyHistory(store: progress).read().events where entry.type == .review {
                guard let id = entry.itemID, wanted.contains(id) else { continue }
                held.insert(id + "@" + String(Int64((entry.time.timeIntervalSince1970 * 1000).rounded())))
            }
            if !held.isEmpty { steps.removeAll { held.contains(items[$0.item] + "@" + String($0.step.review.id)) } }
        }
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
        // Cards Anki had made new again are new here too, once, after the reviews that came in.
        let resetWithCards = added == 0 ? [] : reset.filter { progress.progress.srs[$0] != nil }
        if !resetWithCards.isEmpty { try progress.removeFromReviews(resetWithCards) }
        var newlySuspended = 0
        for id in suspended where progress.progress.suspended[id] == nil && (added > 0 || progress.progress.srs[id] == nil) {
            try progress.setSuspended(id, true)
            newlySuspended += 1
        }
        // Buried: not before the next study day, once, with the reviews that came in.
        let nextDay = calendar.start(ofDay: calendar.day(of: now) + 1)
        let moves = added == 0 ? [] : DueMove.moves(in: progress.progress.srs, to: Dictionary(uniqueKeysWithValues: buried.compactMap { id in
            progress.progress.srs[id].flatMap { $0.due < nextDay ? (id, nextDay) : nil }
        }))
        if !moves.isEmpty { try progress.moveDueDates(moves) }
        return Outcome(decks: written, newReviews: added, newlySuspended: newlySuspended, newlyBuried: moves.count,
                       newlyReset: resetWithCards.count)
    }
}
