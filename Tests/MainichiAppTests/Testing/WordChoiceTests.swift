import Foundation
import MainichiCore
import TerminalUI
import Testing
import TestSupport
@testable import MainichiApp

/// Korean to Japanese: the word-choice test (the meaning asked, the word picked), and Hangul
/// typed into a reading answer.
@Suite("Word choice (Korean to Japanese) and Hangul in a typed answer")
struct WordChoiceTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    func words(_ app: TestApp) throws -> [StudyItem] {
        try app.context.library.deck(kind: .vocab, level: .n5).items.filter { !$0.koreanMeanings.isEmpty }
    }

    @Test("The picker offers word choice in Korean and not in English")
    func offered() throws {
        let app = try TestApp(localeEnvironment: Self.korean)
        let items = Array(try words(app).prefix(4))
        KoreanTestModeTests.openPicker(app, items: items, kind: .vocab)
        #expect(app.screen.contains("단어 고르기"), "\(app.screen)")
        let english = try TestApp()
        KoreanTestModeTests.openPicker(english, items: Array(try words(english).prefix(4)), kind: .vocab)
        #expect(!english.screen.contains("word choice"))
        #expect(!english.screen.contains("1-5"))
    }

    @Test("A word-choice question shows the Korean meaning and Japanese words; the right number is right")
    func takeIt() throws {
        let app = try TestApp(localeEnvironment: Self.korean)
        let all = try words(app)
        let item = all[0]
        let plan = TestPlan(items: [item], kind: .vocab, day: nil, source: .bookmarks, title: "Test")
        KoreanTestModeTests.openPicker(app, items: plan.items, kind: .vocab)
        // 객관식, 읽기 입력, 플래시카드, 단어 고르기 (no on'yomi for words).
        app.press("4")
        let test = try #require(TestTaking.topTest(app))
        #expect(test.session.mode == .meaningToWord)
        let question = try #require(test.session.currentQuestion)
        #expect(app.screen.contains(item.koreanMeanings.joined(separator: "; ")), "\(app.screen)")
        #expect(question.choices.contains(QuizQuestion.displayedWord(of: item)))
        #expect(question.choices.allSatisfy { choice in !choice.contains(where: { ("가"..."힣").contains($0) }) },
                "the choices are Japanese")
        app.press(String(question.answerIndex + 1))
        #expect(test.session.answers[0]?.isRight == true)
        #expect(app.terminal.buffer.hasWholeGlyphs)
    }

    @Test("Hangul typed as a reading is not an answer: a hint to switch the input method")
    func hangulInReading() throws {
        for (environment, hint) in [(Self.korean, "입력기를"), ([:], "switch the input")] {
            let app = try TestApp(size: Size(width: 100, height: 24), localeEnvironment: environment)
            let item = try #require(app.context.library.item(withID: "v:どうぞ:どうぞ"))
            KoreanTestModeTests.openPicker(app, items: [item], kind: .vocab)
            app.press("2")
            let test = try #require(TestTaking.topTest(app))
            app.press("도조\r")
            #expect(test.session.answers[0] == nil, "not marked wrong")
            #expect(app.screen.contains(hint), "\(app.screen)")
            app.press("douzo\r")
            #expect(test.session.answers[0]?.isRight == true)
        }
    }
}
