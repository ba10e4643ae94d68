import Foundation
import MainichiCore
import TerminalUI
import Testing
import TestSupport
@testable import MainichiApp

@Suite("The Korean bridge in tests: the on'yomi mode with the Korean hint, and Korean readings in the feedback")
struct KoreanTestModeTests {
    /// The first N5 kanji with an on'yomi, a kun'yomi and a Korean reading.
    static func kanji(_ app: TestApp) throws -> (item: StudyItem, kanji: KanjiItem, korean: KoreanReading) {
        let deck = try app.context.library.deck(kind: .kanji, level: .n5)
        for item in deck.items {
            if let kanji = item.kanji, !kanji.onyomi.isEmpty, !kanji.kunyomi.isEmpty,
               let korean = app.context.korean.reading(for: kanji.kanji) {
                return (item, kanji, korean)
            }
        }
        throw CancellationError()
    }

    /// The first 훈음 of the usual 음 ("배울 학").
    static func firstReading(_ korean: KoreanReading) -> String {
        korean.readings[0].components(separatedBy: ", ")[0]
    }

    static func openPicker(_ app: TestApp, items: [StudyItem], kind: DeckKind) {
        let plan = TestPlan(items: items, kind: kind, day: nil, source: .bookmarks, title: "Test")
        app.application.navigationController.push(TestModePickerController(plan: plan, context: app.context))
        app.application.render()
    }

    @Test("The mode picker offers the on'yomi test for kanji with Korean readings on, and not without them or for words")
    func pickerOffersOnyomi() throws {
        for isOn in [false, true] {
            let app = try TestApp()
            try app.context.settings.update { $0.showsKoreanReadings = isOn }
            let (item, _, _) = try Self.kanji(app)
            Self.openPicker(app, items: [item], kind: .kanji)
            #expect(app.screen.contains("on'yomi") == isOn)
            #expect(app.screen.contains("1-4 mode") == isOn)
        }
        let app = try TestApp()
        try app.context.settings.update { $0.showsKoreanReadings = true }
        let word = try #require(try app.context.library.deck(kind: .vocab, level: .n5).items.first)
        Self.openPicker(app, items: [word], kind: .vocab)
        #expect(!app.screen.contains("on'yomi"))
    }

    @Test("The on'yomi test shows the kanji's Korean reading as the hint, accepts the on'yomi and calls a kun'yomi a mix-up")
    func onyomiTest() throws {
        let app = try TestApp()
        try app.context.settings.update { $0.showsKoreanReadings = true }
        let (item, kanji, korean) = try Self.kanji(app)
        Self.openPicker(app, items: [item, item], kind: .kanji)
        app.press("4")
        let test = try #require(TestTaking.topTest(app))
        #expect(test.session.mode == .onyomi)
        #expect(app.screen.contains("On'yomi:"))
        #expect(app.screen.contains(Self.firstReading(korean)), "the Korean reading is the hint")
        #expect(!app.screen.contains(kanji.onyomi[0]), "the answer is not shown before it is given")
        #expect(app.terminal.buffer.hasWholeGlyphs)
        app.press(Kana.hiragana(from: kanji.onyomi[0]) + "\r")
        #expect(app.screen.contains("✓ right"))
        #expect(test.session.answers[0]?.isRight == true)

        // The same kanji asked again, answered with its kun'yomi: a second try named an on/kun
        // slip, then wrong.
        let again = try TestApp()
        try again.context.settings.update { $0.showsKoreanReadings = true; $0.secondChance = true }
        Self.openPicker(again, items: [item], kind: .kanji)
        again.press("4")
        let second = try #require(TestTaking.topTest(again))
        // A kun'yomi no example word of the kanji reads (いきる is 生きる's: that is "another word").
        let kun = try #require(kanji.kunyomi.map(KanjiReading.bare).first { reading in
            !kanji.examples.contains { $0.reading == reading }
        })
        again.press(kun + "\r")
        #expect(second.session.pendingSlip?.kind == .onKun)
        #expect(again.screen.contains(Self.firstReading(korean)), "the hint stays for the second try")
        again.press(kun + "\r")
        #expect(second.session.answers[0]?.isRight == false)
        #expect(second.session.answers[0]?.slip == .onKun)
    }

    @Test("Test feedback shows a kanji's Korean reading and a word's cognate with the setting on, and neither with it off")
    func feedback() throws {
        for isOn in [false, true] {
            let app = try TestApp()
            try app.context.settings.update { $0.showsKoreanReadings = isOn }
            let (item, _, korean) = try Self.kanji(app)
            Self.openPicker(app, items: [item], kind: .kanji)
            app.press("1")
            #expect(!app.screen.contains(Self.firstReading(korean)), "not before the answer")
            try TestTaking.choose(right: false, in: app)
            #expect(app.screen.contains("Ko  ") == isOn)
            #expect(app.screen.contains(Self.firstReading(korean)) == isOn)
            #expect(app.screen.contains("Enter: see the result"), "the way on still shows")
        }
        let app = try TestApp()
        try app.context.settings.update { $0.showsKoreanReadings = true }
        let deck = try app.context.library.deck(kind: .vocab, level: .n5)
        let word = try #require(deck.items.first { item in
            if case .word? = item.vocab.flatMap({ app.context.korean.cognate(for: $0.word) }) { true } else { false }
        })
        guard case .word(_, let hangul)? = app.context.korean.cognate(for: word.headword) else { return }
        Self.openPicker(app, items: [word], kind: .vocab)
        app.press("3y")
        #expect(app.screen.contains(hangul))
    }

    @Test("On'yomi test snapshots at 80x24 and 40x12: the question with its Korean hint, a wrong answer with the Korean line")
    func snapshots() throws {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let app = try TestApp(size: size)
            try app.context.settings.update { $0.showsKoreanReadings = true; $0.secondChance = false }
            let (item, _, _) = try Self.kanji(app)
            Self.openPicker(app, items: [item], kind: .kanji)
            app.press("4")
            #expect(app.terminal.buffer.hasWholeGlyphs)
            assertSnapshot(app.terminal, named: "onyomi-question-\(size.width)x\(size.height)")
            app.press("sora\r")
            #expect(app.terminal.buffer.hasWholeGlyphs)
            assertSnapshot(app.terminal, named: "onyomi-wrong-\(size.width)x\(size.height)")
        }
    }
}
