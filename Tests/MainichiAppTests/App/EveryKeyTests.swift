import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Walks every screen of the app on the in-memory terminal and checks its keys against what the
/// `?` help lists (the footer shows a part of the same bindings):
///
/// - every key of every listed binding is handled and does something a user notices (the frame
///   changes: screen, selection, status line, cursor; or a word is spoken, or the app quits),
///   tried from the screen as reached and, when that shows nothing (`k` on the first row), after
///   a Down, a PgDn or an End first;
/// - no key the help does not list changes anything: every printable key, the named keys and
///   Ctrl-letters are pressed on the screen.
///
/// Each screen is reached by scripted keys from a fresh app over the bundled decks; what a
/// script types or expects is taken from the loaded decks, never hard-coded.
@Suite("Every key of every screen")
struct EveryKeyTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    /// One screen to walk: how to reach it, and the listed keys that may stay silent there (with
    /// the reason), for keys whose effect needs a state the walk does not build.
    struct Stop: CustomTestStringConvertible, Sendable {
        let name: String
        var welcomeShown = true
        /// Changes made through the core before the keys (a bookmark, a review, a deck).
        var setup: @Sendable (TestApp) throws -> Void = { _ in }
        /// The keys that reach the screen from the main menu.
        var script: @Sendable (TestApp) -> [Key]
        /// Listed keys allowed to do nothing visible here, each with the reason.
        var silent: [Key: String] = [:]

        var testDescription: String { name }
    }

    // MARK: - The walk

    @Test("Listed keys act; unlisted keys change nothing", arguments: Self.stops)
    func keysMatchTheHelp(_ stop: Stop) throws {
        let decks = try Self.makeDecks(in: scratch)
        /// A fresh app on the stop's screen, with the status line cleared.
        func reach() throws -> TestApp {
            let app = try TestApp(welcomeShown: stop.welcomeShown, decks: decks)
            try stop.setup(app)
            for key in stop.script(app) { app.press(key) }
            app.application.navigationController.clearStatus()
            app.application.render()
            return app
        }
        func retire(_ app: TestApp) {
            app.close()
        }

        var app = try reach()
        defer { retire(app) }
        let navigation = app.application.navigationController
        #expect(!app.application.hasQuit, "\(stop.name): the script quit the app")
        let screens = navigation.viewControllers.map(ObjectIdentifier.init)
        let listed = navigation.helpKeyBindings.screen + navigation.helpKeyBindings.everywhere
        #expect(!listed.isEmpty, "\(stop.name): the help lists no key")
        // The footer shows only keys the help lists.
        for binding in navigation.keyBindings.filter(\.showsInFooter) {
            for key in binding.keys {
                #expect(listed.contains { $0.matches(key) }, "\(stop.name): footer key \(key.displayName) is not in the help")
            }
        }
        /// Whether `app` left the stop's screen (another screen, an alert, the help, quit).
        func left(_ app: TestApp) -> Bool {
            let navigation = app.application.navigationController
            return app.application.hasQuit || navigation.presentedAlert != nil || navigation.isShowingHelp
                || navigation.viewControllers.map(ObjectIdentifier.init) != screens
        }

        // Every listed key does something. Keys are pressed one after another on the screen
        // (j then k, r then r) while it stays the same screen, on a fresh app after one that
        // left it; a key that shows nothing is tried again after a preparation.
        for binding in listed {
            let keys = binding.keys + (binding.matchesText ? [Key.character("a")] : [])
            for key in keys where stop.silent[key] == nil {
                if left(app) {
                    retire(app)
                    app = try reach()
                }
                let before = Observation(app)
                app.press(key)
                var acted = Observation(app) != before
                for preparation in Self.preparations where !acted {
                    let fresh = try reach()
                    defer { retire(fresh) }
                    for step in preparation { fresh.press(step) }
                    let prepared = Observation(fresh)
                    fresh.press(key)
                    acted = Observation(fresh) != prepared
                }
                #expect(acted, "\(stop.name): \(key.displayName) (\(binding.keyLabel) \(binding.label)) does nothing")
            }
        }

        // No unlisted key changes anything.
        retire(app)
        app = try reach()
        for key in Self.probeKeys where !listed.contains(where: { $0.matches(key) }) {
            let before = Observation(app)
            app.press(key)
            if Observation(app) != before {
                Issue.record("\(stop.name): \(key.displayName) is not in the help but changed the screen:\n\(app.screen)")
                retire(app)
                app = try reach()
            }
        }
    }

    /// What a user would notice after a key: the frame (text, styles, cursor), speech, quitting.
    struct Observation: Equatable {
        let frame: String
        let spoken: Int
        let quit: Bool

        init(_ app: TestApp) {
            frame = app.terminal.snapshot
            spoken = app.pronouncer.spokenTexts.count
            quit = app.application.hasQuit
        }
    }

    /// States to try again a listed key that showed nothing: after moving down, paging down or
    /// going to the end (keys that go up), after Space (h collapses what Space expanded), after
    /// typing a letter, and then Home (the editing keys of a text field).
    static let preparations: [[Key]] = [[.down], [.pageDown], [.end], [.space], [.character("a")],
                                        [.character("a"), .home]]

    /// Every key the walk presses: printable ASCII, the named keys, F1 and Ctrl-letters.
    static let probeKeys: [Key] = (32...126).map { Key.character(Character(Unicode.Scalar($0)!)) }
        + [.enter, .escape, .backspace, .delete, .tab, .backTab, .up, .down, .left, .right, .pageUp, .pageDown,
           .home, .end, .function(1)]
        + "abdefghijklmnopqrstuvwxyz".map { Key.control($0) }

    /// A decks directory with the bundled N5 vocabulary and kanji and the stroke data, linked
    /// from the committed decks: every screen has its content, and each of the many apps the
    /// walk opens decodes (and indexes for search) two decks, not eleven.
    static func makeDecks(in scratch: TemporaryDirectory) throws -> URL {
        let directory = scratch.fresh("decks")
        for kind in ["vocab", "kanji"] {
            let folder = directory.appendingPathComponent(kind)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("n5.json"),
                                                       withDestinationURL: TestApp.decksDirectory.appendingPathComponent("\(kind)/n5.json"))
        }
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("strokes.txt"),
                                                   withDestinationURL: TestApp.decksDirectory.appendingPathComponent("strokes.txt"))
        return directory
    }

    // MARK: - Screens

    /// Down presses that select `entry` in the main menu, then Enter.
    static func menu(_ entry: MainMenuController.Entry, _ app: TestApp) -> [Key] {
        let index = MainMenuController(context: app.context).entries.firstIndex(of: entry) ?? 0
        return Array(repeating: .down, count: index) + [.enter]
    }

    /// Down presses that select `option` in Settings, then Enter.
    static func setting(_ option: SettingsController.Option, _ app: TestApp) -> [Key] {
        menu(.settings, app) + Array(repeating: .down, count: SettingsController.Option.allCases.firstIndex(of: option) ?? 0)
            + [.enter]
    }

    /// The first day of the first N5 vocabulary deck, its items.
    static func firstDay(_ app: TestApp, kind: DeckKind = .vocab) -> [StudyItem] {
        Array((try? app.context.library.items(for: DayKey(kind: kind, level: .n5, day: 1))) ?? [])
    }

    static let wordList: @Sendable (TestApp) -> [Key] = { menu(.vocabulary, $0) + [.enter, .enter] }
    static let kanjiList: @Sendable (TestApp) -> [Key] = { menu(.kanji, $0) + [.enter, .enter] }

    /// Bookmarks and reviews for the first day's first three words.
    static let someProgress: @Sendable (TestApp) throws -> Void = { app in
        let ids = firstDay(app).prefix(3).map(\.id)
        for id in ids { _ = try app.context.progress.toggleBookmark(id) }
        _ = try app.context.progress.addToReviews(Array(ids))
        for id in ids {
            _ = try app.context.progress.recordAnswer(itemID: id, kind: .vocab, mode: .multipleChoice, isRight: false,
                                                      at: app.now)
        }
    }

    /// A deck of the learner's own with one word.
    static let ownDeck: @Sendable (TestApp) throws -> Void = { app in
        guard let store = app.context.deckStore else { return }
        let deck = try store.createDeck(named: "Own", kind: .vocab)
        let word = firstDay(app)[0]
        try store.addWord(WordDraft(word: word.headword, reading: word.primaryReading, meanings: ["own meaning"]),
                          toDeck: deck.id)
    }

    /// A short text on disk, on the reader's shelf (Read in the menu lists it).
    @Sendable static func readFile(_ app: TestApp) throws {
        let file = app.directory.appendingPathComponent("story.txt")
        try ReaderTestText.story.lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        try app.context.readerShelf.note(file.path, line: 0, column: 0, at: app.now)
    }

    static func testMode(_ mode: TestMode) -> @Sendable (TestApp) throws -> Void {
        { app in try app.context.settings.update { $0.defaultTestMode = mode } }
    }

    static let stops: [Stop] = [
        Stop(name: "Welcome", welcomeShown: false, script: { _ in [] }),
        Stop(name: "Main menu", script: { _ in [] }),
        Stop(name: "Levels", script: { menu(.vocabulary, $0) }),
        Stop(name: "Days", script: { menu(.vocabulary, $0) + [.enter] }),
        Stop(name: "Word list", script: wordList),
        Stop(name: "Word list, readings shown", script: { wordList($0) + [.character("R")] }),
        Stop(name: "Word detail", script: { wordList($0) + [.enter] }),
        Stop(name: "Kanji list", script: kanjiList),
        Stop(name: "Kanji detail", script: { kanjiList($0) + [.enter] }),
        Stop(name: "Test mode picker", script: { wordList($0) + [.character("T")] }),
        Stop(name: "Test, multiple choice", script: { wordList($0) + [.character("t")] }),
        Stop(name: "Test, answered", script: { wordList($0) + [.character("t"), .character("1")] }),
        Stop(name: "Test, typed reading", setup: testMode(.typedReading), script: { wordList($0) + [.character("t")] }),
        Stop(name: "Test, flashcard", setup: testMode(.flashcard), script: { wordList($0) + [.character("t")] }),
        Stop(name: "Test result", script: { app in
            wordList(app) + [.character("t")] + Array(firstDay(app).map { _ in [Key.character("1"), .enter] }.joined())
        }),
        Stop(name: "Hangman", script: { wordList($0) + [.character("H")] }),
        Stop(name: "Write it", script: { kanjiList($0) + [.character("w")] }),
        Stop(name: "Review, empty", script: { menu(.review, $0) }),
        Stop(name: "Review, front", setup: someProgress, script: { menu(.review, $0) }),
        Stop(name: "Review, typing", setup: someProgress, script: { menu(.review, $0) + [.character("i")] }),
        Stop(name: "Review, answer", setup: someProgress, script: { menu(.review, $0) + [.space] }),
        Stop(name: "Bookmarks", setup: someProgress, script: { menu(.bookmarks, $0) }),
        Stop(name: "Mistakes", setup: someProgress, script: { menu(.mistakes, $0) }),
        Stop(name: "Leeches", setup: someProgress, script: { menu(.mistakes, $0) + [.character("L")] }),
        Stop(name: "Search", script: { menu(.search, $0) }),
        Stop(name: "Search, typed", script: { app in
            [.character("/")] + firstDay(app)[0].headword.map { Key.character($0) }
        }),
        Stop(name: "Search, results", script: { app in
            [.character("/")] + firstDay(app)[0].headword.map { Key.character($0) } + [.tab]
        }),
        Stop(name: "Statistics", setup: someProgress, script: { menu(.statistics, $0) }),
        Stop(name: "History", setup: someProgress, script: { menu(.history, $0) }),
        Stop(name: "Settings", script: { menu(.settings, $0) }),
        Stop(name: "Retention simulator", script: { setting(.desiredRetention, $0) }),
        Stop(name: "Easy days", script: { setting(.easyDays, $0) }),
        Stop(name: "Days off", script: { setting(.daysOff, $0) }),
        Stop(name: "Sync folder", script: { setting(.syncFolder, $0) }),
        Stop(name: "Help", script: { menu(.help, $0) }),
        Stop(name: "My decks, none", script: { menu(.myDecks, $0) }),
        Stop(name: "My decks", setup: ownDeck, script: { menu(.myDecks, $0) }),
        Stop(name: "Own deck days", setup: ownDeck, script: { menu(.myDecks, $0) + [.enter] }),
        Stop(name: "Own deck words", setup: ownDeck, script: { menu(.myDecks, $0) + [.enter, .enter] }),
        Stop(name: "Deck name", script: { menu(.myDecks, $0) + [.character("n")] }),
        Stop(name: "Word form", setup: ownDeck, script: { menu(.myDecks, $0) + [.character("a")] }),
        Stop(name: "Deck picker", setup: ownDeck, script: { wordList($0) + [.enter, .character("+")] }),
        Stop(name: "Import", setup: ownDeck, script: { menu(.myDecks, $0) + [.character("i")] }),
        Stop(name: "Export", setup: ownDeck, script: { menu(.myDecks, $0) + [.character("E")] }),
        Stop(name: "Read, no file", script: { menu(.read, $0) }),
        Stop(name: "Read, files", setup: readFile, script: { menu(.read, $0) }),
        // The walk's decks have no dictionary: the Read screen shows the text without its words.
        Stop(name: "Read screen, no dictionary", setup: readFile, script: { menu(.read, $0) + [.enter] }),
    ]
}
