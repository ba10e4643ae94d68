import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Korean-first study: in Korean the meanings are the decks' Korean ones, in English nothing
/// changes unless the learner chooses, and Hangul finds words.
@Suite("Korean meanings in study lists, tests and search")
struct KoreanMeaningsTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    /// The N5 day 1 word list with every reading and meaning shown.
    func openDayOne(_ app: TestApp) {
        app.press("\r")      // 단어 / Vocabulary
        app.press("\r\r")    // N5, day 1
        app.press("MR")
    }

    func firstKoreanWord(_ app: TestApp) throws -> VocabItem {
        let deck = try app.context.library.deck(kind: .vocab, level: .n5)
        return try #require(deck.items.compactMap(\.vocab).first { $0.day == 1 && !$0.koreanMeanings.isEmpty })
    }

    @Test("In Korean the day's list shows the Korean meanings; in English the English ones")
    func studyList() throws {
        let app = try TestApp(size: Size(width: 100, height: 30), localeEnvironment: Self.korean)
        let word = try firstKoreanWord(app)
        openDayOne(app)
        #expect(app.screen.contains(word.koreanMeanings[0]), "\(app.screen)")
        #expect(!app.screen.contains(word.meanings[0] + ";"))
        let english = try TestApp(size: Size(width: 100, height: 30))
        openDayOne(english)
        #expect(english.screen.contains(word.meanings[0]))
        #expect(!english.screen.contains(word.koreanMeanings[0]))
    }

    @Test("The setting chooses English or both in Korean")
    func setting() throws {
        let app = try TestApp(size: Size(width: 160, height: 30), localeEnvironment: Self.korean)
        let word = try firstKoreanWord(app)
        try app.context.settings.update { $0.meaningLanguage = .english }
        openDayOne(app)
        #expect(app.screen.contains(word.meanings[0]))
        #expect(!app.screen.contains(word.koreanMeanings[0]))
        let both = try TestApp(size: Size(width: 160, height: 30), localeEnvironment: Self.korean)
        try both.context.settings.update { $0.meaningLanguage = .both }
        openDayOne(both)
        #expect(both.screen.contains(word.koreanMeanings.joined(separator: "; ") + " / " + word.meanings[0]), "\(both.screen)")
    }

    @Test("A multiple-choice test in Korean offers Korean meanings")
    func quizChoices() throws {
        let app = try TestApp(localeEnvironment: Self.korean)
        let items = try app.context.library.deck(kind: .vocab, level: .n5).items.filter { !$0.koreanMeanings.isEmpty }
        var random = SeededRandom(seed: 3)
        let quiz = Quiz(items: Array(items.prefix(5)), mode: .multipleChoice, order: .inOrder,
                        meanings: app.context.meaningLanguage, using: &random) { _ in items }
        let question = try #require(quiz.questions.first)
        #expect(question.rightMeaning == items[0].koreanMeanings.joined(separator: "; "))
        #expect(question.choices.allSatisfy { choice in items.contains { $0.koreanMeanings.joined(separator: "; ") == choice } })
    }

    @Test("Hangul finds a word by its Korean meaning and by its cognate")
    func hangulSearch() throws {
        let app = try TestApp(localeEnvironment: Self.korean)
        let index = SearchIndex.build(library: app.context.library)
        #expect(index.search("전화").first?.word == "電話")
        #expect(index.search("약속").first?.word == "約束")
        // 図書館 has no Korean meaning in the data yet, or has one: its cognate finds it either way.
        #expect(index.search("도서관").contains { $0.word == "図書館" })
    }

    @Test("The Korean bridge is named 한자어 for a word and 한자음 for a kanji, and shows in the list")
    func bridgeNames() throws {
        let app = try TestApp(size: Size(width: 100, height: 30), localeEnvironment: Self.korean)
        let detail = try DetailTests.openWordDetail(app, id: "v:先生:せんせい")
        _ = detail
        #expect(app.screen.contains("한자어 선생"), "\(app.screen)")
        #expect(!app.screen.contains("한국어 선생"))
        let list = try TestApp(size: Size(width: 100, height: 30), localeEnvironment: Self.korean)
        openDayOne(list)
        // 学生 means 학생 in Korean: the cognate is not repeated; a word whose meanings do not say it gets it.
        #expect(!list.screen.contains("[학생]"))
    }

    @Test("Snapshots of N5 day 1 in Korean at 80x24 and 40x12")
    func snapshots() throws {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let app = try TestApp(size: size, localeEnvironment: Self.korean)
            openDayOne(app)
            assertSnapshot(app.terminal, named: "day1-ko-\(size.width)x\(size.height)")
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }
}
