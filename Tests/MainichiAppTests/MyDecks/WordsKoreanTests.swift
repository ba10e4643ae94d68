import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// The words screens in Korean: their text comes from the Korean table, and wide Hangul fits at
/// 80x24 and 40x12 with no glyph split.
@Suite("Words screens in Korean")
struct WordsKoreanTests {
    @Test("The menu entries, My decks and the word form read in Korean")
    func korean() throws {
        let store = WordsScreens.store(words: MyDecksTests.words)
        let app = try WordsScreens.app(store: store, korean: true)
        let strings = Strings(.korean).words
        #expect(app.screen.contains(strings.menuStatus(store.userDecks)))
        let screen = MyDecksController(context: app.context, store: store)
        WordsScreens.push(screen, on: app)
        #expect(app.screen.contains(strings.itemCount(2, kind: .vocab)))
        #expect(screen.keyBindings.contains { $0.label == strings.label(.new) })
        app.press("a")
        let form = try #require(WordsScreens.top(app) as? WordFormController)
        #expect(form.title == strings.addWordTitle)
        #expect(app.screen.contains(strings.label(.meanings, short: false)))
        app.press("zyuzyuzyu\r")
        #expect(app.screen.contains(strings.needsMeaning))
    }

    @Test("In Korean the word form has a Korean meaning field: typed, stored with the word, shown in Korean")
    func koreanMeaningField() throws {
        let store = WordsScreens.store()
        let app = try WordsScreens.app(store: store, korean: true)
        let deck = try #require(store.userDecks.first)
        let form = UserDeckActions.form(adding: deck.id, store: store, context: app.context)
        WordsScreens.push(form, on: app)
        let strings = Strings(.korean).words
        #expect(form.shownFields.contains(.korean))
        #expect(app.screen.contains(strings.label(.korean, short: false)))
        #expect(app.screen.contains(strings.placeholder(.korean)))
        app.press("zyuzyuzyu")
        app.press(.tab)
        app.press(.tab)
        app.press("sizzle")
        app.press(.tab)
        #expect(form.focus == .korean)
        app.press("지글지글; 보글보글\r")
        let saved = try #require(store.items(inDeck: deck.id).last?.vocab)
        #expect(saved.meanings == ["sizzle"])
        #expect(saved.koreanMeanings == ["지글지글", "보글보글"])
        #expect(saved.meanings(in: app.context.meaningLanguage) == ["지글지글", "보글보글"])

        // Editing the word fills the field with what was stored.
        let edit = WordFormController(context: app.context, title: strings.editWordTitle, draft: WordDraft(saved)) { _ in nil }
        #expect(edit.text(of: .korean) == "지글지글; 보글보글")
    }

    @Test("Picking a deck word brings its Korean meanings and keeps its example's Korean translation when saved")
    func pickKeepsKorean() throws {
        let store = WordsScreens.store()
        let app = try WordsScreens.app(store: store, korean: true)
        let deck = try #require(store.userDecks.first)
        let form = UserDeckActions.form(adding: deck.id, store: store, context: app.context)
        WordsScreens.push(form, on: app)
        let word = try #require(app.context.library.item(withID: "v:猫:ねこ")?.vocab)
        let example = try #require(word.examples.first)
        try #require(example.korean != nil)
        app.press("neko")
        let index = try #require(form.matches.firstIndex { $0.headword == "猫" })
        for _ in 0..<index { app.press(.down) }
        app.press(.tab)
        #expect(form.text(of: .korean) == word.koreanMeanings.joined(separator: "; "))
        app.press("\r")
        let saved = try #require(store.items(inDeck: deck.id).last?.vocab)
        #expect(saved.examples.first?.korean == example.korean)
        #expect(saved.koreanMeanings == word.koreanMeanings)
    }

    @Test("In English the word form has no Korean field and keeps a word's Korean meanings as they were")
    func englishFormKeepsKorean() throws {
        let store = WordsScreens.store()
        let app = try WordsScreens.app(store: store)
        var word = VocabItem(id: "u:d1:9", word: "猫", reading: "ねこ", meanings: ["cat"], day: 1, level: .n5)
        word.koreanMeanings = ["고양이"]
        let form = WordFormController(context: app.context, title: "Edit word", draft: WordDraft(word)) { _ in nil }
        WordsScreens.push(form, on: app)
        #expect(!form.shownFields.contains(.korean))
        #expect(!app.screen.contains(Strings(.english).words.label(.korean, short: false)))
        #expect(!app.screen.contains("고양이"))
        app.press(.tab)
        app.press(.tab)
        #expect(form.focus == .meanings)
        app.press(.tab)
        #expect(form.focus == .partOfSpeech, "Tab skips the hidden field")
        #expect(form.draft.koreanMeanings == ["고양이"])
    }

