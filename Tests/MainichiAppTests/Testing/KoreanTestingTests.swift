import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Tests in Korean: the mode picker, questions, feedback and the result at 80x24 and 40x12")
struct KoreanTestingTests {
    /// The first five words of N5 Day 1, and the picker for them.
    static func openPicker(_ app: TestApp, kind: DeckKind = .vocab) throws {
        let items = Array(try app.context.library.items(for: DayKey(kind: kind, level: .n5, day: 1)).prefix(5))
        let plan = TestPlan(items: items, kind: kind, day: DayKey(kind: kind, level: .n5, day: 1), source: .day)
        app.application.navigationController.push(TestModePickerController(plan: plan, context: app.context))
        app.application.render()
    }

    @Test("The mode picker, with the on'yomi mode for kanji")
    func picker() throws {
        try KoreanSnapshots.check("test-picker") { try Self.openPicker($0) }
        try KoreanSnapshots.check("test-picker-kanji") { try Self.openPicker($0, kind: .kanji) }
    }

    @Test("A multiple-choice question, then a wrong answer with the Korean cognate under the verdict")
    func choice() throws {
        try KoreanSnapshots.check("test-choice") { app in
            try Self.openPicker(app)
            app.press("1")
        }
        try KoreanSnapshots.check("test-choice-wrong") { app in
            try Self.openPicker(app)
            app.press("1")
            try TestTaking.choose(right: false, in: app)
        }
    }

    @Test("Typed reading: the question, then a wrong answer")
    func typed() throws {
        try KoreanSnapshots.check("test-typed") { app in
            try Self.openPicker(app)
            app.press("2")
        }
        try KoreanSnapshots.check("test-typed-wrong") { app in
            try Self.openPicker(app)
            app.press("2sora\r")
        }
    }

    @Test("Flashcards: the front, and the answer shown")
    func flashcard() throws {
        try KoreanSnapshots.check("test-card") { app in
            try Self.openPicker(app)
            app.press("3")
        }
        try KoreanSnapshots.check("test-card-revealed") { app in
            try Self.openPicker(app)
            app.press("3 ")
        }
    }

    @Test("The on'yomi test of a kanji: the question with its Korean hint, then a wrong answer")
    func onyomi() throws {
        try KoreanSnapshots.check("test-onyomi") { app in
            try Self.openPicker(app, kind: .kanji)
            app.press("4")
        }
        try KoreanSnapshots.check("test-onyomi-wrong") { app in
            try Self.openPicker(app, kind: .kanji)
            app.press("4sora\r")
        }
    }

    @Test("The result of a test with wrong answers, and the abandon question")
    func result() throws {
        try KoreanSnapshots.check("test-result") { app in
            try Self.openPicker(app)
            app.press("1")
            try TestTaking.answerAll(wrongAt: [1, 3], in: app)
        }
        try KoreanSnapshots.check("test-abandon") { app in
            try Self.openPicker(app)
            app.press("1\u{1B}")
        }
    }

    @Test("A kanji test's result: one line per kanji at 80x24, readings and meaning on lines of their own at 40x12")
    func kanjiResult() throws {
        try KoreanSnapshots.check("test-kanji-result") { app in
            try app.context.settings.update { $0.questionOrder = .inOrder }
            let items = Array(try app.context.library.items(for: TestScreenTests.kanjiDay1))
            TestScreenTests.start(items, mode: .flashcard, in: app)
            for index in 0..<items.count { app.press(index % 3 == 0 ? "n\r" : "y\r") }
        }
    }

    @Test("Korean chooses the Korean test words; English keeps the English ones")
    func wording() throws {
        let korean = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        try Self.openPicker(korean)
        #expect(korean.screen.contains("객관식"))
        #expect(!korean.screen.contains("multiple choice"))
        let english = try TestApp()
        try Self.openPicker(english)
        #expect(english.screen.contains("multiple choice"))
    }
}
