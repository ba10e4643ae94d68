import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Bookmarks, mistakes and history")
struct NotebookTests {
    static let day1 = DayKey(kind: .vocab, level: .n5, day: 1)

    /// Shows `controller` on top of the main menu.
    static func open(_ controller: ScreenController, in app: TestApp) {
        app.application.navigationController.push(controller)
        app.application.render()
    }

    /// Bookmarks three N5 Day 1 words and two kanji, a minute apart.
    static func bookmarkSome(in app: TestApp) throws {
        let words = try app.context.library.items(for: day1).prefix(3)
        let kanji = try app.context.library.items(for: DayKey(kind: .kanji, level: .n5, day: 1)).prefix(2)
        for item in Array(words) + Array(kanji) {
            try app.context.progress.toggleBookmark(item.id)
            app.advance(by: 60)
        }
    }

    /// Records a test of N5 Day 1 with the first `wrong` items wrong.
    static func missSome(_ wrong: Int, mode: TestMode = .multipleChoice, in app: TestApp) throws -> [StudyItem] {
        let items = Array(try app.context.library.items(for: day1))
        try app.context.progress.recordTest(TestOutcome(day: day1, mode: mode, rightIDs: items.dropFirst(wrong).map(\.id),
                                                        wrongIDs: items.prefix(wrong).map(\.id), date: app.now))
        return Array(items.prefix(wrong))
    }

    @Test("Mistakes, History and Bookmarks set their text in two cells like every other screen; at 40x12 a mistaken word keeps 8 cells",
          arguments: [Size(width: 40, height: 12), Size(width: 80, height: 24)])
    func margins(size: Size) throws {
        let app = try TestApp(size: size)
        let missed = try Self.missSome(2, in: app)
        try Self.bookmarkSome(in: app)
        for controller: ScreenController in [MistakesController(context: app.context), HistoryController(context: app.context),
                                             BookmarksController(context: app.context)] {
            Self.open(controller, in: app)
            let body = app.lines.dropFirst().prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(!body.isEmpty)
            for line in body {
                #expect(line.hasPrefix("  ") || line.hasPrefix("> "), "\(type(of: controller)): \(line)")
            }
            app.press("\u{1B}")
        }
        Self.open(MistakesController(context: app.context), in: app)
        for item in missed where item.headword.displayWidth <= 8 {
            #expect(app.lines.contains { $0.contains("  " + item.headword + " ") }, "\(item.headword) cut")
        }
    }

    // MARK: - Bookmarks

    @Test("At 80 columns a bookmarked word of seven kana is whole, beside a word with its reading")
    func bookmarkedWordsWhole() throws {
        let app = try TestApp()
        for id in ["v:おやすみなさい:おやすみなさい", "v:先生:せんせい"] {
            let item = try #require(app.context.library.item(withID: id), "\(id)")
            try app.context.progress.toggleBookmark(item.id)
        }
        Self.open(BookmarksController(context: app.context), in: app)
        #expect(app.lines.contains { $0.hasPrefix("  おやすみなさい  ") }, "\(app.screen)")
        #expect(app.lines.contains { $0.hasPrefix("  先生") && $0.contains("せんせい") }, "\(app.screen)")
    }

    @Test("Bookmarks: sections, b removes at once, s studies and t tests a section")
    func bookmarks() throws {
        let app = try TestApp()
        try Self.bookmarkSome(in: app)
        let controller = BookmarksController(context: app.context)
        Self.open(controller, in: app)
        #expect(app.lines[1].hasPrefix("  Vocabulary (3)"))
        #expect(app.screen.contains("Kanji (2)"))
        // The selection starts on the first word, not on the section title.
        let first = try #require(controller.selectedItem)
        #expect(first.kind == .vocab)
        app.press("b")
        #expect(!app.context.progress.progress.isBookmarked(first.id))
        #expect(app.screen.contains("Vocabulary (2)"))
        let listRows = app.lines[1..<(app.lines.count - 2)]
        #expect(!listRows.contains { $0.hasPrefix("  " + first.headword + " ") })
        #expect(app.lines[app.lines.count - 2].contains("Removed the bookmark of \(first.headword)"))
        #expect(controller.selectedItem?.kind == .vocab)
        // s studies the vocabulary section as a day.
        app.press("s")
        let study = try #require(app.application.navigationController.topController as? StudyListController)
        #expect(study.items.count == 2 && study.source == .bookmarks)
        app.press("\u{1B}")
        // Down to the kanji section; t tests just the two kanji.
        app.press("jj")
        #expect(controller.selectedItem?.kind == .kanji)
        app.press("t")
        let test = try #require(TestTaking.topTest(app))
        #expect(test.session.total == 2 && test.plan.source == .bookmarks)
        #expect(test.session.questions.allSatisfy { $0.item.kind == .kanji })
    }