    @Test("In Korean the example's Korean translation is a field of its own: typed, saved, and filled again when editing")
    func koreanTranslationField() throws {
        let store = WordsScreens.store()
        let app = try WordsScreens.app(store: store, korean: true)
        let deck = try #require(store.userDecks.first)
        let form = UserDeckActions.form(adding: deck.id, store: store, context: app.context)
        WordsScreens.push(form, on: app)
        let strings = Strings(.korean).words
        #expect(form.shownFields.suffix(3) == [.example, .translation, .koreanTranslation])
        #expect(app.screen.contains(strings.label(.koreanTranslation, short: false)))
        #expect(app.screen.contains(strings.label(.translation, short: false)))
        app.press("zyuzyuzyu")
        while form.focus != .meanings { app.press(.tab) }
        app.press("sizzle")
        while form.focus != .example { app.press(.tab) }
        app.press("肉がじゅうじゅう焼ける。")
        app.press(.tab)
        app.press("The meat sizzles.")
        app.press(.tab)
        #expect(form.focus == .koreanTranslation)
        app.press("고기가 지글지글 구워진다.\r")
        let saved = try #require(store.items(inDeck: deck.id).last?.vocab)
        #expect(saved.examples.map(\.english) == ["The meat sizzles."])
        #expect(saved.examples.map(\.korean) == ["고기가 지글지글 구워진다."])
        // The Korean learner reads it where a translation shows.
        #expect(saved.examples.first?.translation(in: app.context.meaningLanguage) == "고기가 지글지글 구워진다.")

        // Editing fills both translations; a changed Korean translation is saved, the English one kept.
        var edited: WordDraft?
        let edit = WordFormController(context: app.context, title: strings.editWordTitle, draft: WordDraft(saved)) { draft in
            edited = draft
            return nil
        }
        WordsScreens.push(edit, on: app)
        #expect(edit.text(of: .translation) == "The meat sizzles.")
        #expect(edit.text(of: .koreanTranslation) == "고기가 지글지글 구워진다.")
        while edit.focus != .koreanTranslation { app.press(.tab) }
        for _ in 0..<"구워진다.".count { app.press(.backspace) }
        app.press("익는다.\r")
        #expect(edited?.examples.first?.korean == "고기가 지글지글 익는다.")
        #expect(edited?.examples.first?.english == "The meat sizzles.")
    }

    @Test("After an edit the deck's study list keeps its Korean column titles")
    func listTitlesStayKoreanAfterAnEdit() throws {
        let store = WordsScreens.store(words: MyDecksTests.words)
        let app = try WordsScreens.app(store: store, korean: true)
        let menu = try #require(WordsScreens.top(app) as? MainMenuController)
        let row = try #require(menu.entries.firstIndex(of: .myDecks))
        for _ in 0..<row { app.press("j") }
        app.press("\r")
        app.press("\r")
        let list = try #require(WordsScreens.top(app) as? StudyListController)
        let korean = Strings(.korean).study
        let header = { app.screen.split(separator: "\n").dropFirst().first.map(String.init) ?? "" }
        #expect(header().contains(korean.readingColumn))
        app.press("e")
        app.press("\t\t")
        app.press(.control("u"))
        app.press("cat ears (costume)\r")
        #expect(WordsScreens.top(app) === list)
        #expect(list.items[0].meanings == ["cat ears (costume)"])
        #expect(header().contains(korean.readingColumn) && !header().contains(Strings(.english).study.readingColumn))
    }

    @Test("In English the form shows no Korean translation and keeps the example's as it was")
    func englishFormKeepsKoreanTranslation() throws {
        let store = WordsScreens.store()
        let app = try WordsScreens.app(store: store)
        var word = VocabItem(id: "u:d1:9", word: "猫", reading: "ねこ", meanings: ["cat"], day: 1, level: .n5)
        word.examples = [ExampleSentence(japanese: "猫がいる。", english: "There is a cat.", korean: "고양이가 있다.")]
        let form = WordFormController(context: app.context, title: "Edit word", draft: WordDraft(word)) { _ in nil }
        WordsScreens.push(form, on: app)
        #expect(!form.shownFields.contains(.koreanTranslation))
        #expect(!app.screen.contains("고양이가 있다."))
        while form.focus != .translation { app.press(.tab) }
        app.press(" Really.")
        #expect(form.draft.examples.first?.english == "There is a cat. Really.")
        #expect(form.draft.examples.first?.korean == "고양이가 있다.")
    }

    @Test("Every key label and title differs from the English one where the word is not a name")
    func tablesDiffer() {
        let english = Strings(.english).words
        let korean = Strings(.korean).words
        let keys: [WordsKeyLabel] = [.save, .next, .previous, .entries, .choose, .done, .kinds, .addToDeck, .new, .rename, .delete,
                                     .fewer, .more, .addWord, .importFile, .export, .edit, .undo, .read, .confirmImport, .column, .write]
        for key in keys { #expect(english.label(key) != korean.label(key), "\(key)") }
        #expect(english.myDecksTitle != korean.myDecksTitle)
        #expect(korean.counts(rows: 5, new: 3, updates: 1, errors: 1) == "5행: 새 단어 3, 갱신 1, 오류 1")
    }

    @Test("Snapshots: My decks in Korean")
    func snapshotMyDecks() throws {
        try WordsScreens.check("my-decks-korean", store: { WordsScreens.store(words: MyDecksTests.words) }, korean: true) { app in
            WordsScreens.push(MyDecksController(context: app.context, store: app.context.deckStore!), on: app)
        }
    }

    @Test("Snapshots: the word form in Korean")
    func snapshotForm() throws {
        try WordsScreens.check("word-form-korean", korean: true) { app in
            let form = UserDeckActions.form(adding: "d1", store: app.context.deckStore!, context: app.context)
            WordsScreens.push(form, on: app)
            app.press("kami")
        }
    }
}
