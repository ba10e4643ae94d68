import Foundation
import Testing
@testable import MainichiCore

/// The package `mainichi export --format apkg` makes: Mainichi's note type with every field, the
/// GUID an item was imported with, and with the history each card scheduled as Mainichi has it
/// and each review in Anki's review log. (What the real Anki makes of it: AnkiPackageTests.)
@Suite("Anki package export")
struct AnkiExportTests {
    static let calendar = StudyCalendar(timeZone: TimeZone(identifier: "UTC"))
    /// 2026-03-02 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_772_452_800)
    static let eat = StudyItem.vocab(VocabItem(
        id: "v:食べる:たべる", word: "食べる", reading: "たべる", meanings: ["to eat", "to live on (e.g. a salary)"], day: 2, level: .n5,
        examples: [
            ExampleSentence(japanese: "ご飯を食べる。", english: "I eat rice.",
                            segments: [.init(text: "ご"), .init(text: "飯", reading: "はん"), .init(text: "を"),
                                       .init(text: "食", reading: "た"), .init(text: "べる。")]),
            ExampleSentence(japanese: "何を食べますか。", english: "What will you eat?"),
        ], partOfSpeech: "verb"))
    static let dog = StudyItem.vocab(VocabItem(id: "v:犬:いぬ", word: "犬", reading: "いぬ", meanings: ["dog <pet>"], day: 1, level: .n5))

    static func row(_ item: StudyItem, guid: String? = nil) -> ExportRow {
        ExportRow(item: item, deckTitle: "JLPT N5 Vocabulary", isBookmarked: false, isMissed: false, guid: guid)
    }

    @Test("the text export keeps every example, one a line, and the import reads each back")
    func everyExampleInText() {
        let row = Self.row(Self.eat)
        #expect(row.example == "ご飯を食べる。 (I eat rice.)\n何を食べますか。 (What will you eat?)")
        let (examples, rest) = UserDeckImport.examples(inNotes: row.example)
        #expect(examples == [UserExample(ja: "ご飯を食べる。", en: "I eat rice."), UserExample(ja: "何を食べますか。", en: "What will you eat?")])
        #expect(rest.isEmpty)
    }

    @Test("A sentence without a translation (mined from a text) is written without empty brackets")
    func exampleWithoutTranslation() {
        let mined = StudyItem.vocab(VocabItem(
            id: "v:話す:はなす", word: "話す", reading: "はなす", meanings: ["to talk"], day: 1, level: nil,
            examples: [ExampleSentence(japanese: "母はそう話しました。", english: ""),
                       ExampleSentence(japanese: "話してください。", english: "Please talk.")]))
        #expect(Self.row(mined).example == "母はそう話しました。\n話してください。 (Please talk.)")
    }

    @Test("readings are written in Anki's furigana syntax, a space before a base that follows kana")
    func furigana() {
        let text = FuriganaText.write(Self.eat.vocab!.examples[0].segments)
        #expect(text == "ご 飯[はん]を 食[た]べる。")
        #expect(FuriganaText.parse(text) == ("ご飯を食べる。", "ごはんをたべる。"))
    }

