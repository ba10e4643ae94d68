import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Test screens: readings, percent, flashcard keys, kana-only words, titles")
struct TestScreenTests {
    static let kanjiDay1 = DayKey(kind: .kanji, level: .n5, day: 1)

    /// Starts a test of `items` from the screen on top, as Bookmarks would.
    static func start(_ items: [StudyItem], mode: TestMode, in app: TestApp) {
        TestLauncher.start(items: items, kind: items.first?.kind ?? .vocab, day: nil, source: .bookmarks, mode: mode,
                           context: app.context, from: app.application.navigationController.topController)
        app.application.render()
    }

    static func kanji(_ character: String, in app: TestApp) throws -> StudyItem {
        try #require(app.context.library.item(withID: "k:\(character)"))
    }

    @Test("A kanji's flashcard back, feedback and result row show every on'yomi and kun'yomi")
    func kanjiShowEveryReading() throws {
        let app = try TestApp()
        let day = try Self.kanji("日", in: app)
        let ten = try Self.kanji("十", in: app)
        try app.context.settings.update { $0.questionOrder = .inOrder }
        Self.start([day, ten], mode: .flashcard, in: app)
        app.press(" ")
        let back = try #require(app.lines.first { $0.contains("日  ") })
        #expect(back.contains("ニチ、ジツ  ひ、〜か、〜び"))
        app.press("y\r")
        app.press(" ")
        #expect(app.screen.contains("ジュウ、ジッ、ジュッ  とお、と、そ"))
        app.press("n")
        // The result rows carry the readings too, cut to fit.
        let row = try #require(app.lines.first { $0.contains("十") && $0.contains("✗") })
        #expect(row.contains("ジュウ、ジッ"))
        let wide = try TestApp(size: Size(width: 160, height: 48))
        try wide.context.settings.update { $0.questionOrder = .inOrder }
        Self.start([day, ten], mode: .multipleChoice, in: wide)
        try TestTaking.choose(right: false, in: wide)
        #expect(wide.screen.contains("日  ニチ、ジツ  ひ、〜か、〜び"))
    }

