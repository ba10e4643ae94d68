/// One round of hangman: the reading of an item guessed letter by letter in romaji.
///
/// The reading is split into kana units (`KanaRomaji`); a unit shows once every letter of its
/// romaji has been guessed (or a hint revealed it). A letter not in the romaji costs a life, as
/// does a hint; the round is won when every unit shows and lost when the lives run out.
///
/// ```swift
/// var game = HangmanGame(item: item)      // 7 lives
/// game.guess("k")                          // .right: every unit spelled with k has it
/// game.hint()                              // reveals the first hidden kana, costs a life
/// game.state                               // .playing, .won or .lost
/// ```
public struct HangmanGame: Sendable, Equatable {
    /// Where the round is.
    public enum State: Sendable, Equatable {
        case playing, won, lost
    }

    /// What a guess did.
    public enum GuessResult: Sendable, Equatable {
        /// The letter is in the reading.
        case right
        /// It is not: a life is lost.
        case wrong
        /// Already guessed, not a letter, or the round is over: nothing changed.
        case ignored
    }

    /// Lives a round starts with by default.
    public static let defaultLives = 7

    /// The item guessed.
    public let item: StudyItem
    /// The reading as written (katakana stays katakana).
    public let reading: String
    /// The reading's units, each with its romaji.
    public let units: [KanaRomaji.Unit]
    /// Lives at the start.
    public let lives: Int
    /// Letters guessed so far, right and wrong, in the order guessed.
    public private(set) var guesses: [Character] = []
    /// Units revealed by hints.
    public private(set) var hinted: Set<Int> = []

    /// - Parameters:
    ///   - item: a word (its reading) or a kanji (its first on'yomi, else its first kun'yomi).
    ///   - lives: wrong guesses (and hints) allowed; at least 1.
    public init(item: StudyItem, lives: Int = HangmanGame.defaultLives) {
        self.item = item
        self.lives = max(1, lives)
        reading = Self.reading(of: item)
        units = KanaRomaji.units(of: reading)
    }

    /// The reading a round asks for.
    public static func reading(of item: StudyItem) -> String {
        item.spokenReading
    }

    /// The letters of the whole romaji, each once.
    private var letters: Set<Character> { Set(units.flatMap(\.romaji)) }

    /// Wrong letters, in the order guessed.
    public var wrongLetters: [Character] { guesses.filter { !letters.contains($0) } }
    /// Lives lost: wrong letters plus hints.
    public var livesLost: Int { wrongLetters.count + hinted.count }
    /// Lives left.
    public var livesLeft: Int { max(0, lives - livesLost) }

    /// Whether unit `index` shows.
    public func isRevealed(_ index: Int) -> Bool {
        hinted.contains(index) || units[index].romaji.allSatisfy(guesses.contains)
    }

    /// Whether the round is still on, won or lost.
    public var state: State {
        if units.indices.allSatisfy(isRevealed) { return .won }
        if livesLost >= lives { return .lost }
        return .playing
    }

    /// Guesses `letter` (a to z, case ignored).
    @discardableResult
    public mutating func guess(_ letter: Character) -> GuessResult {
        let lower = Character(letter.lowercased())
        guard state == .playing, lower.isASCII, lower.isLetter, !guesses.contains(lower) else { return .ignored }
        guesses.append(lower)
        return letters.contains(lower) ? .right : .wrong
    }

    /// Reveals the first hidden kana at the cost of a life; nil when nothing is hidden or the
    /// round is over (a hint never takes the last life: with one life left there is no hint).
    @discardableResult
    public mutating func hint() -> Int? {
        guard state == .playing, livesLeft > 1, let index = units.indices.first(where: { !isRevealed($0) }) else { return nil }
        hinted.insert(index)
        return index
    }
}
