import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// The Add word and Edit word form: romaji typed as kana, the dictionary's entries offered and
/// filling the form, hand-typed words, saving with Enter, Esc asking before throwing text away.
@Suite("Word form")
struct WordFormTests {
    /// An app with the Add word form for "Manga words" on top.
    static func openForm(size: Size = Size(width: 80, height: 24), theme: Theme = .dark,
                         store: FakeUserDeckStore) throws -> (TestApp, WordFormController) {
        let app = try WordsScreens.app(size: size, theme: theme, store: store)
        let deck = try #require(store.userDecks.first)
        let form = UserDeckActions.form(adding: deck.id, store: store, context: app.context)
        WordsScreens.push(form, on: app)
        return (app, form)
    }

    @Test("Romaji turns into kana as it is typed, and the dictionary's entries for it are listed")
    func romajiAndMatches() throws {
        let store = WordsScreens.store()
        let (app, form) = try Self.openForm(store: store)
        app.press("neko")
        #expect(form.text(of: .word) == "ねこ")
        let dictionary = try #require(app.context.dictionary)
        let expected = dictionary.lookup("ねこ")
        #expect(!expected.isEmpty)
        #expect(form.matches.map(\.headword) == Array(expected.prefix(WordFormController.matchLimit)).map(\.headword))
        #expect(app.screen.contains(expected[0].headword))
        #expect(app.screen.contains(expected[0].meanings[0]))
    }

    @Test("Tab picks the highlighted entry: every field is filled from it and stays editable")
    func pickFills() throws {
        let store = WordsScreens.store()
        let (app, form) = try Self.openForm(store: store)
        app.press("kami")
        try #require(form.matches.count > 1, "かみ has homographs")
        app.press(.down)
        let entry = form.matches[1]
        app.press(.tab)
        #expect(form.text(of: .word) == entry.headword)
        #expect(form.text(of: .reading) == entry.reading)
        #expect(form.text(of: .meanings) == entry.meanings.joined(separator: "; "))
        #expect(form.text(of: .partOfSpeech) == (entry.senses.first?.partOfSpeech ?? ""))
        #expect(form.focus == .reading)
        // Still editable: the meaning field takes more text.
        app.press(.tab)
        app.press(.end)
        app.press("; kitty")
        app.press("\r")
        let saved = try #require(store.items(inDeck: store.userDecks[0].id).last?.vocab)
        #expect(saved.word == entry.headword)
        #expect(saved.meanings.last == "kitty")
        #expect(WordsScreens.top(app) !== form)
        #expect(app.screen.contains("added \(entry.headword) to Manga words"))
    }

    @Test("Picking a word that a deck has brings its example sentence")
    func pickBringsDeckExample() throws {
        let store = WordsScreens.store()
        let (app, form) = try Self.openForm(store: store)
        let deck = try app.context.library.deck(kind: .vocab, level: .n5)
        let word = try #require(deck.items.compactMap(\.vocab).first { !$0.examples.isEmpty && !$0.isKanaOnly })
        for character in word.word { app.press(.character(character)) }
        let index = try #require(form.matches.firstIndex { $0.headword == word.word && $0.reading == word.reading })
        for _ in 0..<index { app.press(.down) }
        app.press(.tab)
        #expect(form.text(of: .example) == word.examples[0].japanese)
        #expect(form.text(of: .translation) == word.examples[0].english)
    }

    @Test("A word no dictionary has is typed in full and saved as typed")
    func handTyped() throws {
        let store = WordsScreens.store()
        let (app, form) = try Self.openForm(store: store)
        app.press("zyuzyuzyu")
        #expect(form.matches.isEmpty)
        #expect(app.screen.contains("not in the dictionary"))
        app.press("\t")
        app.press("ZYUZYU")
        app.press("\tsizzling sound\t\tジュージュー焼く\tto sizzle")
        app.press("\r")
        let saved = try #require(store.items(inDeck: store.userDecks[0].id).last?.vocab)
        #expect(saved.word == "じゅじゅじゅ")
        #expect(saved.reading == "ジュジュ")
        #expect(saved.meanings == ["sizzling sound"])
        #expect(saved.examples == [ExampleSentence(japanese: "ジュージュー焼く", english: "to sizzle")])
    }

    @Test("Enter without a meaning says what is missing and saves nothing")
    func needsMeaning() throws {
        let store = WordsScreens.store()
        let (app, form) = try Self.openForm(store: store)
        app.press("zyuzyuzyu\r")
        #expect(app.screen.contains("a meaning is needed"))
        #expect(WordsScreens.top(app) === form)
        #expect(store.calls.isEmpty)
        #expect(form.focus == .meanings)
    }

