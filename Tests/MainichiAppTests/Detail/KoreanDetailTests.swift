import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// The word, kanji and dictionary entry screens in Korean.
@Suite("Korean details")
struct KoreanDetailTests {
    /// The first word of N5 Day 1 written with kanji and with examples, from the loaded deck.
    static func wordWithKanji(_ app: TestApp) throws -> StudyItem {
        let deck = try app.context.library.deck(kind: .vocab, level: .n5)
        return try #require(deck.items.first { item in
            guard case .vocab(let word) = item else { return false }
            return word.word.contains { $0.isKanji } && !word.examples.isEmpty
        })
    }

    /// The first kanji of N5 Day 1.
    static func firstKanji(_ app: TestApp) throws -> StudyItem {
        try #require(try app.context.library.deck(kind: .kanji, level: .n5).items.first)
    }

    static func open(_ item: StudyItem, in app: TestApp) {
        app.application.navigationController.push(ItemDetail.controller(for: item, context: app.context))
        app.application.render()
    }

    @Test("Korean word and kanji detail snapshots")
    func snapshots() throws {
        try KoreanSnapshots.check("word-detail") { app in Self.open(try Self.wordWithKanji(app), in: app) }
        try KoreanSnapshots.check("kanji-detail") { app in Self.open(try Self.firstKanji(app), in: app) }
        try KoreanSnapshots.check("kanji-strokes") { app in
            Self.open(try Self.firstKanji(app), in: app)
            app.press("ss")
        }
    }

    @Test("The kanji screen labels its fields in Korean, in one measured column, and counts strokes in Korean")
    func kanjiFields() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        let item = try Self.firstKanji(app)
        guard case .kanji(let kanji) = item else { Issue.record("not a kanji"); return }
        Self.open(item, in: app)
        for label in ["음독", "훈독", "뜻", "획수", "부수", "학년", "빈도"] {
            #expect(app.lines.contains { $0.contains(" \(label) ") }, "no \(label)")
        }
        #expect(app.screen.contains("\(kanji.strokes)획"))
        #expect(app.lines[0].contains("\(try #require(kanji.level).rawValue) \(kanji.day)일차"))
    }

    @Test("Every part of speech the bundled word decks use has a Korean wording; an unknown label is shown as it is")
    func partsOfSpeech() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        var labels: Set<String> = []
        for level in Level.allCases {
            for case .vocab(let word) in try app.context.library.deck(kind: .vocab, level: level).items {
                if let label = word.partOfSpeech, !label.isEmpty { labels.insert(label) }
            }
        }
        #expect(!labels.isEmpty)
        let missing = labels.filter { KoreanPartOfSpeech.names[$0] == nil }.sorted()
        #expect(missing.isEmpty, "no Korean wording for: \(missing)")
        let strings = KoreanDetailStrings()
        #expect(strings.partOfSpeech("my own label") == "my own label")
        #expect(EnglishDetailStrings().partOfSpeech("noun") == "noun")

        // The word screen shows the Korean wording.
        let item = try Self.wordWithKanji(app)
        guard case .vocab(let word) = item, let label = word.partOfSpeech else { return }
        Self.open(item, in: app)
        #expect(app.screen.contains(strings.partOfSpeech(label)))
    }

    @Test("Korean dictionary entry snapshots")
    func dictionaryEntry() throws {
        try KoreanSnapshots.check("dictionary-entry") { app in
            app.press("/nekomimi")
            let search = try #require(app.application.navigationController.topController as? SearchController)
            let found = try #require(search.dictionaryResults.first)
            app.application.navigationController.push(DictionaryEntryController(context: app.context, entry: found.entry))
        }
    }
}
