#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Exporting items as an Anki package: each item a note of Mainichi's note type
/// (`AnkiMainichiNoteType`) in its deck, under the GUID it was imported with (else its stable
/// one), and, with the history, its card scheduled as Mainichi has it (due day, interval, FSRS
/// memory state, suspension) and its reviews as Anki's review log; an item with a production
/// card (`ReviewDirection`) also that card, as card 2 of the note (`AnkiMainichiNoteType`).
///
/// A review-log entry's id is the review's time in milliseconds: an item imported from Anki
/// keeps its reviews' times to the millisecond, so Anki recognises the entries it already has.
public enum AnkiExport {
    /// What to export besides the notes.
    public struct History: Sendable {
        /// Each item's review entries (`HistoryEvent` of type review), oldest first.
        public var reviews: [String: [HistoryEvent]]
        /// Each item's card.
        public var cards: [String: SRSCard]
        /// The items suspended.
        public var suspended: Set<String>
        /// The retention the cards were scheduled for.
        public var desiredRetention: Double

        public init(reviews: [String: [HistoryEvent]], cards: [String: SRSCard], suspended: Set<String>, desiredRetention: Double) {
            self.reviews = reviews
            self.cards = cards
            self.suspended = suspended
            self.desiredRetention = desiredRetention
        }

        /// The history of `progress` and the review entries of `entries` (any order).
        public init(progress: StudyProgress, entries: [HistoryEvent], desiredRetention: Double) {
            var reviews: [String: [HistoryEvent]] = [:]
            for entry in entries where entry.type == .review && entry.rating != nil {
                if let id = entry.itemID { reviews[id, default: []].append(entry) }
            }
            for id in reviews.keys { reviews[id]?.sort { $0.time < $1.time } }
            self.init(reviews: reviews, cards: progress.srs, suspended: Set(progress.suspended.keys), desiredRetention: desiredRetention)
        }
    }

    /// The package of `rows` (in order); with `history`, scheduled and with their reviews, else
    /// every card new.
    /// - Parameters:
    ///   - now: the export's time: the collection's day 0 is the study day holding it.
    ///   - media: audio files by name, for notes naming them (`media(of:in:)`): a row's audio is
    ///     written as `[sound:NAME]` when its file is among them.
    public static func package(of rows: [ExportRow], history: History?, now: Date, calendar: StudyCalendar,
                               media: [String: URL] = [:]) -> AnkiExportPackage {
        let today = calendar.day(of: now)
        let createdAt = calendar.start(ofDay: today)
        var decks: [AnkiExportPackage.Deck] = []
        var deckIDs: [String: Int64] = [:]
        let firstID = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        var notes: [AnkiExportPackage.Note] = []
        var reviews: [AnkiExportPackage.Review] = []
        var reviewIDs = Set<Int64>()
        for (index, row) in rows.enumerated() {
            let deckID: Int64
            if let known = deckIDs[row.deck] {
                deckID = known
            } else {
                deckID = 1_000_000_000_000 + Int64(hash(row.deck) % 900_000_000_000)
                deckIDs[row.deck] = deckID
                decks.append(.init(id: deckID, name: row.deck))
            }
            // Ids as Anki makes them (the time in milliseconds), one apart in the rows' order, so
            // Anki lists the notes in deck order; its import gives a colliding id a new one.
            let noteID = firstID + Int64(index)
            // One card of an item's, under `cardID` (the item's, or its production card's).
            func card(_ cardID: String, id: Int64, history: History?) -> AnkiExportPackage.Card {
                var card = AnkiExportPackage.Card(id: id, deckID: deckID, type: 0, queue: 0, due: Int64(index + 1), interval: 0,
                                                  factor: 0, reps: 0, lapses: 0, left: 0)
                guard let history else { return card }
                let entries = history.reviews[cardID] ?? []
                let srs = history.cards[cardID]
                let log = reviewLog(of: entries, card: id, due: srs?.due, calendar: calendar)
                for var review in log {
                    while !reviewIDs.insert(review.id).inserted { review.id += 1 }
                    reviews.append(review)
                }
                if let srs, srs.lastReview != nil {
                    card = scheduled(card, srs: srs, calendar: calendar, today: today, desiredRetention: history.desiredRetention)
                    card.reps = max(log.count, srs.reviewCount)
                    card.lapses = log.count { $0.type == 1 && $0.ease == 1 }
                }
                if history.suspended.contains(cardID) { card.queue = -1 }
                return card
            }
            let recognition = card(row.itemID, id: noteID, history: history)
            // The production card (an Anki note's reversed card, imported) goes back as card 2;
            // its id after every note's, as Anki's card ids are unique across notes.
            let productionID = ReviewDirection.production.cardID(of: row.itemID)
            let production = history.flatMap { history in
                history.cards[productionID] != nil || history.reviews[productionID] != nil
                    ? card(productionID, id: firstID + Int64(rows.count + index), history: history) : nil
            }
            var fields = fields(of: row)
            if media[row.audio] == nil { fields[AnkiMainichiNoteType.Field.audio.rawValue] = "" }
            var note = AnkiExportPackage.Note(id: noteID, guid: row.guid, fields: fields, tags: row.tags.filter { !$0.isEmpty },
                                              card: recognition)
            note.productionCard = production
            notes.append(note)
        }
        reviews.sort { $0.id < $1.id }
        return AnkiExportPackage(createdAt: createdAt, dayStartHour: calendar.dayStartHour, decks: decks, notes: notes,
                                 reviews: reviews, media: media)
    }

