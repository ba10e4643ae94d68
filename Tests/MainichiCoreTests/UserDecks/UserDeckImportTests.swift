import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Importing a file into one of the learner's decks (issue 11): new rows become items, rows with
/// a known GUID or word and reading update them, missing readings and meanings come from the
/// dictionary, bad rows are reported by line; and an export imported again gives the same deck.
@Suite struct UserDeckImportTests {
    func document(_ text: String, name: String = "words.csv") throws -> ImportDocument {
        try ImportReader.read(Array(text.utf8), fileName: name)
    }

    @Test func rowsBecomeItemsOfTheNamedDeckAndBadRowsAreReportedByLine() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.url, random: SeededRandom(seed: 1))
        let dictionary = try JapaneseDictionaryTests().fixture()
        let file = try document("""
        word,reading,meaning,tags
        魔法,まほう,magic,fantasy
        猫耳,,,
        猫,,,
        ,まおう,demon king,
        勇者,yuusha,hero,
        謎語,,,
        ねこ,,cat,

        """)
        let plan = try UserDeckImport.plan(document: file, mapping: file.guessedMapping(), deckTitle: "Manga words",
                                           store: store, dictionary: dictionary)
        #expect(plan.createsDeck)
        #expect(plan.newCount == 4 && plan.updateCount == 0)
        #expect(plan.problems.map(\.line) == [5, 6, 7])
        #expect(plan.problems.map(\.reason) == [.missingWord, .readingNotKana, .missingReading])
        // Nothing is written by planning.
        #expect(store.deckIDs().isEmpty)

        let deck = try plan.write(to: store)
        #expect(store.deckIDs() == [deck.id])
        #expect(deck.title == "Manga words")
        let byWord = Dictionary(uniqueKeysWithValues: deck.items.map { ($0.word, $0) })
        #expect(byWord["魔法"]?.tags == ["fantasy"])
        // One dictionary entry: filled in; two: the first taken and marked to check.
        #expect(byWord["猫耳"]?.reading == "ねこみみ" && byWord["猫耳"]?.meanings == ["cat ears"])
        #expect(byWord["猫耳"]?.needsCheck == false)
        #expect(byWord["猫"]?.needsCheck == true && byWord["猫"]?.reading.isEmpty == false)
        // The main sense's meanings, not the first of every sense (猫 is also a shamisen).
        #expect(byWord["猫"]?.meanings == ["cat", "feline"])
        #expect(byWord["ねこ"]?.reading == "ねこ")

        // Importing again updates the same items instead of adding them twice.
        let again = try document("word,reading,meaning\n魔法,まほう,magic; sorcery\n")
        let second = try UserDeckImport.plan(document: again, mapping: again.guessedMapping(), deckTitle: "manga WORDS",
                                             store: store, dictionary: dictionary)
        #expect(!second.createsDeck && second.updateCount == 1 && second.newCount == 0)
        let updated = try second.write(to: store)
        #expect(updated.items.count == deck.items.count)
        #expect(updated.items.first { $0.word == "魔法" }?.meanings == ["magic", "sorcery"])
        #expect(updated.items.first { $0.word == "魔法" }?.id == byWord["魔法"]?.id)
    }

    /// Issue 22: updating a word from a file that has only its word, reading and meaning kept
    /// the meaning and dropped the example sentences and the part of speech typed in the form.
    @Test func anUpdateKeepsTheFieldsTheFileDoesNotCarry() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.url, random: SeededRandom(seed: 1))
        let deck = try store.createDeck(title: "Manga words", kind: .vocab)
        var draft = UserItemDraft(word: "魔法", reading: "まほう", meanings: ["magic"], partOfSpeech: "noun",
                                  examples: [UserExample(ja: "魔法を使う。", en: "Use magic.", ko: "마법을 쓰다.")],
                                  notes: "from a manga", tags: ["fantasy"])
        draft.koreanMeanings = ["마법"]
        let before = try store.addItem(draft, to: deck.id)

        let file = try document("word,reading,meaning\n魔法,まほう,magic; sorcery\n")
        let plan = try UserDeckImport.plan(document: file, mapping: file.guessedMapping(), deckTitle: "Manga words",
                                           store: store, dictionary: nil)
        #expect(plan.updateCount == 1)
        let item = try #require(try plan.write(to: store).items.first)
        #expect(item.id == before.id)
        #expect(item.meanings == ["magic", "sorcery"])
        #expect(item.partOfSpeech == "noun")
        #expect(item.examples == before.examples)
        #expect(item.notes == "from a manga")
        #expect(item.tags == ["fantasy"])
        #expect(item.koreanMeanings == ["마법"])
        // A field the file does carry replaces the old one.
        let notes = try document("word,reading,meaning,notes\n魔法,まほう,magic,seen in a game\n")
        let second = try UserDeckImport.plan(document: notes, mapping: notes.guessedMapping(), deckTitle: "Manga words",
                                             store: store, dictionary: nil)
        #expect(try second.write(to: store).items.first?.notes == "seen in a game")
    }

    @Test func anExportImportedIntoAnEmptyDataDirectoryGivesTheSameDeck() throws {
        let temporary = TemporaryDirectory()
        let source = UserDeckStore(dataDirectory: temporary.file("one"), random: SeededRandom(seed: 2))
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        library.loadUserDecks(from: source.directory)
        source.didChange = { _ in library.reloadUserDecks() }
        let deck = try source.createDeck(title: "Manga words", kind: .vocab, itemsPerDay: 2)
        let drafts = [
            UserItemDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears", "kemonomimi"], partOfSpeech: "noun",
                          examples: [UserExample(ja: "猫耳をつける。", en: "I put on cat ears.")],
                          notes: "seen in a manga\nsecond line; with a semicolon", tags: ["manga", "cute"]),
            UserItemDraft(word: "魔法", reading: "まほう", meanings: ["magic; sorcery", "a \\ backslash\\; and \\\\ two"],
                          partOfSpeech: "noun, no-adjective"),
            UserItemDraft(word: "勇者", reading: "ゆうしゃ", meanings: ["hero, brave person"], tags: ["rpg"]),
        ]
        for draft in drafts { try source.addItem(draft, to: deck.id) }
        let original = try source.deck(deck.id)

        for format in [ExportFormat.anki, .csv] {
            let rows = try library.deck(id: deck.id).items.map { item in
                ExportRow(item: item, deckTitle: deck.title, isBookmarked: false, isMissed: false,
                          extraTags: original.items.first { $0.id == item.id }?.tags ?? [],
                          notes: original.items.first { $0.id == item.id }?.notes ?? "")
            }
            let text = ExportWriter.write(rows, format: format)
            let empty = UserDeckStore(dataDirectory: temporary.file("empty-\(format)"), random: SeededRandom(seed: 3))
            let file = try document(text, name: format == .anki ? "deck.txt" : "deck.csv")
            let title = try #require(UserDeckImport.deckName(of: file))
            let plan = try UserDeckImport.plan(document: file, mapping: file.guessedMapping(), deckTitle: title, store: empty,
                                               dictionary: nil)
            #expect(plan.problems.isEmpty)
            let copy = try plan.write(to: empty)
            // Field for field: the same words, readings, meanings, examples, tags and days.
            #expect(copy.title == original.title && copy.kind == original.kind && copy.itemsPerDay == original.itemsPerDay)
            #expect(copy.items.map(\.word) == original.items.map(\.word))
            #expect(copy.items.map(\.reading) == original.items.map(\.reading))
            #expect(copy.items.map(\.meanings) == original.items.map(\.meanings))
            #expect(copy.items.map(\.examples) == original.items.map(\.examples))
            #expect(copy.items.map(\.tags) == original.items.map(\.tags))
            #expect(copy.items.map(\.day) == original.items.map(\.day))
            #expect(copy.items.map(\.notes) == original.items.map(\.notes))
            #expect(copy.items.map(\.partOfSpeech) == original.items.map(\.partOfSpeech))
            // A meaning holding a ";" stays one meaning.
            #expect(copy.items[1].meanings == ["magic; sorcery", "a \\ backslash\\; and \\\\ two"])
            #expect(copy.items[0].notes == "seen in a manga\nsecond line; with a semicolon")
            #expect(copy.items[0].partOfSpeech == "noun")
            // The copy remembers the exported GUIDs, so exporting it updates the same Anki notes.
            #expect(copy.items.map(\.guid) == original.items.map { ExportGUID.guid(for: $0.id) })
        }
    }
}
