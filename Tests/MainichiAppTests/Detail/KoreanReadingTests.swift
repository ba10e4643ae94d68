import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Korean readings on kanji and word screens")
struct KoreanReadingTests {
    @Test("With the setting on, a kanji screen shows its Korean reading (and traditional form); off, nothing")
    func kanjiScreen() throws {
        for isOn in [false, true] {
            let app = try TestApp()
            try app.context.settings.update { $0.showsKoreanReadings = isOn }
            // The first N5 kanji whose Korean form is a traditional one (学 -> 學 in today's decks).
            let deck = try app.context.library.deck(kind: .kanji, level: .n5)
            let item = try #require(deck.items.first { item in
                item.kanji.flatMap { app.context.korean.reading(for: $0.kanji) }.map { $0.form != item.headword } ?? false
            })
            let detail = try DetailTests.openKanjiDetail(app, id: item.id)
            let korean = try #require(app.context.korean.reading(for: detail.kanji.kanji))
            #expect(app.screen.contains(korean.readings[0]) == isOn)
            #expect(app.screen.contains("Korean") == isOn)
            #expect(app.screen.contains(korean.form) == isOn)
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }

    @Test("In Korean a kanji screen shows its 훈음 and a word screen its cognate with the setting left off")
    func koreanInterface() throws {
        let app = try TestApp(size: Size(width: 100, height: 30), localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        #expect(!app.context.settings.settings.showsKoreanReadings)
        let deck = try app.context.library.deck(kind: .kanji, level: .n5)
        let item = try #require(deck.items.first { $0.kanji.flatMap { app.context.korean.reading(for: $0.kanji) } != nil })
        let detail = try DetailTests.openKanjiDetail(app, id: item.id)
        let korean = try #require(app.context.korean.reading(for: detail.kanji.kanji))
        #expect(app.screen.contains(korean.readings[0]), "\(app.screen)")
        let word = try firstWord(app) { if case .word = $0 { true } else { false } }
        _ = try DetailTests.openWordDetail(app, id: word.id)
        guard case .word(_, let hangul) = app.context.korean.cognate(for: word.word) else { return }
        #expect(app.screen.contains(hangul), "\(app.screen)")
    }

    /// The first N5 word whose Korean entry matches `predicate`.
    func firstWord(_ app: TestApp, where predicate: (KoreanCognate) -> Bool) throws -> VocabItem {
        let deck = try app.context.library.deck(kind: .vocab, level: .n5)
        let item = deck.items.first { item in
            guard let word = item.vocab, let cognate = app.context.korean.cognate(for: word.word) else { return false }
            return predicate(cognate)
        }
        return try #require(item?.vocab)
    }

    @Test("A word screen shows the Korean cognate, or a false-friend warning with its reason")
    func wordScreen() throws {
        let app = try TestApp(size: Size(width: 100, height: 30))
        try app.context.settings.update { $0.showsKoreanReadings = true }
        let word = try firstWord(app) { if case .word = $0 { true } else { false } }
        _ = try DetailTests.openWordDetail(app, id: word.id)
        guard case .word(_, let hangul) = app.context.korean.cognate(for: word.word) else { return }
        #expect(app.screen.contains("Korean " + hangul))

        let other = try TestApp(size: Size(width: 100, height: 30))
        try other.context.settings.update { $0.showsKoreanReadings = true }
        let friend = try firstWord(other) { if case .falseFriend = $0 { true } else { false } }
        _ = try DetailTests.openWordDetail(other, id: friend.id)
        guard case .falseFriend(let korean, _) = other.context.korean.cognate(for: friend.word) else { return }
        #expect(other.screen.contains("false friend! \(korean)"))
    }

    @Test("Kanji rows show the Korean reading before the meaning once the meaning is revealed, with the setting on")
    func kanjiRows() throws {
        for isOn in [false, true] {
            let app = try TestApp(size: Size(width: 120, height: 30))
            try app.context.settings.update { $0.showsKoreanReadings = isOn }
            let day = DayKey(kind: .kanji, level: .n5, day: 1)
            let items = Array(try app.context.library.items(for: day))
            app.application.navigationController.push(StudyListController(context: app.context, title: "Day 1", kind: .kanji,
                                                                          items: items, day: day, source: .day))
            app.application.render()
            let first = try #require(items.first?.kanji)
            let readings = try #require(app.context.korean.reading(for: first.kanji)?.readings.first)
            let korean = try #require(readings.components(separatedBy: ", ").first)
            #expect(!app.screen.contains(korean), "hidden with the meaning")
            app.press("M")
            #expect(app.screen.contains(korean) == isOn)
            #expect(app.terminal.buffer.hasWholeGlyphs)
        }
    }

    @Test("The review reveal of a kanji shows its Korean reading with the setting on, and not before the reveal")
    func reviewReveal() throws {
        for isOn in [false, true] {
            let app = try TestApp()
            try app.context.settings.update { $0.showsKoreanReadings = isOn }
            let item = try #require(try app.context.library.items(for: DayKey(kind: .kanji, level: .n5, day: 1)).first)
            let readings = try #require(app.context.korean.reading(for: item.headword)?.readings.first)
            let korean = try #require(readings.components(separatedBy: ", ").first)
            try ReviewControllerTests.startReview(app, items: [item])
            #expect(!app.screen.contains(korean))
            app.press(" ")
            #expect(app.screen.contains(korean) == isOn)
        }
    }
}
