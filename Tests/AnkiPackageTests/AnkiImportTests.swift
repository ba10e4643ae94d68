import AnkiPackage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TestSupport
import Testing

/// What Mainichi makes of the packages Anki wrote: decks, items, roles, review history.
@Suite struct AnkiImportTests {
    static func collection(_ package: String = "current.apkg") throws -> AnkiCollection {
        try AnkiPackageReader().read(packageAt: AnkiPackageReaderTests.vectors.appendingPathComponent(package))
    }

    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    @Test func guessesEachFieldsRoleFromItsNameAndContents() throws {
        let mappings = AnkiImport.guessedMappings(for: try Self.collection())
        let vocab = try #require(mappings.first { $0.noteType.name == "Japanese Vocab" })
        #expect(vocab.roles == [.word, .reading, .meaning, .example, .exampleTranslation, .audio])
        let basic = try #require(mappings.first { $0.noteType.name == "Basic" })
        #expect(basic.roles == [.word, .meaning])
    }

    @Test func guessesRolesFromContentsWhenTheNamesSayNothing() {
        let type = AnkiNoteType(id: 1, name: "Mine", fieldNames: ["A", "B", "C", "D"])
        let notes = (0..<3).map { index in
            AnkiNote(id: Int64(index), guid: "g\(index)", noteTypeID: 1,
                     fields: ["[sound:x\(index).mp3]", "食[た]べる", "たべる", "to eat"], tags: [])
        }
        #expect(AnkiNoteTypeMapping.guess(type, notes: notes).roles == [.audio, .word, .reading, .meaning])
    }

    @Test func eachAnkiDeckBecomesADeckOfTheSameName() throws {
        let folder = scratch.freshDirectory("folder")
        let collection = try Self.collection()
        let plan = try AnkiImport.plan(collection, mappings: AnkiImport.guessedMappings(for: collection),
                                       store: UserDeckStore(dataDirectory: folder), dictionary: nil)
        #expect(plan.decks.map(\.name).sorted() == ["Extra words", "Japanese::Core"])
        let core = try #require(plan.decks.first { $0.name == "Japanese::Core" }?.plan)
        #expect(core.problems.isEmpty)
        let taberu = try #require(core.rows.first { $0.draft.word == "食べる" }?.draft)
        #expect(taberu.reading == "たべる")
        #expect(taberu.meanings == ["to eat"])
        #expect(taberu.examples == [UserExample(ja: "ご飯を食べる。", en: "I eat rice.")])
        #expect(taberu.tags.sorted() == ["jlpt::n5", "verb"])
        let transfer = try #require(core.rows.first { $0.draft.word == "乗り換え" }?.draft)
        #expect(transfer.meanings == ["transfer", "change (trains)"])
        let extra = try #require(plan.decks.first { $0.name == "Extra words" }?.plan)
        // Basic backs "reading<br>meaning": the reading is split off; [sound:] never in a meaning.
        let mizu = try #require(extra.rows.first { $0.draft.word == "水" }?.draft)
        #expect(mizu.reading == "みず")
        #expect(mizu.meanings == ["water"])
        let kawa = try #require(extra.rows.first { $0.draft.word == "川" }?.draft)
        #expect(kawa.reading == "かわ" && kawa.meanings == ["river"])
        #expect(plan.cardCount == 10 && plan.suspendedCount == 2 && plan.buriedCount == 1)
    }