    @Test("each item is a note of the Mainichi type with every field as HTML; without history every card is new")
    func fieldsWithoutHistory() {
        let package = AnkiExport.package(of: [Self.row(Self.eat), Self.row(Self.dog, guid: "ab,Anki1")], history: nil,
                                         now: Self.now, calendar: Self.calendar)
        #expect(package.decks.map(\.name) == ["Mainichi::JLPT N5 Vocabulary"])
        #expect(package.notes.map(\.guid) == [ExportGUID.guid(for: Self.eat.id), "ab,Anki1"])
        let fields = package.notes[0].fields
        #expect(fields.count == AnkiMainichiNoteType.fieldNames.count)
        #expect(fields[AnkiMainichiNoteType.Field.word.rawValue] == "食べる")
        #expect(fields[AnkiMainichiNoteType.Field.meaning.rawValue] == "to eat; to live on (e.g. a salary)")
        #expect(fields[AnkiMainichiNoteType.Field.partOfSpeech.rawValue] == "verb")
        #expect(fields[AnkiMainichiNoteType.Field.examples.rawValue]
                == "<div>ご 飯[はん]を 食[た]べる。<br>I eat rice.</div><div>何を食べますか。<br>What will you eat?</div>")
        #expect(package.notes[1].fields[AnkiMainichiNoteType.Field.meaning.rawValue] == "dog &lt;pet&gt;")
        #expect(package.notes.map(\.card.type) == [0, 0] && package.notes.map(\.card.queue) == [0, 0])
        #expect(package.notes.map(\.card.due) == [1, 2])
        #expect(package.reviews.isEmpty)
        #expect(package.createdAt == Self.calendar.start(ofDay: Self.calendar.day(of: Self.now)))
    }

    @Test("the Examples field reads back as the examples, furigana taken off")
    func examplesBack() {
        let field = AnkiExport.fields(of: Self.row(Self.eat))[AnkiMainichiNoteType.Field.examples.rawValue]
        #expect(AnkiExport.examples(inField: field)
                == [UserExample(ja: "ご飯を食べる。", en: "I eat rice."), UserExample(ja: "何を食べますか。", en: "What will you eat?")])
    }

    @Test("with the history, a card is scheduled as Mainichi has it and its reviews are Anki's review log")
    func scheduledWithHistory() throws {
        let day: TimeInterval = 86_400
        let first = Self.now.addingTimeInterval(-10 * day)
        let second = first.addingTimeInterval(600)
        let third = first.addingTimeInterval(3 * day)
        var card = SRSCard(due: Self.now.addingTimeInterval(5 * day))
        card.state = .review
        card.step = nil
        card.stability = 12.5
        card.difficulty = 4.25
        card.lastReview = third
        card.reviewCount = 3
        var learning = SRSCard(due: Self.now.addingTimeInterval(300))
        learning.stability = 0.4
        learning.difficulty = 7
        learning.lastReview = Self.now.addingTimeInterval(-60)
        learning.reviewCount = 1
        func review(_ id: String, _ time: Date, _ rating: Rating) -> HistoryEvent {
            HistoryEvent(type: .review, time: time, itemID: id, rating: rating, duration: 4.5)
        }
        let history = AnkiExport.History(
            reviews: [Self.eat.id: [review(Self.eat.id, first, .again), review(Self.eat.id, second, .good), review(Self.eat.id, third, .good)],
                      Self.dog.id: [review(Self.dog.id, Self.now.addingTimeInterval(-60), .again)]],
            cards: [Self.eat.id: card, Self.dog.id: learning], suspended: [Self.dog.id], desiredRetention: 0.85)
        let package = AnkiExport.package(of: [Self.row(Self.eat), Self.row(Self.dog)], history: history, now: Self.now,
                                         calendar: Self.calendar)
        let eat = package.notes[0].card
        #expect((eat.type, eat.queue, eat.due, eat.interval) == (2, 2, 5, 12))
        #expect((eat.factor, eat.reps, eat.lapses) == (2500, 3, 0))
        #expect(eat.stability == 12.5 && eat.difficulty == 4.25 && eat.desiredRetention == 0.85)
        #expect(eat.lastReview == Int64(third.timeIntervalSince1970))
        let dog = package.notes[1].card
        // In learning, due within the day: a time; suspended as Mainichi has it.
        #expect((dog.type, dog.queue, dog.due) == (1, -1, Int64(Self.now.timeIntervalSince1970) + 300))
        let log = package.reviews.filter { $0.cardID == eat.id }
        #expect(log.map(\.id) == [first, second, third].map { Int64($0.timeIntervalSince1970 * 1000) })
        #expect(log.map(\.ease) == [1, 3, 3])
        // Again, then ten minutes to the next review (a learning step in seconds), then three days, then to the due date.
        #expect(log.map(\.interval) == [-600, 3, 12])
        #expect(log.map(\.type) == [0, 0, 1])
        #expect(log.map(\.duration) == [4500, 4500, 4500])
        #expect(package.reviews.map(\.id) == package.reviews.map(\.id).sorted())
    }

    @Test("a note of the Mainichi type comes back with its Korean meanings, part of speech and examples")
    func mainichiNoteTypeImport() {
        var row = Self.row(Self.eat)
        row.koreanMeanings = "먹다"
        let type = AnkiNoteType(id: AnkiMainichiNoteType.id, name: "Mainichi", fieldNames: AnkiMainichiNoteType.fieldNames)
        let note = MainichiCore.AnkiNote(id: 1, guid: row.guid, noteTypeID: type.id, fields: AnkiExport.fields(of: row), tags: [])
        let collection = AnkiCollection(format: .anki21, createdAt: Self.now, noteTypes: [type], decks: [:], notes: [note],
                                        cards: [], reviews: [], mediaNames: [])
        let mapping = AnkiImport.guessedMappings(for: collection)[0]
        #expect(mapping.roles == [.word, .reading, .meaning, .ignored, .ignored, .example, .ignored, .notes, .audio])
        let entry = AnkiImport.entry(of: note, mapping: mapping)
        #expect(entry.word == "食べる" && entry.reading == "たべる")
        #expect(entry.meanings == "to eat;to live on (e.g. a salary)")
        #expect(entry.koreanMeanings == "먹다" && entry.partOfSpeech == "verb")
        #expect(entry.examples.count == 2)
    }
}
