#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// Hangman: guess the reading of a word (or kanji) letter by letter in romaji.
///
/// A game is up to `wordsPerGame` words drawn at random from a day, bookmarks, mistakes or a whole
/// level. Each round shows the meaning and the word as written (not for a word written in kana,
/// which is its own answer), the kana slots and the romaji spelled so far. Typing a letter
/// guesses it: each kana whose romaji is complete shows; a wrong letter costs a life and adds to
/// the ASCII gallows (7 lives). Tab reveals one kana for a life; `?` shows the rules; Esc ends the
/// game. After a round, Enter goes on. A lost word goes to the mistakes notebook; the finished
/// game (words won of words played) goes to history and statistics.
final class HangmanController: ScreenController {
    /// Words in one game at most.
    static let wordsPerGame = 10

    let context: AppContext
    /// What the game draws from, as the header and history name it ("N5 Day 3").
    let name: String
    let pool: [StudyItem]
    let day: DayKey?
    let source: HistoryEvent.Source
    let level: (kind: DeckKind, deck: DeckID)?

    /// The words of this game, in order.
    private(set) var words: [StudyItem] = []
    /// The round being played (index into `words`).
    private(set) var index = 0
    private(set) var game: HangmanGame?
    private(set) var won = 0
    private(set) var played = 0
    /// Whether the game's summary shows (every word played, or the learner stopped).
    private(set) var isOver = false
    private var startedAt = Date()
    private var hasRecordedGame = false

    /// The game's words in the interface's language.
    private var strings: any PracticeStrings { context.strings.practice }
    private var guessKey: KeyBinding {
        KeyBinding("abcdefghijklmnopqrstuvwxyz", keyLabel: "a-z", label: strings.guessLabel, help: strings.guessHelp)
    }
    private var hintKey: KeyBinding { KeyBinding(keys: [.tab], keyLabel: "Tab", label: strings.hintLabel, help: strings.hintHelp) }
    private var rulesKey: KeyBinding { KeyBinding("?", label: strings.rulesLabel, help: strings.rulesHelp, showsInFooter: false) }
    private var nextKey: KeyBinding { KeyBinding(keys: [.enter], keyLabel: "Enter", label: strings.nextLabel, help: strings.nextHelp) }
    private var againKey: KeyBinding {
        KeyBinding(keys: [.enter], keyLabel: "Enter", label: strings.newGameLabel, help: strings.newGameHelp)
    }
    private var stopKey: KeyBinding {
        KeyBinding(keys: [.escape], keyLabel: "Esc", label: strings.stopLabel, help: strings.stopHelp, showsInFooter: false)
    }

    /// - Parameters:
    ///   - name: what the game draws from ("N5 Day 3", "Bookmarks").
    ///   - items: the pool; words without a kana reading are left out.
    ///   - level: for a whole deck (a level), its kind and deck (for history).
    init(context: AppContext, name: String, items: [StudyItem], day: DayKey?, source: HistoryEvent.Source,
         level: (kind: DeckKind, deck: DeckID)? = nil) {
        self.context = context
        self.name = name
        self.pool = items.filter { !KanaRomaji.units(of: HangmanGame.reading(of: $0)).isEmpty }
        self.day = day
        self.source = source
        self.level = level
        super.init(title: context.strings.practice.hangmanTitle)
        newGame()
    }

    private func newGame() {
        var shuffled = pool
        shuffled.shuffle(using: &context.random)
        words = Array(shuffled.prefix(Self.wordsPerGame))
        index = 0
        won = 0
        played = 0
        isOver = words.isEmpty
        hasRecordedGame = false
        startedAt = context.now
        game = words.first.map { HangmanGame(item: $0) }
    }

    override var titleAccessory: String? {
        isOver || words.isEmpty ? nil : "\(min(index + 1, words.count))/\(words.count)"
    }

    /// Letters are guesses here, so only Esc goes back.
    override var backKeys: [Key] { [.escape] }