    @Test(arguments: ["current.apkg", "legacy.colpkg", "oldest.apkg"])
    func theReviewLogBecomesReviewsOnceWithAnkisDueDate(package: String) throws {
        let folder = scratch.freshDirectory("folder")
        let collection = try Self.collection(package)
        let store = UserDeckStore(dataDirectory: folder)
        let mappings = AnkiImport.guessedMappings(for: collection)
        let calendar = StudyCalendar(timeZone: TimeZone(identifier: "UTC"))
        let scheduler = FSRSScheduler(enableFuzzing: false)
        let progressStore = try ProgressStore(directory: folder)
        // The day the vectors were made (2026-11-28 10:00 UTC), after every due date in them.
        let now = Date(timeIntervalSince1970: 1_795_860_000)
        let first = try AnkiImport.plan(collection, mappings: mappings, store: store, dictionary: nil)
            .write(to: store, progress: progressStore, scheduler: scheduler, calendar: calendar, now: now)
        #expect(first.newReviews == collection.reviews.count)
        #expect(first.newlySuspended == 2)
        var itemByGUID: [String: String] = [:]
        for deck in first.decks { for item in deck.items { itemByGUID[item.guid ?? ""] = item.id } }
        let progress = progressStore.progress
        // 駅: two reviews, due when Anki had it due, suspended as in Anki.
        let ekiNote = try #require(collection.notes.first { $0.fields[1] == "えき" })
        let ekiID = try #require(itemByGUID[ekiNote.guid])
        let eki = try #require(progress.srs[ekiID])
        #expect(eki.reviewCount == 2)
        #expect(eki.state == .review)
        #expect(eki.stability != nil && eki.difficulty != nil)
        let ekiCard = try #require(AnkiImport.firstCards(of: collection)[ekiNote.id])
        #expect(eki.due == ekiCard.dueDate(collectionStart: collection.createdAt))
        #expect(progress.suspended[ekiID] != nil)
        // A new card (川 was never studied) is not in reviews; 水, in learning, is, with its one review.
        let kawa = try #require(collection.notes.first { $0.fields.first == "川" })
        #expect(progress.srs[try #require(itemByGUID[kawa.guid])] == nil)
        let mizu = try #require(collection.notes.first { $0.fields.first == "水" })
        #expect(progress.srs[try #require(itemByGUID[mizu.guid])]?.reviewCount == 1)
        // 乗り換え, buried in Anki (which shows it again on its next day): due the next study day
        // after the import, its reviews as they were.
        let transferNote = try #require(collection.notes.first { $0.fields[1] == "のりかえ" })
        let transferCard = try #require(AnkiImport.firstCards(of: collection)[transferNote.id])
        #expect(transferCard.isBuried)
        let transferID = try #require(itemByGUID[transferNote.guid])
        let transfer = try #require(progress.srs[transferID])
        #expect(transfer.due == calendar.start(ofDay: calendar.day(of: now) + 1))
        #expect(transfer.reviewCount == 3 && transfer.state == .review)
        #expect(first.newlyBuried == 1)
        // Importing again adds no item, no review, no suspension.
        let again = try AnkiImport.plan(collection, mappings: mappings, store: store, dictionary: nil)
        #expect(again.decks.allSatisfy { $0.plan.newCount == 0 && !$0.plan.createsDeck })
        let second = try again.write(to: store, progress: progressStore, scheduler: scheduler, calendar: calendar, now: now)
        #expect(second.newReviews == 0 && second.newlySuspended == 0 && second.newlyBuried == 0)
        #expect(progressStore.progress.srs == progress.srs)
        progressStore.close()
        // Read again from the journal: the same cards, and importing again still adds nothing.
        let reopened = try ProgressStore(directory: folder)
        defer { reopened.close() }
        #expect(reopened.progress.srs == progress.srs)
        let third = try AnkiImport.plan(collection, mappings: mappings, store: store, dictionary: nil)
            .write(to: store, progress: reopened, scheduler: scheduler, calendar: calendar, now: now)
        #expect(third.newReviews == 0)
        #expect(store.decks().decks.reduce(0) { $0 + $1.items.count } == collection.notes.count)
    }

