import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// The study list settings "Untaught kanji" and "Pitch in lists", on the bundled N5 Day 1.
@Suite("Study list settings")
struct StudyListSettingsTests {
    @Test("Untaught kanji: kana shows a word whose kanji come later in kana, its kanji on r; off by default")
    func untaughtKanjiInKana() throws {
        let app = try TestApp()
        #expect(!app.context.settings.settings.showsUntaughtKanjiAsKana)
        try app.context.settings.update { $0.showsUntaughtKanjiAsKana = true }
        // The bundled N5 words have their kanji taught by their day, but for a few written with a kanji
        // outside the jōyō table, which waits for N4 (飴): open the day of the first of them.
        let deck = try app.context.library.deck(id: DeckID.jlpt(kind: .vocab, level: .n5))
        let first = try #require(deck.items.compactMap(\.vocab).first { !$0.isKanaOnly && !app.context.library.untaughtKanji(in: $0).isEmpty })
        let list = try StudyColumnsTests.open(app, DayKey(kind: .vocab, level: .n5, day: first.day))
        app.press("R")  // the helper shows every reading; hide them again, as a day opens
        let words = list.items.compactMap(\.vocab)
        let untaught = try #require(words.first { !$0.isKanaOnly && !app.context.library.untaughtKanji(in: $0).isEmpty })
        let row = try #require(list.items.firstIndex { $0.id == untaught.id })
        #expect(!app.screen.contains(untaught.word))
        #expect(app.lines.contains { $0.contains(" \(untaught.reading) ") })
        app.press(String(repeating: "j", count: row) + "r")
        #expect(app.screen.contains(untaught.word))
        // A word whose kanji are all taught by its day keeps its kanji.
        if let taught = words.first(where: { !$0.isKanaOnly && app.context.library.untaughtKanji(in: $0).isEmpty }) {
            #expect(app.screen.contains(taught.word))
        }
        try app.context.settings.update { $0.showsUntaughtKanjiAsKana = false }
        app.press("r")
        #expect(app.screen.contains(untaught.word))
    }

    @Test("Pitch in lists: a revealed reading carries its pitch marks only with the setting on")
    func pitchInLists() throws {
        for isOn in [false, true] {
            let app = try TestApp()
            try app.context.settings.update { $0.showsPitchInLists = isOn }
            let list = try StudyListTests.openVocabDay1(app)
            let word = try #require(list.items.compactMap(\.vocab).first {
                guard let accent = $0.pitchAccent, !$0.isKanaOnly else { return false }
                return StudyFormat.pitchMarked(accent) != $0.reading
            })
            let marked = StudyFormat.pitchMarked(try #require(word.pitchAccent))
            app.press("R")
            #expect(app.screen.contains(marked) == isOn, "\(marked)")
        }
    }

    @Test("pitch marks: / where the pitch rises, \\ where it drops")
    func pitchMarks() throws {
        #expect(StudyFormat.pitchMarked(try #require(PitchAccent(reading: "たべる", downstep: 2))) == "た/べ\\る")
        #expect(StudyFormat.pitchMarked(try #require(PitchAccent(reading: "はし", downstep: 1))) == "は\\し")
        #expect(StudyFormat.pitchMarked(try #require(PitchAccent(reading: "さくら", downstep: 0))) == "さ/くら")
        #expect(StudyFormat.pitchMarked(try #require(PitchAccent(reading: "しゃしん", downstep: 0))) == "しゃ/しん")
    }
}
