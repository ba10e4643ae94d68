import AnkiPackage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TestSupport
import Testing

/// A learner's collection as Anki 26.9.3 keeps it (`Vectors/learner.apkg`, written by
/// `tools/anki/learner.py --vector`): a Core-2k-shaped vocabulary note type, a kanji note type
/// listing on'yomi and kun'yomi, Basic, Basic (and reversed card) and Cloze notes in nested decks,
/// nearly four years of review log, suspended, buried and reset cards, review cards in a filtered
/// deck (due there by their place, in their home deck by day), and the memory state
/// Anki's FSRS computed for each card from its log (`learner.json`).
@Suite struct AnkiLearnerCollectionTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

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
            /// The note's card 2 (a reversed card, a second cloze deletion), if it has one.
            var second: Second?
        }
        struct Second: Decodable {
            var ord: Int
            var type: Int
            var queue: Int
            var due: Due?
            var special: String?
            var stability: Double?
            var difficulty: Double?
            var reviews: Int
            var reviewIDs: [Int64]
            /// Whether it was ever studied (a card never studied does not come in).
            var isStudied: Bool { type != 0 || reviews > 0 }
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
        let folder = scratch.freshDirectory("folder")
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
        // "Add Reverse" is a flag, not a note: こんにちは has none.
        let hello = try #require(items.values.first { $0.word == "こんにちは" })
        #expect(hello.meanings == ["hello"] && hello.notes == nil)
        // A Basic back "reading<br>meaning".
        let dog = try #require(items.values.first { $0.word == "犬" })
        #expect(dog.reading == "いぬ" && dog.meanings == ["dog"])
        // The counts say what came in, by kind, and what was left out: the Cloze notes' cards and
        // a reversed card never studied.
        let words = recorded.notes.filter { $0.noteType != "Cloze" }
        let production = words.count { $0.second?.isStudied == true }
        #expect(production >= 8)
        #expect(plan.productionCardCount == production)
        #expect(plan.recognitionCardCount == words.count)
        let cloze = recorded.notes.filter { $0.noteType == "Cloze" }.reduce(0) { $0 + $1.cards }
        let unstudied = words.count { $0.second.map { !$0.isStudied } ?? false }
        #expect(unstudied == 1)
        #expect(plan.leftOutCardCount == cloze + unstudied)
        #expect(plan.cardCount + plan.leftOutCardCount == recorded.cards)
        #expect(plan.reviewCount + plan.leftOutReviewCount == recorded.reviews)
    }

    @Test func cardsAreDueAsInAnkiWithMemoryStatesFromTheirOwnHistory() throws {
        let folder = scratch.freshDirectory("folder")
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
        #expect(outcome.newlySuspended == recorded.notes.count { $0.special == "suspended" }
                + recorded.notes.count { $0.second?.special == "suspended" })
        // The reset card's reviews are in its history.
        let reset = try #require(recorded.notes.first { $0.special == "reset" })
        let resetItem = try #require(items[reset.guid])
        let history = StudyHistory.read(directory: folder).events
        #expect(history.count { $0.type == .review && $0.itemID == resetItem.id } == reset.reviews)
        #expect(reset.reviews > 0)
    }

    @Test func importingTheSamePackageAgainAddsNothing() throws {
        let folder = scratch.freshDirectory("folder")
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

    /// The production card of an item, with its recorded Anki card.
    static func productionCards(of items: [String: UserItem], recorded: Recorded) -> [(item: UserItem, card: Recorded.Second)] {
        recorded.notes.compactMap { note in
            guard note.noteType != "Cloze", let second = note.second, second.isStudied, let item = items[note.guid] else { return nil }
            return (item, second)
        }
    }

    @Test func reversedCardsComeInAsProductionCardsDueAsInAnkiWithTheirOwnHistory() throws {
        let folder = scratch.freshDirectory("folder")
        let (_, _, progress, items, recorded) = try Self.imported(into: folder)
        let history = StudyHistory.read(directory: folder).events
        let cards = Self.productionCards(of: items, recorded: recorded)
        #expect(cards.count >= 8)
        #expect(Set(cards.map(\.item.word)).isSuperset(of: ["おはよう", "こんにちは"]))
        for (item, anki) in cards {
            let id = ReviewDirection.production.cardID(of: item.id)
            let srs = try #require(progress.srs[id], "\(item.word)")
            // Its own reviews, at Anki's milliseconds, apart from the item's card's.
            let times = history.filter { $0.type == .review && $0.itemID == id }
                .map { Int64(($0.time.timeIntervalSince1970 * 1000).rounded()) }.sorted()
            #expect(times == anki.reviewIDs, "\(item.word)")
            #expect(srs.reviewCount == anki.reviews, "\(item.word)")
            #expect((progress.suspended[id] != nil) == (anki.special == "suspended"), "\(item.word)")
            // Suspending one card of a note leaves the other as it was.
            if anki.special == "suspended" { #expect(progress.suspended[item.id] == nil) }
            if anki.special == "buried" {
                let nextDay = Self.calendar.start(ofDay: Self.calendar.day(of: Date(timeIntervalSince1970: TimeInterval(recorded.madeAt))) + 1)
                #expect(srs.due >= nextDay, "\(item.word)")
            } else if let day = anki.due?.day {
                #expect(Int64(srs.due.timeIntervalSince1970) / 86_400 == day, "\(item.word)")
            }
            let stability = try #require(anki.stability)
            let difficulty = try #require(anki.difficulty)
            #expect(abs((srs.stability ?? 0) - stability) <= 0.05 * stability, "\(item.word): \(srs.stability ?? 0) vs \(stability)")
            #expect(abs((srs.difficulty ?? 0) - difficulty) <= 0.01, "\(item.word): \(srs.difficulty ?? 0) vs \(difficulty)")
            // The two directions have their own memory: the item's card is another card.
            #expect(progress.srs[item.id] != srs)
        }
        // A reversed card never studied makes no card; its note's item is there.
        let unstudied = try #require(recorded.notes.first { $0.second?.special == "unstudied" })
        let item = try #require(items[unstudied.guid])
        #expect(progress.srs[ReviewDirection.production.cardID(of: item.id)] == nil)
    }

    @Test func aProductionCardFindsItsItemAndAsksTheOtherWay() throws {
        let folder = scratch.freshDirectory("folder")
        let (_, _, progress, items, recorded) = try Self.imported(into: folder)
        let library = try DeckLibrary(directory: AnkiExportTests.decksDirectory)
        library.loadUserDecks(from: UserDeckStore(dataDirectory: folder).directory)
        let (item, _) = try #require(Self.productionCards(of: items, recorded: recorded).first)
        let id = ReviewDirection.production.cardID(of: item.id)
        #expect(ReviewDirection(cardID: id) == .production && ReviewDirection(cardID: item.id) == .recognition)
        #expect(library.item(withID: id)?.id == item.id)
        // Due production cards are in the review queue beside the items' own cards.
        let queue = ReviewQueue(progress: progress, settings: Settings(), now: Date(timeIntervalSince1970: 4_000_000_000),
                                calendar: Self.calendar)
        #expect(queue.pending.contains { ReviewDirection(cardID: $0) == .production })
    }

    @Test func theExportGivesEachProductionCardBackAsCardTwoOfItsNote() throws {
        let folder = scratch.freshDirectory("folder")
        let (_, _, progress, items, recorded) = try Self.imported(into: folder)
        let package = try AnkiExportTests.exportPackage(deck: "Default", from: folder)
        let url = folder.appendingPathComponent("default.apkg")
        try AnkiPackageWriter().write(package, to: url)
        let read = try AnkiPackageReader().read(packageAt: url)
        // Both note types: one card, and with the production card.
        #expect(Set(read.noteTypes.map(\.name)) == [AnkiMainichiNoteType.name, AnkiMainichiNoteType.productionName])
        #expect(read.noteTypes.allSatisfy(AnkiMainichiNoteType.matches))
        let produced = Self.productionCards(of: items, recorded: recorded).filter { pair in
            recorded.notes.first { $0.guid == pair.item.guid }?.deck == "Default"
        }
        #expect(produced.count >= 8)
        for (item, anki) in produced {
            let note = try #require(read.notes.first { $0.guid == item.guid }, "\(item.word)")
            let cards = read.cards.filter { $0.noteID == note.id }.sorted { $0.ordinal < $1.ordinal }
            #expect(cards.map(\.ordinal) == [0, anki.ord], "\(item.word)")
            let card = try #require(cards.last)
            // The same review-log ids Anki has (it skips them), the card's state and due day.
            #expect(read.reviews.filter { $0.cardID == card.id }.map(\.id) == anki.reviewIDs, "\(item.word)")
            if anki.special == "buried" { continue }
            #expect((card.type, card.queue) == (anki.type, anki.queue), "\(item.word)")
            if let day = anki.due?.day, let due = card.dueDate(collectionStart: read.createdAt) {
                #expect(Int64(due.timeIntervalSince1970) / 86_400 == day, "\(item.word)")
            }
        }
        // Notes of one card stay of the one-card type: no card 2 is made for them.
        let single = read.notes.filter { note in !produced.contains { $0.item.guid == note.guid } }
        #expect(!single.isEmpty)
        for note in single { #expect(read.cards.count { $0.noteID == note.id } == 1) }
        // Mainichi -> Anki -> Mainichi: into a new data directory the production cards come back
        // with the same due dates; into the same one nothing is added.
        let fresh = scratch.freshDirectory("fresh")
        for (target, expectsNew) in [(fresh, true), (folder, false)] {
            let store = UserDeckStore(dataDirectory: target)
            let journal = try ProgressStore(directory: target)
            defer { journal.close() }
            let plan = try AnkiImport.plan(read, mappings: AnkiImport.guessedMappings(for: read), store: store, dictionary: nil)
            #expect(plan.productionCardCount == produced.count)
            let outcome = try plan.write(to: store, progress: journal, scheduler: AnkiExportTests.scheduler, calendar: Self.calendar,
                                         now: Date(timeIntervalSince1970: TimeInterval(recorded.madeAt)))
            #expect((outcome.newReviews > 0) == expectsNew)
            guard expectsNew else { continue }
            var backItems: [String: UserItem] = [:]
            for deck in store.decks().decks { for item in deck.items { backItems[item.guid ?? ""] = item } }
            for (item, anki) in produced where anki.special != "buried" {
                let back = try #require(backItems[item.guid ?? ""])
                let before = try #require(progress.srs[ReviewDirection.production.cardID(of: item.id)])
                let after = try #require(journal.progress.srs[ReviewDirection.production.cardID(of: back.id)], "\(item.word)")
                #expect(Self.calendar.day(of: after.due) == Self.calendar.day(of: before.due), "\(item.word)")
                #expect(after.reviewCount == before.reviewCount, "\(item.word)")
            }
        }
    }
}