    @Test func aWordOfABundledDeckBackFromAnkiGetsItsReviewsAndMakesNoDeck() throws {
        let folder = scratch.freshDirectory("folder")
        // Mainichi's export of a bundled word (its GUID made from the item id), studied in Anki.
        let itemID = "vocab-n5-0001"
        let type = AnkiNoteType(id: 5, name: AnkiMainichiNoteType.name, fieldNames: AnkiMainichiNoteType.fieldNames)
        let fields = ["食べる", "たべる", "to eat"] + Array(repeating: "", count: AnkiMainichiNoteType.fieldNames.count - 3)
        let start = Date(timeIntervalSince1970: 1_767_571_200)
        let collection = AnkiCollection(
            format: .anki21b, createdAt: start, noteTypes: [type], decks: [2: "Mainichi::JLPT N5 Vocabulary"],
            notes: [AnkiNote(id: 1, guid: ExportGUID.guid(for: itemID), noteTypeID: 5, fields: fields, tags: [])],
            cards: [AnkiCard(id: 10, noteID: 1, deckID: 2, ordinal: 0, type: 2, queue: 2, due: 12, interval: 9)],
            reviews: [AnkiReview(id: 1_767_600_000_000, cardID: 10, ease: 3, type: 0, duration: 3000),
                      AnkiReview(id: 1_767_900_000_000, cardID: 10, ease: 3, type: 1, duration: 3000)],
            mediaNames: [])
        let store = UserDeckStore(dataDirectory: folder)
        let plan = try AnkiImport.plan(collection, mappings: AnkiImport.guessedMappings(for: collection), store: store,
                                       dictionary: nil, knownItems: AnkiImport.knownItems(ids: [itemID, "vocab-n5-0002"]))
        #expect(plan.knownNotes == [1: itemID])
        #expect(plan.decks.isEmpty)
        #expect(plan.cardCount == 1 && plan.reviewCount == 2 && plan.leftOutCardCount == 0)
        let progress = try ProgressStore(directory: folder)
        defer { progress.close() }
        let outcome = try plan.write(to: store, progress: progress, scheduler: AnkiExportTests.scheduler,
                                     calendar: StudyCalendar(timeZone: TimeZone(identifier: "UTC")), now: start)
        #expect(outcome.decks.isEmpty && outcome.newReviews == 2)
        #expect(store.decks().decks.isEmpty)
        let card = try #require(progress.progress.srs[itemID])
        #expect(card.reviewCount == 2 && card.due == start.addingTimeInterval(12 * 86_400))
    }

    @Test func imagesAreNamedInTheNotesWithTheirField() throws {
        let type = AnkiNoteType(id: 1, name: "Picture words", fieldNames: ["Front", "Back", "Picture"])
        let notes = [
            AnkiNote(id: 1, guid: "g1", noteTypeID: 1, fields: ["犬", "いぬ<br>dog<br><img src=\"inu.jpg\">", "<IMG class=x SRC='dog 2.png' />"], tags: []),
            AnkiNote(id: 2, guid: "g2", noteTypeID: 1, fields: ["猫", "ねこ<br>cat", "<img src=neko.gif>"], tags: []),
        ]
        let mapping = AnkiNoteTypeMapping.guess(type, notes: notes)
        // A field holding only images is kept (notes), not ignored.
        #expect(mapping.roles == [.word, .meaning, .notes])
        func importedNotes(_ mapping: AnkiNoteTypeMapping) throws -> [String: String] {
            let folder = scratch.freshDirectory("folder")
            let collection = AnkiCollection(
                format: .anki21b, createdAt: Date(timeIntervalSince1970: 1_767_571_200), noteTypes: [type], decks: [1: "Pictures"],
                notes: notes, cards: notes.map { AnkiCard(id: $0.id * 10, noteID: $0.id, deckID: 1, ordinal: 0, type: 0, queue: 0, due: 1, interval: 0) },
                reviews: [], mediaNames: [])
            let plan = try AnkiImport.plan(collection, mappings: [mapping], store: UserDeckStore(dataDirectory: folder), dictionary: nil)
            var byWord: [String: String] = [:]
            for row in plan.decks.flatMap(\.plan.rows) { byWord[row.draft.word] = row.draft.notes ?? "" }
            return byWord
        }
        let imported = try importedNotes(mapping)
        #expect(imported["犬"] == "Back: inu.jpg\nPicture: dog 2.png")
        #expect(imported["猫"] == "Picture: neko.gif")
        // An ignored field's images are left out.
        var ignoring = mapping
        ignoring.assign(.ignored, to: 2)
        #expect(try importedNotes(ignoring)["猫"] == "")
    }
}
