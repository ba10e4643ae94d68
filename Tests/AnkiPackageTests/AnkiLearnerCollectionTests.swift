import AnkiPackage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import Testing

/// A learner's collection as Anki 26.9.3 keeps it (`Vectors/learner.apkg`, written by
/// `tools/anki/learner.py --vector`): a Core-2k-shaped vocabulary note type, a kanji note type
/// listing on'yomi and kun'yomi, Basic, Basic (and reversed card) and Cloze notes in nested decks,
/// nearly four years of review log, suspended, buried and reset cards, review cards in a filtered
/// deck (due there by their place, in their home deck by day), and the memory state
/// Anki's FSRS computed for each card from its log (`learner.json`).
@Suite struct AnkiLearnerCollectionTests {
    struct Recorded: Decodable {
        struct Due: Decodable { var day: Int64?; var time: Int64? }
        struct Note: Decodable {
            var guid: String
            var noteType: String
            var deck: String
            var fields: [String: String]
            var tags: [String]
            var cards: Int
            var type: Int
            var queue: Int
            var due: Due?
            var special: String?
            var stability: Double?
            var difficulty: Double?
            var reviews: Int
        }
        var madeAt: Int64
        var cards: Int
        var reviews: Int
        var notes: [Note]
    }

    static func recorded() throws -> Recorded {
        try JSONDecoder().decode(Recorded.self, from: Data(contentsOf: AnkiPackageReaderTests.vectors.appendingPathComponent("learner.json")))
    }

    static let calendar = StudyCalendar(timeZone: TimeZone(identifier: "UTC"))

    /// The package imported as `mainichi import` does at the time the vector was made.
    static func imported(into folder: URL) throws -> (plan: AnkiImport, outcome: AnkiImport.Outcome, progress: StudyProgress,
                                                      items: [String: UserItem], recorded: Recorded) {
        let recorded = try recorded()
        let collection = try AnkiImportTests.collection("learner.apkg")
        let store = UserDeckStore(dataDirectory: folder)
        let progress = try ProgressStore(directory: folder)
        defer { progress.close() }
        let plan = try AnkiImport.plan(collection, mappings: AnkiImport.guessedMappings(for: collection), store: store, dictionary: nil)
        let outcome = try plan.write(to: store, progress: progress, scheduler: AnkiExportTests.scheduler, calendar: calendar,
                                     now: Date(timeIntervalSince1970: TimeInterval(recorded.madeAt)))
        var items: [String: UserItem] = [:]
        for deck in store.decks().decks { for item in deck.items { items[item.guid ?? ""] = item } }
        return (plan, outcome, progress.progress, items, recorded)
    }

    @Test func aCore2kNoteTypeGivesTheKanaFieldAsReadingAndThePartOfSpeech() throws {
        let collection = try AnkiImportTests.collection("learner.apkg")
        let mapping = try #require(AnkiImport.guessedMappings(for: collection).first { $0.noteType.name == "Japanese Core 2k" })
        let roles = Dictionary(uniqueKeysWithValues: zip(mapping.noteType.fieldNames, mapping.roles))
        #expect(roles["Vocabulary-Kanji"] == .word)
        #expect(roles["Vocabulary-Kana"] == .reading)
        #expect(roles["Vocabulary-Furigana"] == .ignored)
        #expect(roles["Vocabulary-English"] == .meaning)
        #expect(roles["Vocabulary-Audio"] == .audio)
        #expect(roles["Sentence-Kanji"] == .example)
        #expect(roles["Sentence-Furigana"] == .ignored)
        #expect(roles["Sentence-English"] == .exampleTranslation)
        #expect(roles["Part of Speech"] == .partOfSpeech)
        #expect(roles["Notes"] == .notes)
    }

