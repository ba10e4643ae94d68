import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Example sentences translated into Korean: shown wherever an example's translation shows when
/// the meanings are Korean, English where a level has no translations yet.
@Suite("Korean example translations")
struct KoreanExampleTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    /// The first word of N5 whose examples are translated, as KoreanDetailTests opens it.
    static func translatedWord(_ app: TestApp) throws -> VocabItem {
        let item = try KoreanDetailTests.wordWithKanji(app)
        let word = try #require(item.vocab)
        try #require(word.examples.allSatisfy { $0.korean != nil }, "the N5 deck carries Korean translations")
        return word
    }

    @Test("Snapshots: the word screen's examples with their Korean translations, at 80x24 and 40x12")
    func snapshot() throws {
        try KoreanSnapshots.check("word-detail-examples") { app in
            KoreanDetailTests.open(try KoreanDetailTests.wordWithKanji(app), in: app)
            app.press("jj")  // past the two meanings to the first example, scrolled into view at 40x12
        }
    }

    @Test("The word screen shows the Korean translation in Korean, the English one in English, both when chosen")
    func wordScreen() throws {
        let app = try TestApp(size: Size(width: 100, height: 40), localeEnvironment: Self.korean)
        let word = try Self.translatedWord(app)
        let example = word.examples[0]
        let korean = try #require(example.korean)
        _ = try DetailTests.openWordDetail(app, id: word.id)
        #expect(app.screen.contains(korean), "\(app.screen)")
        #expect(!app.screen.contains(example.english))

        let english = try TestApp(size: Size(width: 100, height: 40))
        _ = try DetailTests.openWordDetail(english, id: word.id)
        #expect(english.screen.contains(example.english))
        #expect(!english.screen.contains(korean), "English learners see what they saw before")

        let both = try TestApp(size: Size(width: 100, height: 40), localeEnvironment: Self.korean)
        try both.context.settings.update { $0.meaningLanguage = .both }
        _ = try DetailTests.openWordDetail(both, id: word.id)
        let lines = both.lines
        let koreanRow = try #require(lines.firstIndex { $0.contains(korean) }, "\(both.screen)")
        #expect(koreanRow + 1 < lines.count && lines[koreanRow + 1].contains(example.english), "Korean first, then English")
    }

    @Test("An example without a Korean translation (a level not translated yet) shows its English one in Korean")
    func fallback() throws {
        let app = try TestApp(size: Size(width: 100, height: 40), localeEnvironment: Self.korean)
        let word = VocabItem(id: "x:猫:ねこ", word: "猫", reading: "ねこ", meanings: ["cat"], day: 1, level: .n1,
                             examples: [ExampleSentence(japanese: "猫がいる。", english: "There is a cat."),
                                        ExampleSentence(japanese: "猫だ。", english: "It's a cat.", korean: "고양이다.")])
        app.application.navigationController.push(WordDetailController(context: app.context, word: word, isInLibrary: false))
        app.application.render()
        #expect(app.screen.contains("There is a cat."), "\(app.screen)")
        #expect(app.screen.contains("고양이다."))
        #expect(!app.screen.contains("It's a cat."))
    }

    @Test("The review card's back shows the example's Korean translation")
    func reviewBack() throws {
        let app = try TestApp(size: Size(width: 100, height: 30), localeEnvironment: Self.korean)
        let item = try LeechesTests.makeLeech(in: app)
        let example = try #require(item.vocab?.examples.first)
        let korean = try #require(example.korean)
        app.application.navigationController.push(ReviewController(context: app.context))
        app.application.render()
        #expect(!app.screen.contains(korean), "the back is hidden until shown")
        app.press(" ")
        #expect(app.screen.contains(korean), "\(app.screen)")
        #expect(!app.screen.contains(example.english))
    }

    @Test("The review card's back names the word's kanji by their Korean meanings")
    func reviewBackKanji() throws {
        let app = try TestApp(size: Size(width: 100, height: 30), localeEnvironment: Self.korean)
        let kanji = try #require(app.context.library.item(withID: "k:私")?.kanji)
        let meaning = try #require(kanji.koreanMeanings.first)
        try app.context.progress.addToReviews(["v:私:わたし"])
        app.application.navigationController.push(ReviewController(context: app.context))
        app.application.render()
        app.press(" ")
        #expect(app.lines.contains { $0.contains("私 \(meaning)") }, "\(app.screen)")
        #expect(!app.lines.contains { $0.contains("私 \(kanji.meanings[0])") })
    }

    @Test("A kanji's example words show the decks' Korean meanings in Korean: kanji screen, study list, review back")
    func kanjiExampleWords() throws {
        let app = try TestApp(size: Size(width: 120, height: 40), localeEnvironment: Self.korean)
        let kanji = try #require(try app.context.library.deck(kind: .kanji, level: .n5).items.compactMap(\.kanji).first { kanji in
            kanji.examples.contains { ItemDetail.libraryWord(for: $0, context: app.context)?.koreanMeanings.isEmpty == false }
        })
        let example = try #require(kanji.examples.first { ItemDetail.libraryWord(for: $0, context: app.context) != nil })
        let word = try #require(ItemDetail.libraryWord(for: example, context: app.context))
        let korean = word.koreanMeanings.joined(separator: "; ")
        #expect(app.context.exampleMeaning(example) == korean)
        _ = try DetailTests.openKanjiDetail(app, id: kanji.id)
        #expect(app.lines.contains { $0.contains(example.word) && $0.contains(korean) }, "\(app.screen)")

        let english = try TestApp(size: Size(width: 120, height: 40))
        #expect(english.context.exampleMeaning(example) == example.meaning, "English learners see the English gloss")
        _ = try DetailTests.openKanjiDetail(english, id: kanji.id)
        #expect(english.lines.contains { $0.contains(example.word) && $0.contains(example.meaning) })

        let both = try TestApp(localeEnvironment: Self.korean)
        try both.context.settings.update { $0.meaningLanguage = .both }
        #expect(both.context.exampleMeaning(example) == korean + " / " + example.meaning)
    }

    @Test("A leech drill shows its example's Korean translation")
    func leechDrill() throws {
        let app = try TestApp(size: Size(width: 100, height: 30), localeEnvironment: Self.korean)
        let item = try LeechesTests.makeLeech(in: app)
        let example = try #require(item.vocab?.examples.first)
        let korean = try #require(example.korean)
        NotebookTests.open(LeechesController(context: app.context), in: app)
        app.press("t")
        #expect(TestTaking.topTest(app) != nil)
        #expect(app.screen.contains(korean), "\(app.screen)")
        #expect(!app.screen.contains(example.english))
    }
}