    @Test("Bookmarks: u puts back the bookmarks b removed, the last removed first, offered only while there is one")
    func bookmarksUndo() throws {
        let app = try TestApp()
        try Self.bookmarkSome(in: app)
        let controller = BookmarksController(context: app.context)
        Self.open(controller, in: app)
        #expect(!app.lines[app.lines.count - 1].contains("u undo"))
        let first = try #require(controller.selectedItem)
        app.press("b")
        let second = try #require(controller.selectedItem)
        app.press("b")
        #expect(app.screen.contains("Vocabulary (1)"))
        #expect(app.lines[app.lines.count - 2].contains("u puts it back"))
        #expect(app.lines[app.lines.count - 1].contains("u undo"))
        app.press("u")
        #expect(app.context.progress.progress.isBookmarked(second.id))
        #expect(!app.context.progress.progress.isBookmarked(first.id))
        #expect(controller.selectedItem?.id == second.id)
        #expect(app.lines[app.lines.count - 2].contains("Bookmarked \(second.headword) again"))
        app.press("u")
        #expect(app.context.progress.progress.isBookmarked(first.id))
        #expect(app.screen.contains("Vocabulary (3)"))
        // Nothing left to put back: u is no longer offered.
        #expect(!app.lines[app.lines.count - 1].contains("u undo"))
    }

    @Test("Bookmarks snapshots")
    func bookmarksSnapshots() throws {
        try StudyScreenSnapshots.check("bookmarks") { app in
            try Self.bookmarkSome(in: app)
            Self.open(BookmarksController(context: app.context), in: app)
            app.press("j")
        }
        try StudyScreenSnapshots.check("bookmarks-empty") { app in
            Self.open(BookmarksController(context: app.context), in: app)
        }
    }

    // MARK: - Mistakes

    @Test("Mistakes: filters show in the header; three right answers in a row take an item out")
    func mistakes() throws {
        let app = try TestApp()
        let missed = try Self.missSome(2, in: app)
        app.advance(by: 60)
        let kanji = try #require(try app.context.library.items(for: DayKey(kind: .kanji, level: .n5, day: 1)).first)
        try app.context.progress.recordTest(TestOutcome(day: nil, mode: .typedReading, rightIDs: [], wrongIDs: [kanji.id], date: app.now))
        let controller = MistakesController(context: app.context)
        Self.open(controller, in: app)
        #expect(app.screen.contains("all kinds, all modes"))
        #expect(app.screen.contains("Items leave after 3 right answers in a row."))
        // Newest first: the kanji was missed a minute after the words.
        #expect(controller.entries.count == 3 && controller.entries.first?.item.id == kanji.id)
        app.press("f")
        #expect(app.screen.contains("vocabulary, all modes"))
        #expect(controller.entries.count == 2)
        app.press("o")
        #expect(app.screen.contains("vocabulary, multiple choice"))
        app.press("oo")
        #expect(app.screen.contains("vocabulary, flashcard"))
        #expect(controller.entries.isEmpty)
        #expect(app.screen.contains("Nothing matches this filter"))
        app.press("o")
        #expect(controller.entries.count == 2)

        // Test the two words: the first right, the second wrong, then both right twice.
        let (a, b) = (missed[0], missed[1])
        for round in 0..<3 {
            app.press("t")
            try TestTaking.answerAll(wrongIDs: round == 0 ? [b.id] : [], in: app)
            app.press("\u{1B}")
        }
        // a: right three times in a row, gone. b: wrong, right, right: still there, "2/3".
        #expect(app.context.progress.progress.mistakes[a.id] == nil)
        #expect(app.context.progress.progress.mistakes[b.id]?.rightStreak == 2)
        #expect(controller.entries.map(\.item.id) == [b.id])
        let row = try #require(app.lines.first { $0.contains(b.headword) })
        #expect(row.contains("2x") && row.contains("2/3"))
        // Studying them names the screen once: "Mistakes › Study", not "Mistakes › Mistakes".
        app.press("s")
        #expect(app.lines[0].contains("Mistakes › Study"))
        #expect(!app.lines[0].contains("Mistakes › Mistakes"))
    }

    @Test("Mistakes snapshots")
    func mistakesSnapshots() throws {
        try StudyScreenSnapshots.check("mistakes") { app in
            _ = try Self.missSome(3, in: app)
            app.advance(by: 86_400)
            _ = try Self.missSome(1, mode: .typedReading, in: app)
            Self.open(MistakesController(context: app.context), in: app)
        }
        try StudyScreenSnapshots.check("mistakes-empty") { app in
            Self.open(MistakesController(context: app.context), in: app)
        }
    }

    // MARK: - History