    @Test func everyNoteWithAWordBecomesAnItemInADeckOfItsName() throws {
        let folder = try AnkiImportTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plan, outcome, _, items, recorded) = try Self.imported(into: folder)
        // Only the Cloze notes (no field is a word) are left out, each named.
        let problems = plan.decks.flatMap(\.plan.problems)
        #expect(problems.count == recorded.notes.count { $0.noteType == "Cloze" })
        #expect(plan.decks.first { $0.name == "Japanese::Grammar" }?.plan.rows.isEmpty == true)
        #expect(Set(outcome.decks.map(\.title)) == Set(recorded.notes.filter { $0.noteType != "Cloze" }.map(\.deck)))
        // The cards of a filtered deck ("Custom Study Session") are in their home deck.
        #expect(recorded.notes.count { $0.special == "filtered" } == 5)
        #expect(!plan.decks.contains { $0.name == "Custom Study Session" })
        for note in recorded.notes where note.noteType != "Cloze" {
            let item = try #require(items[note.guid], "\(note.fields)")
            #expect(outcome.decks.first { $0.items.contains(item) }?.title == note.deck)
        }
        // 乗り換え: its reading from the kana field (its furigana field reads のかえ as Anki's does).
        let transfer = try #require(items.values.first { $0.word == "乗り換え" })
        #expect(transfer.reading == "のりかえ" && transfer.meanings == ["transfer", "change (trains)"])
        #expect(transfer.partOfSpeech == "Noun")
        let taberu = try #require(items.values.first { $0.word == "食べる" })
        #expect(taberu.examples == [UserExample(ja: "ご飯を食べる。", en: "I eat rice.")])
        #expect(taberu.notes == "polite form: 食べます")
        // A kanji note listing several readings: the first on'yomi is the reading, both lists kept.
        let life = try #require(items.values.first { $0.word == "生" })
        #expect(life.reading == "セイ" && life.meanings == ["life", "birth"])
        #expect(life.notes == "Onyomi: セイ、ショウ\nKunyomi: い.きる、う.まれる、なま")
        // A Basic back "reading<br>meaning".
        let dog = try #require(items.values.first { $0.word == "犬" })
        #expect(dog.reading == "いぬ" && dog.meanings == ["dog"])
        // The counts say what came in and what was left out: the reversed cards and the Cloze notes.
        let reversed = recorded.notes.filter { $0.cards > 1 }.reduce(0) { $0 + $1.cards - 1 }
        #expect(plan.leftOutCardCount == reversed + recorded.notes.count { $0.noteType == "Cloze" })
        #expect(plan.cardCount + plan.leftOutCardCount == recorded.cards)
        #expect(plan.reviewCount + plan.leftOutReviewCount == recorded.reviews)
    }

    @Test func cardsAreDueAsInAnkiWithMemoryStatesFromTheirOwnHistory() throws {
        let folder = try AnkiImportTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plan, outcome, progress, items, recorded) = try Self.imported(into: folder)
        #expect(outcome.newReviews == plan.reviewCount)
        var compared = 0
        for note in recorded.notes where note.noteType != "Cloze" {
            let item = try #require(items[note.guid])
            let card = progress.srs[item.id]
            if note.type == 0 {
                // New in Anki, also when it was reviewed and reset: new here, its reviews kept.
                #expect(card == nil, "\(item.word)")
                continue
            }
            let srs = try #require(card, "\(item.word)")
            #expect(srs.reviewCount == note.reviews, "\(item.word)")
            #expect((progress.suspended[item.id] != nil) == (note.special == "suspended"), "\(item.word)")
            if note.special == "buried" {
                // Anki shows a buried card again on its next day; here it is due that day.
                let nextDay = Self.calendar.start(ofDay: Self.calendar.day(of: Date(timeIntervalSince1970: TimeInterval(recorded.madeAt))) + 1)
                #expect(srs.due >= nextDay)
            } else if let day = note.due?.day {
                // The day Anki had it due (Anki's days start at 04:00 UTC in this collection).
                #expect(Int64(srs.due.timeIntervalSince1970) / 86_400 == day, "\(item.word)")
            } else if let time = note.due?.time {
                #expect(Int64(srs.due.timeIntervalSince1970) == time, "\(item.word)")
            }
            // Anki's FSRS and Mainichi's, the same default weights, over the same review log.
            let stability = try #require(note.stability)
            let difficulty = try #require(note.difficulty)
            #expect(abs((srs.stability ?? 0) - stability) <= 0.05 * stability, "\(item.word): \(srs.stability ?? 0) vs \(stability)")
            #expect(abs((srs.difficulty ?? 0) - difficulty) <= 0.01, "\(item.word): \(srs.difficulty ?? 0) vs \(difficulty)")
            compared += 1
        }
        #expect(compared > 40)
        #expect(outcome.newlyReset == 1)
        #expect(outcome.newlySuspended == recorded.notes.count { $0.special == "suspended" })
        // The reset card's reviews are in its history.
        let reset = try #require(recorded.notes.first { $0.special == "reset" })
        let resetItem = try #require(items[reset.guid])
        let history = StudyHistory.read(directory: folder).events
        #expect(history.count { $0.type == .review && $0.itemID == resetItem.id } == reset.reviews)
        #expect(reset.reviews > 0)
    }

    @Test func importingTheSamePackageAgainAddsNothing() throws {
        let folder = try AnkiImportTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, _, progress, _, recorded) = try Self.imported(into: folder)
        let collection = try AnkiImportTests.collection("learner.apkg")
        let store = UserDeckStore(dataDirectory: folder)
        let again = try AnkiImport.plan(collection, mappings: AnkiImport.guessedMappings(for: collection), store: store, dictionary: nil)
        #expect(again.decks.allSatisfy { $0.plan.newCount == 0 })
        let reopened = try ProgressStore(directory: folder)
        defer { reopened.close() }
        let outcome = try again.write(to: store, progress: reopened, scheduler: AnkiExportTests.scheduler, calendar: Self.calendar,
                                      now: Date(timeIntervalSince1970: TimeInterval(recorded.madeAt)))
        #expect(outcome.newReviews == 0 && outcome.newlyReset == 0 && outcome.newlySuspended == 0)
        #expect(reopened.progress.srs == progress.srs)
    }
}