    /// A row's fields, in the order of `AnkiMainichiNoteType.Field`, as HTML.
    public static func fields(of row: ExportRow) -> [String] {
        let examples = row.examplesWithReadings.map { example in
            html(example.sentence) + (example.translation.isEmpty ? "" : "<br>" + html(example.translation))
        }
        return AnkiMainichiNoteType.Field.allCases.map { field in
            switch field {
            case .word: html(row.word)
            case .reading: html(row.reading)
            case .meaning: html(row.plainMeanings)
            case .koreanMeaning: html(row.koreanMeanings.isEmpty ? "" : row.koreanMeanings)
            case .partOfSpeech: html(row.partOfSpeech)
            case .examples: examples.map { "<div>" + $0 + "</div>" }.joined()
            case .kanjiReadings: html(row.kanjiReadings)
            case .notes: html(row.notes)
            case .audio: row.audio.isEmpty ? "" : "[sound:" + row.audio + "]"
            }
        }
    }

    /// The recordings `rows` name that are in `directory` (the data directory's `media/`), by name.
    public static func media(of rows: [ExportRow], in directory: URL) -> [String: URL] {
        var media: [String: URL] = [:]
        for row in rows where !row.audio.isEmpty && media[row.audio] == nil {
            guard let name = AudioFileName.checked(row.audio) else { continue }
            let file = directory.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: file.path) { media[name] = file }
        }
        return media
    }

    /// The examples of an Examples field as `fields(of:)` writes it (`<div>sentence<br>translation</div>`
    /// each), furigana read off the sentences.
    public static func examples(inField field: String) -> [UserExample] {
        var examples: [UserExample] = []
        for chunk in field.components(separatedBy: "</div>") {
            let body = chunk.replacing("<div>", with: "")
            guard !body.trimmingBlanks.isEmpty else { continue }
            let parts = body.components(separatedBy: "<br>")
            let sentence = AnkiFieldText.plain(parts[0])
            let japanese = FuriganaText.hasReadings(sentence) ? FuriganaText.parse(sentence).word : sentence
            let translation = AnkiFieldText.plain(parts.dropFirst().joined(separator: "<br>"))
            if !japanese.isEmpty { examples.append(UserExample(ja: japanese, en: translation)) }
        }
        return examples
    }

    /// `text` as HTML: `&`, `<`, `>` escaped, line breaks as `<br>`.
    static func html(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
            .replacing("\r\n", with: "<br>").replacing("\n", with: "<br>")
    }

    /// `card` (new) scheduled as `srs` has it.
    static func scheduled(_ card: AnkiExportPackage.Card, srs: SRSCard, calendar: StudyCalendar, today: Int,
                          desiredRetention: Double) -> AnkiExportPackage.Card {
        var card = card
        let lastReview = srs.lastReview ?? srs.due
        let dueDay = calendar.day(of: srs.due)
        let createdDay = today
        switch srs.state {
        case .review:
            card.type = 2
            card.queue = 2
            card.due = Int64(dueDay - createdDay)
            card.interval = max(1, dueDay - calendar.day(of: lastReview))
            card.factor = 2500
        case .learning, .relearning:
            card.type = srs.state == .learning ? 1 : 3
            card.left = 1
            card.factor = srs.state == .learning ? 0 : 2500
            card.interval = srs.state == .learning ? 0 : 1
            if dueDay <= calendar.day(of: lastReview) {
                card.queue = 1
                card.due = Int64(srs.due.timeIntervalSince1970.rounded(.down))
            } else {
                card.queue = 3
                card.due = Int64(dueDay - createdDay)
            }
        }
        card.stability = srs.stability
        card.difficulty = srs.difficulty
        card.desiredRetention = desiredRetention
        card.lastReview = Int64(lastReview.timeIntervalSince1970.rounded(.down))
        return card
    }

    /// `entries` (oldest first) as review-log entries of the card `cardID`: each review's interval
    /// runs to the next review (the last one's to `due`), in days when it crosses a study day and
    /// in negative seconds within one; its type is the card's state before it (learning until an
    /// interval of a day or more, then review, relearning after a lapse until it graduates again).
    static func reviewLog(of entries: [HistoryEvent], card cardID: Int64, due: Date?, calendar: StudyCalendar)
        -> [AnkiExportPackage.Review] {
        var log: [AnkiExportPackage.Review] = []
        var state = 0
        var lastInterval = 0
        for (index, entry) in entries.enumerated() {
            guard let rating = entry.rating else { continue }
            let next = index + 1 < entries.count ? entries[index + 1].time : due
            var interval = 0
            if let next {
                let days = calendar.day(of: next) - calendar.day(of: entry.time)
                interval = days >= 1 ? days : -max(1, Int(next.timeIntervalSince(entry.time).rounded()))
            }
            let id = Int64((entry.time.timeIntervalSince1970 * 1000).rounded())
            log.append(.init(id: id, cardID: cardID, ease: rating.rawValue, interval: interval, lastInterval: lastInterval,
                             factor: state == 0 ? 0 : 2500, duration: Int(((entry.duration ?? 0) * 1000).rounded()), type: state))
            if interval >= 1 {
                state = 1
            } else if state == 1, rating == .again {
                state = 2
            }
            lastInterval = interval
        }
        return log
    }

    /// 64-bit FNV-1a of `text`.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