    /// A log with tests, a studied day, a day of reviews and one torn line.
    static func writeHistory(in app: TestApp) throws {
        let history = app.context.history
        try history.append(HistoryEvent(type: .study, time: app.now, kind: .vocab, level: .n5, day: 3))
        app.advance(by: 300)
        let outcome = TestOutcome(day: DayKey(kind: .vocab, level: .n5, day: 3), mode: .multipleChoice,
                                  rightIDs: (0..<18).map { "v:\($0)" }, wrongIDs: ["v:x", "v:y"], date: app.now)
        try history.append(.test(outcome, duration: 200))
        for _ in 0..<42 {
            app.advance(by: 20)
            try history.append(HistoryEvent(type: .review, time: app.now, itemID: "v:x", rating: .good))
        }
        var bookmarks = HistoryEvent.test(TestOutcome(day: nil, mode: .typedReading, rightIDs: ["k:日"], wrongIDs: [], date: app.now),
                                          source: .bookmarks)
        bookmarks.kind = .kanji
        try history.append(bookmarks)
        app.advance(by: 86_400)
        try history.append(HistoryEvent(type: .review, time: app.now, itemID: "v:x", rating: .again))
        // A crash in the middle of writing the next line.
        let handle = try FileHandle(forWritingTo: app.context.progress.journalURL)
        handle.seekToEndOfFile()
        handle.write(Data("{\"id\":\"app-test:99\",\"ti".utf8))
        try handle.close()
    }

    @Test("History: newest first, reviews folded per day, torn lines reported")
    func history() throws {
        let app = try TestApp()
        try Self.writeHistory(in: app)
        Self.open(HistoryController(context: app.context), in: app)
        let text = app.lines
        let reviewsToday = try #require(text.firstIndex { $0.contains("42 reviews") })
        let reviewsTomorrow = try #require(text.firstIndex { $0.contains("1 review") && !$0.contains("reviews") })
        let test = try #require(text.firstIndex { $0.contains("N5 Day 3") && $0.contains("multiple choice") && $0.contains("18/20") })
        let bookmarks = try #require(text.firstIndex { $0.contains("Bookmarks") && $0.contains("kanji") && $0.contains("1/1") })
        #expect(reviewsTomorrow < bookmarks && bookmarks < reviewsToday && reviewsToday < test)
        #expect(text[test].contains("2026-11-21 09:05"))
        #expect(app.screen.contains("1 unreadable line skipped"))
        #expect(app.screen.contains("journal-app-test.jsonl line"))
    }

    @Test("History of 10,000 lines opens with every entry listed")
    func longHistory() throws {
        let app = try TestApp()
        var entries: [HistoryEvent] = []
        for index in 0..<10_000 {
            entries.append(HistoryEvent(type: .test, time: app.now.addingTimeInterval(Double(index) * 60), kind: .vocab,
                                        level: .n5, day: index % 30 + 1, source: .day, mode: .flashcard,
                                        score: index % 21, total: 20))
        }
        try StudyHistory.writeJournal(of: entries, device: "fixture", in: app.directory)
        let controller = HistoryController(context: app.context)
        Self.open(controller, in: app)
        // Opened from the journal's end: the newest entries, the rest read on the way down.
        #expect(controller.rows.count < 10_000)
        #expect(app.screen.contains("+ entries"))
        #expect(app.screen.contains("N5 Day 10 ") && app.screen.contains("19/20"))
        app.press("G")
        #expect(controller.rows.count == 10_000)
        #expect(app.screen.contains("10000 entries"))
        #expect(app.screen.contains("N5 Day 1 ") && app.screen.contains("0/20"))
    }

    @Test("History read in pages: j and PageDown past the first page list every entry once, in order, as a full read does")
    func historyScrollsPastAPage() throws {
        let app = try TestApp()
        var entries: [HistoryEvent] = []
        // Tests on two devices (alternating minutes), and reviews folding into one row per date.
        for index in 0..<3_000 {
            let time = app.now.addingTimeInterval(Double(index) * 600)
            entries.append(index % 3 == 0
                ? HistoryEvent(type: .review, time: time, kind: .kanji, itemID: "k:日", rating: .good, duration: 3)
                : HistoryEvent(type: .test, time: time, kind: .vocab, level: .n5, day: index % 30 + 1, source: .day,
                               mode: .flashcard, score: index % 21, total: 20))
        }
        try StudyHistory.writeJournal(of: entries.enumerated().filter { $0.offset % 2 == 0 }.map(\.element), device: "desk", in: app.directory)
        try StudyHistory.writeJournal(of: entries.enumerated().filter { $0.offset % 2 == 1 }.map(\.element), device: "lap", in: app.directory)
        let full = HistoryController.rows(from: StudyHistory.read(directory: app.directory).events, calendar: app.context.calendar)
        let controller = HistoryController(context: app.context)
        Self.open(controller, in: app)
        let first = controller.rows.count
        #expect(first < full.count)
        // Down past the rows read on opening, a line and a screen at a time.
        var presses = 0
        while controller.hasMore, presses < 2_000 {
            if presses % 2 == 0 { app.press("j") } else { app.press(.pageDown) }
            presses += 1
        }
        #expect(!controller.hasMore)
        #expect(controller.rows.count == full.count)
        #expect(controller.rows.map { "\($0)" } == full.map { "\($0)" })
        #expect(app.screen.contains("\(full.count) entries"))
    }

    @Test("History snapshots")
    func historySnapshots() throws {
        try StudyScreenSnapshots.check("history") { app in
            try Self.writeHistory(in: app)
            Self.open(HistoryController(context: app.context), in: app)
        }
        try StudyScreenSnapshots.check("history-empty") { app in
            Self.open(HistoryController(context: app.context), in: app)
        }
    }
}