    @Test("A store that cannot save keeps the form open and says why")
    func saveFails() throws {
        let store = WordsScreens.store()
        store.failsChanges = true
        let (app, form) = try Self.openForm(store: store)
        app.press("neko\t\r")
        #expect(WordsScreens.top(app) === form)
        #expect(app.screen.contains("not saved: disk full"))
    }

    @Test("Esc asks before throwing typed text away; No keeps it, Yes leaves without saving")
    func escapeAsks() throws {
        let store = WordsScreens.store()
        let (app, form) = try Self.openForm(store: store)
        app.press("neko")
        app.press(.escape)
        #expect(app.application.navigationController.presentedAlert != nil)
        app.press("n")
        #expect(WordsScreens.top(app) === form)
        #expect(form.text(of: .word) == "ねこ")
        app.press(.escape)
        app.press("y")
        #expect(WordsScreens.top(app) !== form)
        #expect(store.calls.isEmpty)
    }

    @Test("Esc on an untouched form leaves at once")
    func escapeUntouched() throws {
        let (app, form) = try Self.openForm(store: WordsScreens.store())
        app.press(.escape)
        #expect(app.application.navigationController.presentedAlert == nil)
        #expect(WordsScreens.top(app) !== form)
    }

    @Test("Editing keeps the item's id and the examples the form does not show")
    func editKeepsID() throws {
        let examples = [ExampleSentence(japanese: "猫がいる。", english: "There is a cat."),
                        ExampleSentence(japanese: "猫が好き。", english: "I like cats.")]
        let store = WordsScreens.store(words: [WordDraft(word: "猫", reading: "ねこ", meanings: ["cat"], examples: examples)])
        let app = try WordsScreens.app(store: store)
        let deckID = store.userDecks[0].id
        let item = try #require(store.items(inDeck: deckID).first?.vocab)
        let form = UserDeckActions.form(editing: item, in: deckID, store: store, context: app.context)
        WordsScreens.push(form, on: app)
        #expect(form.text(of: .meanings) == "cat")
        app.press("\t\t")
        app.press(.end)
        app.press("; puss\r")
        let edited = try #require(store.items(inDeck: deckID).first?.vocab)
        #expect(edited.id == item.id)
        #expect(edited.meanings == ["cat", "puss"])
        #expect(edited.examples == examples)
    }

    @Test("The Edit word form of 駅, and a form just filled from the dictionary, do not say the word is not in it")
    func filledFormSaysNothingAboutTheDictionary() throws {
        let store = WordsScreens.store(words: [WordDraft(word: "駅", reading: "えき", meanings: ["station"])])
        let app = try WordsScreens.app(store: store)
        let deckID = store.userDecks[0].id
        let item = try #require(store.items(inDeck: deckID).first?.vocab)
        let form = UserDeckActions.form(editing: item, in: deckID, store: store, context: app.context)
        WordsScreens.push(form, on: app)
        #expect(form.focus == .word)
        #expect(app.screen.contains("駅"))
        #expect(!app.screen.contains("not in the dictionary"))
        #expect(!app.screen.contains("type it in full"))
        // Typing the word again looks it up: the dictionary has it.
        app.press(.backspace)
        app.press(.character("駅"))
        #expect(app.screen.contains("1 entry"))
        // Picking the entry fills the form; the word is the dictionary's, so nothing to say.
        app.press(.tab)
        app.press(.backTab)
        #expect(form.focus == .word)
        #expect(!app.screen.contains("not in the dictionary"))
        #expect(!app.screen.contains("entry (Tab fills the form)"))
    }

    @Test("Snapshots: dictionary entries for a typed word, homographs with readings")
    func snapshotMatches() throws {
        try WordsScreens.check("word-form-matches") { app in
            let form = UserDeckActions.form(adding: "d1", store: app.context.deckStore!, context: app.context)
            WordsScreens.push(form, on: app)
            app.press("kami")
        }
    }

    @Test("Snapshots: a filled form with long Japanese text")
    func snapshotFilled() throws {
        try WordsScreens.check("word-form-filled") { app in
            let form = UserDeckActions.form(adding: "d1", store: app.context.deckStore!, context: app.context)
            WordsScreens.push(form, on: app)
            app.press("neko\t")
            app.press("\t\t\t")
            app.press("吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。")
        }
    }
}
