import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// A shown review card is worth reading and takes actions: its example sentence, pitch and kanji;
/// Enter opens the detail, b bookmarks, s suspends, ? lists the keys.
@Suite("Review card back and actions")
struct ReviewCardActionsTests {
    /// The first word of N5 that has an example sentence, pitch and kanji.
    static func richWord(_ app: TestApp) throws -> StudyItem {
        let items = try (1...5).flatMap { try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: $0)) }
        return try #require(items.first { item in
            guard let word = item.vocab else { return false }
            return !word.examples.isEmpty && word.pitchAccent != nil
                && !WordDetailController.kanji(in: word.word, library: app.context.library).isEmpty
        })
    }

    @Test("The back shows the example sentence with its translation, the pitch and the word's kanji")
    func backShowsExampleAndKanji() throws {
        let app = try TestApp()
        let item = try Self.richWord(app)
        try ReviewControllerTests.startReview(app, items: [item])
        let word = try #require(item.vocab)
        #expect(!app.screen.contains(word.examples[0].english.prefix(12)))
        app.press(" ")
        #expect(app.screen.contains(word.examples[0].english.prefix(12)), "\(app.screen)")
        let kanji = WordDetailController.kanji(in: word.word, library: app.context.library)[0]
        #expect(app.lines.contains { $0.contains(kanji.kanji) && $0.contains(kanji.meanings[0].prefix(6)) }, "\(app.screen)")
        #expect(app.screen.contains(EnglishDetailStrings().pitch))
    }

    @Test("Enter on a shown card opens its detail, and Esc comes back to the same card ungraded")
    func enterOpensDetail() throws {
        let app = try TestApp()
        let item = try Self.richWord(app)
        let review = try ReviewControllerTests.startReview(app, items: [item])
        app.press(" \r")
        #expect(app.application.navigationController.topController is WordDetailController)
        #expect(app.context.progress.progress.srs[item.id]?.lastReview == nil, "nothing graded")
        app.press("\u{1B}")
        #expect(app.application.navigationController.topController === review)
        app.press(" ")
        #expect(app.context.progress.progress.srs[item.id]?.lastReview != nil, "Space grades as suggested")
    }

    @Test("b bookmarks the shown card's item and b again takes it off; s suspends it and the next card shows")
    func bookmarkAndSuspend() throws {
        let app = try TestApp()
        let words = try ReviewControllerTests.words(app, count: 2)
        try ReviewControllerTests.startReview(app, items: words)
        app.press(" b")
        #expect(app.context.progress.progress.isBookmarked(words[0].id))
        app.press("b")
        #expect(!app.context.progress.progress.isBookmarked(words[0].id))
        app.press("s")
        #expect(app.context.progress.progress.suspended[words[0].id] != nil)
        #expect(app.screen.contains("suspended"))
        #expect(app.lines[2...].contains { $0.contains(words[1].headword) })
    }

    @Test("? lists the card's actions, in English and Korean")
    func helpListsActions() throws {
        let app = try TestApp()
        try ReviewControllerTests.startReview(app, items: try ReviewControllerTests.words(app, count: 1))
        app.press(" ?")
        #expect(app.screen.contains("Bookmark the card's item"))
        #expect(app.screen.contains("Suspend the card"))
        #expect(app.screen.contains("detail"))
        let korean = try TestApp()
        try korean.context.settings.update { $0.language = .korean }
        try ReviewControllerTests.startReview(korean, items: try ReviewControllerTests.words(korean, count: 1))
        korean.press(" ?")
        #expect(korean.screen.contains("북마크"))
    }

    @Test("A sentence longer than the card is wrapped on the back, not cut, when the card has the rows")
    func longSentenceWraps() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.url
        let store = UserDeckStore(dataDirectory: directory)
        let deck = try store.createDeck(title: "News", kind: .vocab)
        let sentence = "気象庁によると、二十八日の朝に東京で大きな地震があって、電車が止まり、たくさんの人が駅で長い間待ちました。"
        var draft = UserItemDraft(word: "地震", reading: "じしん", meanings: ["earthquake"])
        draft.examples = [UserExample(ja: sentence, en: "")]
        let added = try store.addItem(draft, to: deck.id)
        let app = try TestApp(directory: directory)
        let word = try #require(app.context.library.item(withID: added.id))
        try ReviewControllerTests.startReview(app, items: [word])
        app.press(" ")
        #expect(sentence.displayWidth > 78)
        let shown = app.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(shown.contains(sentence), "\(app.screen)")
        #expect(!app.screen.contains(">"), "\(app.screen)")
    }

    @Test("Typing in Review asks a kana-only word from its meaning, not by showing the word")
    func kanaOnlyWordAskedFromMeaning() throws {
        let app = try TestApp()
        let word = try #require(app.context.library.item(withID: "v:あの:あの"))
        try ReviewControllerTests.startReview(app, items: [word])
        app.press("i")
        #expect(!app.lines[2...].contains { $0.contains("あの") }, "\(app.screen)")
        #expect(app.screen.contains(word.meaningSummary.prefix(10)))
        #expect(app.screen.contains("Word: "))
        app.press("ano\r")
        #expect(app.context.progress.progress.srs[word.id]?.lastReview != nil, "the typed word graded the card")
        // The confirmation names the word once, not the word and the same kana again.
        let status = app.lines[app.lines.count - 2]
        #expect(status.contains("✓ あの: right, Good"), "\(status)")
    }
}