    @Test("The result's percent is rounded to the nearest: 2/3 is 67%")
    func percentRounds() throws {
        let app = try TestApp()
        let items = Array(try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1)).prefix(3))
        Self.start(items, mode: .multipleChoice, in: app)
        try TestTaking.answerAll(wrongAt: [1], in: app)
        #expect(app.screen.contains("2/3  67%"))
    }

    @Test("Flashcards: y or n before Space answers at once and shows the answer; the footer says so")
    func flashcardAnswersBeforeReveal() throws {
        let app = try TestApp()
        let items = Array(try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1)).prefix(2))
        try app.context.settings.update { $0.questionOrder = .inOrder }
        Self.start(items, mode: .flashcard, in: app)
        let footer = app.lines[app.lines.count - 1]
        #expect(footer.contains("Space show") && footer.contains("y knew it") && footer.contains("n didn't"))
        #expect(!app.screen.contains(items[0].meaningSummary.prefix(8)))
        app.press("y")
        #expect(app.screen.contains("✓ right"))
        #expect(app.screen.contains(items[0].meaningSummary.prefix(8)))
        app.press("\r")
        app.press("n")
        #expect(app.screen.contains("✗ not known yet"))
        #expect(app.screen.contains(items[1].meaningSummary.prefix(8)))
        app.press("\r")
        #expect(app.screen.contains("1/2  50%"))
    }

    /// バス (bus), an N5 word written in kana only.
    static func bus(in app: TestApp) throws -> StudyItem {
        try #require(app.context.library.item(withID: "v:バス:バス"))
    }

    @Test("A kana-only word in typed reading shows its meaning and asks for the word")
    func kanaOnlyWordAsksForTheWord() throws {
        let app = try TestApp()
        let bus = try Self.bus(in: app)
        Self.start([bus, bus], mode: .typedReading, in: app)
        #expect(!app.screen.contains("バス"), "the question must not show the answer")
        #expect(app.lines[3].contains("bus"))
        #expect(app.screen.contains("Word:"))
        #expect(app.screen.contains("written in kana"))
        app.press("basu")
        #expect(app.screen.contains("ばす"))
        app.press("\r")
        #expect(app.screen.contains("✓ right"))
        #expect(app.screen.contains("バス  bus"))
    }

    @Test("A katakana word typed in hiragana (an input method) is right")
    func katakanaWordTakesHiragana() throws {
        let app = try TestApp()
        Self.start([try Self.bus(in: app)], mode: .typedReading, in: app)
        app.press("ばす\r")
        #expect(app.screen.contains("✓ right"))
    }

    @Test("A test started from the day list reads Day 1 › Test; from the day's own list the day is not named twice")
    func testTitleNamesTheDay() throws {
        let app = try TestApp()
        app.press("\r\r")
        #expect(app.screen.contains("Day 1"))
        app.press("t")
        #expect(TestTaking.topTest(app) != nil)
        #expect(app.lines[0].contains("N5 › Day 1 › Test"))
        app.press("\u{1B}y")
        app.press("\r")
        app.press("t")
        #expect(app.lines[0].contains("Day 1 › Test"))
        #expect(!app.lines[0].contains("Day 1 › Day 1"))
    }

    @Test("Kanji result rows are in columns: on'yomi, kun'yomi and meaning start at one column in every row",
          arguments: [Size(width: 80, height: 24), Size(width: 160, height: 48)])
    func kanjiResultColumns(size: Size) throws {
        let app = try TestApp(size: size)
        try app.context.settings.update { $0.questionOrder = .inOrder }
        let items = Array(try app.context.library.items(for: Self.kanjiDay1))
        Self.start(items, mode: .flashcard, in: app)
        for _ in items { app.press("y\r") }
        var starts: Set<[Int]> = []
        for item in items {
            guard case .kanji(let kanji) = item, let on = kanji.onyomi.first, let kun = kanji.displayKunyomi.first,
                  let line = app.lines.first(where: { $0.hasPrefix("  ✓  \(item.headword)  ") }) else { continue }
            // Display columns where the first on and kun readings begin (their first glyph is enough).
            func column(of text: String) -> Int? {
                guard let range = line.range(of: String(text.prefix(1))) else { return nil }
                return String(line[..<range.lowerBound]).displayWidth
            }
            let kunStart = line.range(of: String(kun.prefix(1)), range: line.index(line.startIndex, offsetBy: 6)..<line.endIndex)
                .map { String(line[..<$0.lowerBound]).displayWidth }
            if let onStart = column(of: on), let kunStart { starts.insert([onStart, kunStart]) }
        }
        #expect(starts.count == 1, "\(app.screen)")
    }

    @Test("At 40x12 a kanji result row reads whole: every on'yomi, kun'yomi and meaning word, cut with > only past three lines",
          arguments: [Language.english, .korean])
    func narrowKanjiResultReadsWhole(language: Language) throws {
        let app = try TestApp(size: Size(width: 40, height: 12), localeEnvironment: language == .korean ? ["LANG": "ko_KR.UTF-8"] : [:])
        try app.context.settings.update { $0.questionOrder = .inOrder }
        let items = Array(try app.context.library.items(for: Self.kanjiDay1))
        Self.start(items, mode: .flashcard, in: app)
        for _ in items { app.press("y\r") }
        // Walk the list, keeping each kanji's lines: its own (it begins with the mark) and those
        // under it up to the next kanji.
        var linesOfKanji: [String: [String]] = [:]
        for _ in items {
            var current: String?
            for line in app.lines.dropFirst(4).dropLast(1) {
                if line.hasPrefix("  ✓  "), let headword = line.dropFirst(5).split(separator: " ").first {
                    current = String(headword)
                    if !linesOfKanji[String(headword), default: []].contains(line) { linesOfKanji[String(headword), default: []].append(line) }
                } else if let current, line.hasPrefix("       "), !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    if !linesOfKanji[current, default: []].contains(line) { linesOfKanji[current, default: []].append(line) }
                }
            }
            app.press("j")
        }
        // Readings wrap on lines of 30 columns (40, less the indent and margin), at most three;
        // a line holds at least 30 - 12 columns of readings (a reading and its comma are at most
        // 12 wide), so readings up to 3 x 18 columns always show whole. Longer ones (生 has 18
        // kun'yomi) end with > on the third line: the item's screen shows them all.
        var checked = 0
        var whole = 0
        for item in items {
            guard case .kanji(let kanji) = item, let lines = linesOfKanji[item.headword] else { continue }
            let text = lines.joined(separator: " ")
            let readings = kanji.onyomi + kanji.displayKunyomi
            if readings.joined(separator: "、").displayWidth <= 3 * 18 {
                for reading in readings {
                    #expect(text.contains(reading), "\(item.headword): \(reading) missing from \(lines)")
                }
                #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix(">") }, "\(lines)")
                whole += 1
            } else {
                #expect(readings.prefix(3).allSatisfy { text.contains($0) }, "\(lines)")
            }
            for word in QuizQuestion.displayedMeaning(of: item, in: app.context.meaningLanguage).split(separator: " ") {
                #expect(text.contains(word), "\(item.headword): \(word) missing from \(lines)")
            }
            checked += 1
        }
        #expect(checked >= items.count / 2, "only \(checked) of \(items.count) kanji found: \(linesOfKanji.keys)")
        #expect(whole >= checked - 1, "\(linesOfKanji)")
    }

    @Test("Test screen snapshots: a kanji card with every reading, a kana-only word asked by meaning")
    func snapshots() throws {
        try StudyScreenSnapshots.check("test-kanji-card") { app in
            try app.context.settings.update { $0.questionOrder = .inOrder }
            Self.start([try Self.kanji("十", in: app)], mode: .flashcard, in: app)
            app.press(" ")
        }
        try StudyScreenSnapshots.check("test-kana-word") { app in
            Self.start([try Self.bus(in: app)], mode: .typedReading, in: app)
            app.press("ba")
        }
        try StudyScreenSnapshots.check("test-kanji-result") { app in
            try app.context.settings.update { $0.questionOrder = .inOrder }
            let items = Array(try app.context.library.items(for: Self.kanjiDay1))
            Self.start(items, mode: .flashcard, in: app)
            for index in 0..<items.count { app.press(index % 3 == 0 ? "n\r" : "y\r") }
        }
    }
}
