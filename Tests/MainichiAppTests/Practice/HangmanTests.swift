import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

@Suite("Hangman")
struct HangmanTests {
    static func top(_ app: TestApp) -> HangmanController? {
        app.application.navigationController.topController as? HangmanController
    }

    /// Opens N5 Day 1 and starts hangman with `H`.
    static func start(in app: TestApp) throws -> HangmanController {
        TestTaking.openN5Day1(app)
        app.press("H")
        return try #require(top(app))
    }

    /// The letters of the current word's romaji, each once, in order.
    static func rightLetters(_ game: HangmanGame) -> [Character] {
        var seen = Set<Character>()
        return game.units.flatMap(\.romaji).filter { seen.insert($0).inserted }
    }

    /// Letters not in the current word's romaji.
    static func wrongLetters(_ game: HangmanGame) -> [Character] {
        let right = Set(game.units.flatMap(\.romaji))
        return "zxqvjlwcfpdgbmhkyrsnt".filter { !right.contains($0) }.map { $0 }
    }

    @Test("A won and a lost game: kana show as guessed, the gallows grow, the lost word is a mistake, history has the game")
    func wonAndLost() throws {
        let app = try TestApp()
        let hangman = try Self.start(in: app)
        let dayItems = try app.context.library.items(for: DayKey(kind: .vocab, level: .n5, day: 1))
        #expect(hangman.words.count == min(HangmanController.wordsPerGame, dayItems.count))
        let first = try #require(hangman.game)
        if first.item.vocab?.isKanaOnly == false { #expect(app.screen.contains(first.item.headword)) }
        #expect(app.screen.contains(String(first.item.meaningSummary.prefix(10))))
        #expect(!app.screen.contains(first.reading))
        for letter in Self.rightLetters(first) { app.press(String(letter)) }
        #expect(hangman.game?.state == .won)
        #expect(app.screen.contains("✓ solved"))
        #expect(app.screen.contains(first.units.map(\.kana).joined(separator: " ")))
        #expect(!app.screen.contains("  O"), "no part of the gallows after a clean win")

        app.press("\r")
        let second = try #require(hangman.game)
        #expect(second.item.id != first.item.id)
        let wrong = Self.wrongLetters(second)
        for letter in wrong.prefix(3) { app.press(String(letter)) }
        #expect(app.screen.contains("lives 4/7"))
        #expect(app.lines.contains { $0.hasSuffix("O ") || $0.contains("|    O") }, "the head hangs after three misses")
        for letter in wrong.dropFirst(3).prefix(4) { app.press(String(letter)) }
        #expect(hangman.game?.state == .lost)
        #expect(app.screen.contains("✗ the reading was \(second.reading)"))
        #expect(app.context.progress.progress.mistakes[second.item.id] != nil, "a lost word goes to the notebook")
        #expect(app.context.progress.progress.mistakes[first.item.id] == nil)

        app.press("\r")
        app.press("\u{1B}")
        #expect(hangman.isOver)
        #expect(app.screen.contains("You solved 1 of 2 words."))
        let events = app.context.history.read().events.filter { $0.type == .game }
        #expect(events.count == 1)
        #expect(events.first?.score == 1 && events.first?.total == 2 && events.first?.day == 1)
        let statistics = Statistics.compute(library: app.context.library, progress: app.context.progress.progress,
                                            events: app.context.history.read().events, now: app.now, calendar: app.context.calendar)
        #expect(statistics.hangmanWon == 1 && statistics.hangmanPlayed == 2)
        app.press("\u{1B}")
        #expect(Self.top(app) == nil)
    }

    @Test("A hint shows a kana for a life; ? shows the rules")
    func hintAndRules() throws {
        let app = try TestApp()
        let hangman = try Self.start(in: app)
        app.press("\t")
        #expect(hangman.game?.isRevealed(0) == true)
        #expect(app.screen.contains("lives 6/7"))
        app.press("?")
        #expect(app.screen.contains("romaji"))
        #expect(app.screen.contains("costs one of 7"))
    }

    @Test("Hangman snapshots: a game under way and a lost round")
    func snapshots() throws {
        try StudyScreenSnapshots.check("hangman-playing") { app in
            let hangman = try Self.start(in: app)
            let game = try #require(hangman.game)
            app.press(String(Self.rightLetters(game)[0]) + String(Self.wrongLetters(game)[0]))
        }
        try StudyScreenSnapshots.check("hangman-lost") { app in
            let hangman = try Self.start(in: app)
            let game = try #require(hangman.game)
            app.press(String(Self.wrongLetters(game).prefix(7)))
        }
    }
}
