import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// The Import screen: a typed path, a preview with the columns (changeable), the counts of new
/// rows, updates and errors, the first rows and every bad row with its line and reason; nothing
/// written until confirmed, nothing at all on cancel.
@Suite("Import screen")
struct ImportControllerTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    /// An Anki text export with a header, two good rows, one update of 猫耳 and a row without a word.
    static let ankiText = """
    #separator:tab
    #html:false
    #columns:Expression\tReading\tMeaning\tTags
    猫耳\tねこみみ\tcat ears (costume)\tmanga
    積読\tつんどく\tbuying books and not reading them\tbooks
    \tなし\tno word here\t
    推し\tおし\tone's favourite\tidol

    """

    /// Writes `text` to a new file in `scratch` (which removes it) and returns its path.
    static func file(_ text: String, name: String = "anime.txt", in scratch: TemporaryDirectory) throws -> String {
        let url = scratch.freshDirectory("import").appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The app with the Import screen of "Manga words" (which holds 猫耳) on top.
    static func openImport(_ store: FakeUserDeckStore, size: Size = Size(width: 80, height: 24)) throws -> (TestApp, ImportController) {
        let app = try WordsScreens.app(size: size, store: store)
        let (_, myDecks) = (app, MyDecksController(context: app.context, store: store))
        WordsScreens.push(myDecks, on: app)
        app.press("i")
        return (app, try #require(WordsScreens.top(app) as? ImportController))
    }

    static func store() -> FakeUserDeckStore {
        WordsScreens.store(words: [WordDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"])])
    }

    @Test("The preview counts new rows, updates and errors, and lists the bad row with its line and why")
    func preview() throws {
        let store = Self.store()
        let (app, screen) = try Self.openImport(store)
        let path = try Self.file(Self.ankiText, in: scratch)
        app.press(path + "\r")
        let preview = try #require(screen.preview)
        #expect(preview.newCount == 2)
        #expect(preview.updateCount == 1)
        #expect(preview.problems.map(\.line) == [6])
        #expect(screen.mapping.roles == [.word, .reading, .meaning, .tags])
        #expect(app.screen.contains("4 rows: 2 new, 1 update, 1 error"))
        #expect(app.screen.contains("line 6: no word"))
        #expect(app.screen.contains("積読"))
        #expect(app.screen.contains("into Manga words"))
        #expect(store.calls.isEmpty)
    }

    @Test("Left/Right on a column changes what it holds, and the preview follows")
    func changeColumn() throws {
        let store = Self.store()
        let (app, screen) = try Self.openImport(store)
        app.press(try Self.file(Self.ankiText, in: scratch) + "\r")
        // The first column is selected: make it "ignored" by stepping back from word.
        app.press(.left)
        #expect(screen.mapping.roles[0] == .ignored)
        #expect(try #require(screen.preview).rows.isEmpty)
        #expect(app.screen.contains("4 rows: 0 new, 0 updates, 4 errors"))
        app.press(.right)
        #expect(screen.mapping.roles[0] == .word)
        #expect(try #require(screen.preview).newCount == 2)
    }

    @Test("Enter asks; Not yet writes nothing; Esc goes back to the path, then out, writing nothing")
    func cancelWritesNothing() throws {
        let store = Self.store()
        let (app, screen) = try Self.openImport(store)
        app.press(try Self.file(Self.ankiText, in: scratch) + "\r")
        app.press("\r")
        #expect(app.screen.contains("Import 2 new words and update 1 into Manga words?"))
        app.press("n")
        app.press(.escape)
        #expect(screen.document == nil)
        #expect(WordsScreens.top(app) === screen)
        app.press(.escape)
        #expect(WordsScreens.top(app) is MyDecksController)
        #expect(store.calls.isEmpty)
        #expect(store.items(inDeck: store.userDecks[0].id).count == 1)
    }

    @Test("Confirming imports the new words and updates the matched one in one change")
    func confirmWrites() throws {
        let store = Self.store()
        let (app, _) = try Self.openImport(store)
        app.press(try Self.file(Self.ankiText, in: scratch) + "\r")
        app.press("\ry")
        #expect(store.calls == ["import 2 new, 1 updates"])
        let items = store.items(inDeck: store.userDecks[0].id)
        #expect(items.map(\.headword) == ["猫耳", "積読", "推し"])
        #expect(items[0].meanings == ["cat ears (costume)"])
        #expect(WordsScreens.top(app) is MyDecksController)
        #expect(app.screen.contains("imported 2 new, 1 updated into Manga words"))
    }

    @Test("An Anki export naming its deck in a deck column is imported into that deck, as the command does")
    func newDeckFromDeckColumn() throws {
        let store = FakeUserDeckStore()
        let app = try WordsScreens.app(store: store)
        WordsScreens.push(ImportController(context: app.context, store: store, deckID: nil), on: app)
        let text = "#separator:tab\n#html:true\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:7\n"
            + "g1\tJapanese vocab\tJapanese::Core 3k\t会\tかい\tmeeting\tcore3k\n"
        app.press(try Self.file(text, name: "anki-3000.txt", in: scratch) + "\r")
        #expect(app.screen.contains("into Core 3k"))
    }

    @Test("Opened on a deck, d imports into a new deck named as the file names it instead, and back")
    func switchToNewDeck() throws {
        let store = WordsScreens.store(words: [WordDraft(word: "猫耳", reading: "ねこみみ", meanings: ["cat ears"])])
        let (app, screen) = try Self.openImport(store)
        let text = "#separator:tab\n#html:true\n#deck:Japanese::Core 3k\n会\tかい\tmeeting\n猫耳\tねこみみ\tcat ears\n"
        app.press(try Self.file(text, in: scratch) + "\r")
        #expect(app.screen.contains("into Manga words"))
        #expect(app.screen.contains("d new deck"))
        app.press("d")
        #expect(app.screen.contains("into Core 3k"))
        #expect(screen.deckID == nil)
        app.press("\ry")
        #expect(store.userDecks.map(\.name) == ["Manga words", "Core 3k"])
        #expect(store.items(inDeck: store.userDecks[1].id).count == 2)
        #expect(store.items(inDeck: store.userDecks[0].id).count == 1)
    }

    @Test("A row read as plain text after a stray quote is not called \"not imported\"")
    func strayQuoteHeading() throws {
        let store = FakeUserDeckStore()
        let app = try WordsScreens.app(size: Size(width: 80, height: 40), store: store)
        WordsScreens.push(ImportController(context: app.context, store: store, deckID: nil), on: app)
        let text = "#separator:tab\n#html:false\n猫耳\tねこみみ\tcat ears\n\"不足\tふそく\tshortage\n\tなし\tno word\n"
        app.press(try Self.file(text, in: scratch) + "\r")
        #expect(app.screen.contains("2 bad rows: 1 not imported, 1 read as plain text"))
        // The row read as plain text is new, not also an error: every row counts once.
        #expect(app.screen.contains("3 rows: 2 new, 0 updates, 1 error"), "\(app.screen)")
    }

    @Test("Without a deck chosen, the import makes a deck named after the file")
    func newDeckFromFile() throws {
        let store = FakeUserDeckStore()
        let app = try WordsScreens.app(store: store)
        WordsScreens.push(ImportController(context: app.context, store: store, deckID: nil), on: app)
        app.press(try Self.file(Self.ankiText, name: "Anime words.txt", in: scratch) + "\r")
        #expect(app.screen.contains("into Anime words"))
        app.press("\ry")
        #expect(store.userDecks.map(\.name) == ["Anime words"])
        #expect(store.items(inDeck: store.userDecks[0].id).count == 3)
    }

    @Test("With the real store, missing readings and meanings are filled from the dictionary and the deck is written")
    func realStoreFillsFromDictionary() throws {
        let app = try TestApp()
        let store = try #require(app.context.deckStore)
        WordsScreens.push(ImportController(context: app.context, store: store, deckID: nil), on: app)
        app.press(try Self.file("word,meaning\n猫耳,\n,nothing\n", name: "Manga.csv", in: scratch) + "\r")
        #expect(app.screen.contains("line 3: no word"))
        app.press("\ry")
        let entries = try #require(app.context.dictionary?.lookup("猫耳"))
        try #require(!entries.isEmpty)
        let deck = try #require(store.userDecks.first)
        #expect(deck.name == "Manga")
        let item = try #require(store.items(inDeck: deck.id).first?.vocab)
        #expect(item.word == "猫耳")
        #expect(item.reading == entries[0].reading)
        #expect(item.meanings == entries[0].meanings)
    }

    @Test("A missing, binary or empty file says why, names the file, and writes nothing")
    func badFiles() throws {
        let store = Self.store()
        let (app, screen) = try Self.openImport(store)
        app.press("/nonexistent/deck.txt\r")
        #expect(screen.loadError?.contains("/nonexistent/deck.txt: no such file") == true)
        #expect(app.screen.contains("no such file"))
        app.press(.control("u"))
        let binary = try Self.file("abc\u{0}def\n", name: "deck.bin", in: scratch)
        app.press(binary + "\r")
        #expect(screen.loadError?.contains("binary file") == true)
        app.press(.control("u"))
        // A package, in an app given no package reader.
        app.press(try Self.file("abc\u{0}def\n", name: "deck.apkg", in: scratch) + "\r")
        #expect(screen.loadError == "Anki packages cannot be read in this build")
        app.press(.control("u"))
        app.press(try Self.file("", name: "empty.csv", in: scratch) + "\r")
        #expect(screen.loadError?.contains("empty") == true)
        #expect(screen.document == nil)
        #expect(store.calls.isEmpty)
    }

    @Test("Snapshots: the path prompt")
    func snapshotPrompt() throws {
        try WordsScreens.check("import-prompt", store: Self.store) { app in
            WordsScreens.push(MyDecksController(context: app.context, store: app.context.deckStore!), on: app)
            app.press("i")
        }
    }

    @Test("Snapshots: the preview with a bad row and long Japanese text")
    func snapshotPreview() throws {
        let text = Self.ankiText + "吾輩は猫である名前はまだ無い\tわがはいはねこである\ta very long title of a famous novel by Natsume Soseki\tbooks\n"
        let path = try Self.file(text, name: "novel.txt", in: scratch)
        try WordsScreens.check("import-preview", store: Self.store) { app in
            WordsScreens.push(ImportController(context: app.context, store: app.context.deckStore!, deckID: "d1"), on: app)
            app.press(path + "\r")
        }
    }

    @Test("Snapshots: the preview scrolled to its bad rows")
    func snapshotProblems() throws {
        let path = try Self.file(Self.ankiText, name: "anime.txt", in: scratch)
        try WordsScreens.check("import-problems", store: Self.store) { app in
            WordsScreens.push(ImportController(context: app.context, store: app.context.deckStore!, deckID: "d1"), on: app)
            app.press(path + "\r")
            app.press("G")
        }
    }
}