    override var keyBindings: [KeyBinding] {
        if isOver { return words.isEmpty ? [] : [againKey, rulesKey] }
        if game?.state == .playing { return [guessKey, hintKey, rulesKey, stopKey] }
        return [nextKey, rulesKey, stopKey]
    }

    /// Esc during a game ends it and shows the summary; Esc on the summary goes back.
    override func shouldPop() -> Bool {
        let showsSummary = !isOver && played > 0
        finishGame()
        return !showsSummary
    }

    override func handle(_ key: Key) -> Bool {
        if key == rulesKey.keys[0] {
            present(.message(strings.rules, title: strings.hangmanTitle, buttonTitle: context.strings.common.ok))
            return true
        }
        guard !isOver, var game else {
            if key == .enter, !words.isEmpty || !pool.isEmpty { newGame(); return true }
            return false
        }
        switch game.state {
        case .playing:
            if case .character(let letter) = key, letter.isASCII, letter.isLowercase {
                switch game.guess(letter) {
                case .right: showStatus(strings.letterRight(String(letter)), role: .correct)
                case .wrong: showStatus(strings.letterWrong(String(letter)), role: .wrong)
                case .ignored: showStatus(strings.letterAgain(String(letter)), role: .dim)
                }
            } else if key == .tab {
                if game.hint() == nil { showStatus(strings.noHint, role: .dim) }
            } else {
                return false
            }
            self.game = game
            if game.state != .playing { finishRound(game) }
        case .won, .lost:
            guard key == .enter || key == .space else { return false }
            index += 1
            if index < words.count {
                self.game = HangmanGame(item: words[index])
            } else {
                finishGame()
            }
        }
        return true
    }

    /// Counts a finished round; a lost word goes to the mistakes notebook.
    private func finishRound(_ game: HangmanGame) {
        played += 1
        if game.state == .won {
            won += 1
            return
        }
        let item = game.item
        let record = context.perform(self) {
            try context.progress.recordAnswer(itemID: item.id, kind: item.kind, mode: .typedReading, isRight: false,
                                              at: context.now)
        }
        if record?.enteredNotebook == true { showStatus(strings.addedToNotebook(item.headword), role: .dim) }
    }

    /// Ends the game: shows the summary and records it in history (once, when a word was played).
    private func finishGame() {
        isOver = true
        guard !hasRecordedGame, played > 0 else { return }
        hasRecordedGame = true
        var event = HistoryEvent(type: .game, time: context.now, kind: level?.kind ?? pool.first?.kind,
                                 level: level?.deck.jlpt?.level, source: source, score: won,
                                 total: played, duration: max(0, context.now.timeIntervalSince(startedAt)))
        if let deck = level?.deck { event.deck = deck }
        event.setDay(day, kind: pool.first?.kind)
        context.perform(self) { try context.history.append(event) }
    }


    // MARK: - Drawing

