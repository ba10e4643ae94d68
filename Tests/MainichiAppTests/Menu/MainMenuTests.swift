import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

@Suite("Main menu")
struct MainMenuTests {
    @Test("Menu snapshots")
    func menuSnapshots() throws {
        try StudyScreenSnapshots.check("menu") { app in
            try app.context.progress.toggleBookmark("v:一:いち")
            try app.context.progress.recordTest(TestOutcome(day: DayKey(kind: .vocab, level: .n5, day: 1), mode: .multipleChoice,
                                                            rightIDs: ["v:一:いち"], wrongIDs: ["v:国:くに"], date: app.now))
            app.press("jk")
        }
    }

    @Test("Welcome snapshots on first run")
    func welcomeSnapshots() throws {
        try StudyScreenSnapshots.check("welcome", welcomeShown: false) { _ in }
    }

    @Test("Help snapshots")
    func helpSnapshots() throws {
        try StudyScreenSnapshots.check("help") { app in
            app.press("G\r")
        }
    }

    @Test("The menu lists every part in order, with statuses from the progress")
    func entriesAndStatuses() throws {
        let app = try TestApp()
        let titles = ["Vocabulary", "Kanji", "Review", "Bookmarks", "Mistakes", "Search", "Statistics", "History", "Settings", "Help"]
        let rows = titles.map { title in app.lines.firstIndex { $0.hasPrefix("  " + title + " ") } }
        #expect(rows.allSatisfy { $0 != nil })
        #expect(rows.compactMap { $0 } == rows.compactMap { $0 }.sorted())
        #expect(app.screen.contains("N5 Day 1 next"))
        #expect(app.screen.contains("nothing studied yet"))

        let day1 = DayKey(kind: .vocab, level: .n5, day: 1)
        try app.context.progress.toggleBookmark("v:一:いち")
        try app.context.progress.toggleBookmark("v:国:くに")
        try app.context.progress.recordTest(TestOutcome(day: day1, mode: .multipleChoice, rightIDs: ["v:一:いち"],
                                                        wrongIDs: ["v:国:くに", "v:人:ひと"], date: app.now))
        try app.context.progress.addToReviews(["v:一:いち", "v:人:ひと"])
        // Statuses refresh when the menu comes back into view.
        app.press("\r")
        app.press("\u{1B}")
        // 1/3 is no pass: Day 1 is still the next one.
        #expect(app.screen.contains("N5 Day 1 next"))
        #expect(app.screen.contains("2 bookmarked"))
        #expect(app.screen.contains("2 in notebook"))
        #expect(app.screen.contains("2 new, 0 learning, 0 due"))
        #expect(app.screen.contains("last: 2026-11-21"))
    }

    @Test("The welcome screen shows once; Enter continues to the menu")
    func welcomeOnce() throws {
        let first = try TestApp(welcomeShown: false)
        #expect(first.lines[0].contains("Welcome"))
        first.press("\r")
        #expect(first.screen.contains("Vocabulary"))
        #expect(!first.lines[0].contains("Welcome"))
        #expect(first.context.settings.settings.welcomeShown)
        first.close()

        let relaunch = try TestApp(directory: first.directory, welcomeShown: false)
        #expect(!relaunch.lines[0].contains("Welcome"))
        #expect(relaunch.screen.contains("Vocabulary"))
    }

    @Test("Startup notices are shown once, in an alert")
    func startupNotices() throws {
        let app = try TestApp(root: { context in
            context.startupNotices = [.progressRecovered([.damaged(reason: "not valid JSON", movedTo: "progress.json.damaged",
                                                                   restoredSaved: "2026-11-20 10:00")])]
            return MainMenuController(context: context)
        })
        #expect(app.screen.contains("restored from the backup"))
        app.press("\r")
        #expect(!app.screen.contains("restored from the backup"))
        app.press("\r")
        app.press("\u{1B}")
        #expect(!app.screen.contains("restored from the backup"))
    }

    @Test("A deck another machine brought back is said when the menu is next on screen")
    func noticeOnReturn() throws {
        let app = try TestApp()
        app.press("\r")
        #expect(app.lines[0].contains("Mainichi › Vocabulary"))
        // What a deck sync round adds while another screen is open.
        let time = Date(timeIntervalSince1970: 1_795_251_600)
        let deck = try #require(DeckID(rawValue: "user-manga"))
        app.context.startupNotices.append(.decksCameBack([UserDeckComeback(deck: deck, title: "Manga words", deletedBy: "laptop",
                                                                          deletedAt: time, changedBy: "desktop", changedAt: time + 60,
                                                                          deletedHere: true)]))
        app.press("\u{1B}")
        #expect(app.screen.contains("A deleted deck came back"))
        #expect(app.screen.contains("Manga words"))
        app.press("\r")
        #expect(!app.screen.contains("Manga words"))
        #expect(app.context.startupNotices.isEmpty)
    }

    @Test("Each entry opens its screen")
    func entriesOpen() throws {
        let app = try TestApp()
        app.press("\r")
        #expect(app.lines[0].contains("Mainichi › Vocabulary"))
        app.press("\u{1B}j\r")
        #expect(app.lines[0].contains("Mainichi › Kanji"))
        app.press("\u{1B}G\r")
        #expect(app.lines[0].contains("Mainichi › Help"))
        app.press("\u{1B}k\r")
        #expect(app.lines[0].contains("Mainichi › Settings"))
    }

    @Test("Help scrolls to its end")
    func helpScrolls() throws {
        let app = try TestApp(size: Size(width: 40, height: 12))
        app.press("G\r")
        #expect(app.screen.contains("How it works"))
        app.press("G")
        #expect(!app.screen.contains("How it works"))
        #expect(app.screen.contains("Every change is saved"))
        app.press("g")
        #expect(app.screen.contains("How it works"))
    }
}