    override func draw(in canvas: Canvas) {
        let left = canvas.width >= 60 ? 2 : 1
        canvas.draw(strings.gameName(name), at: Point(x: left, y: 0), role: .dim, maxWidth: canvas.width - left - 1)
        if words.isEmpty {
            canvas.draw(strings.nothingToPlay, at: Point(x: left, y: 2), role: .dim,
                        maxWidth: canvas.width - left - 1)
            return
        }
        if isOver {
            drawSummary(in: canvas, left: left)
            return
        }
        guard let game else { return }
        let gallowsWidth = 9
        let textWidth = max(10, canvas.width - left - gallowsWidth - 2)
        let gap = canvas.height >= 16 ? 1 : 0
        var y = 1 + gap
        let item = game.item
        let showsWord = item.vocab.map { !$0.isKanaOnly && !$0.word.allSatisfy(Kana.isKana) } ?? true
        if showsWord {
            canvas.draw(item.headword, at: Point(x: left, y: y), role: .title, maxWidth: textWidth)
            y += 1
        }
        canvas.draw(context.meaningSummary(item), at: Point(x: left, y: y), maxWidth: textWidth)
        y += 1 + gap + 1

        // The kana slots, then the romaji spelled so far.
        var slots: [(String, StyleRole)] = []
        var romaji: [(String, StyleRole)] = []
        let over = game.state != .playing
        for (position, unit) in game.units.enumerated() {
            let shown = game.isRevealed(position)
            let width = unit.kana.displayWidth
            if shown || over {
                slots.append((unit.kana, shown ? .correct : .wrong))
            } else {
                slots.append((String(repeating: "_", count: width), .accent))
            }
            let spelled = String(unit.romaji.map { shown || over || game.guesses.contains($0) ? $0 : "_" })
            romaji.append((spelled, shown ? .normal : .dim))
            if position < game.units.count - 1 {
                slots.append((" ", .normal))
                romaji.append((" ", .normal))
            }
        }
        canvas.subcanvas(Rect(x: left, y: y, width: textWidth, height: 1)).draw(slots, at: .zero)
        canvas.subcanvas(Rect(x: left, y: y + 1, width: textWidth, height: 1)).draw(romaji, at: .zero)
        y += 2 + gap
        let wrong = game.wrongLetters.map(String.init).joined(separator: textWidth < 40 ? "" : " ")
        canvas.subcanvas(Rect(x: left, y: y, width: textWidth, height: 1)).draw(
            [(strings.lives, .dim), ("\(game.livesLeft)/\(game.lives)", game.livesLeft <= 2 ? .wrong : .accent),
             (strings.wrong, .dim), (wrong.isEmpty ? "-" : wrong, .wrong)], at: .zero)
        y += 1
        switch game.state {
        case .won:
            canvas.draw(strings.solved, at: Point(x: left, y: y), role: .correct, maxWidth: textWidth)
        case .lost:
            canvas.draw(strings.readingWas(game.reading), at: Point(x: left, y: y), role: .wrong, maxWidth: textWidth)
        case .playing:
            break
        }

        let stages = Self.gallows(livesLost: game.livesLost, lives: game.lives)
        let gallowsX = canvas.width - gallowsWidth - 1
        let gallowsY = max(1, min(1 + gap, canvas.height - stages.count))
        for (row, line) in stages.enumerated() where gallowsY + row < canvas.height {
            canvas.draw(line, at: Point(x: gallowsX, y: gallowsY + row), role: game.state == .lost ? .wrong : .normal)
        }
    }

    private func drawSummary(in canvas: Canvas, left: Int) {
        let width = canvas.width - left - 1
        canvas.draw(strings.gameOver, at: Point(x: left, y: 2), role: .title, maxWidth: width)
        canvas.draw(strings.solvedCount(won, of: played), at: Point(x: left, y: 3),
                    role: won == played && played > 0 ? .correct : .normal, maxWidth: width)
        canvas.draw(played > won ? strings.lostInNotebook : "",
                    at: Point(x: left, y: 4), role: .dim, maxWidth: width)
        canvas.draw(strings.newGameOrBack, at: Point(x: left, y: 6), role: .dim, maxWidth: width)
    }

    /// The gallows after `livesLost` of `lives`, 7 rows of ASCII: rope, head, body, arms and legs
    /// appear in turn (scaled when there are more or fewer than 7 lives).
    static func gallows(livesLost: Int, lives: Int) -> [String] {
        let parts = lives <= 0 ? 7 : min(7, (livesLost * 7 + lives - 1) / lives)
        func part(_ number: Int, _ text: Character) -> Character { parts >= number ? text : " " }
        return [
            " +----+",
            " |    \(part(1, "|"))",
            " |    \(part(2, "O"))",
            " |   \(part(4, "/"))\(part(3, "|"))\(part(5, "\\"))",
            " |   \(part(6, "/")) \(part(7, "\\"))",
            " |",
            "=====",
        ]
    }
}
