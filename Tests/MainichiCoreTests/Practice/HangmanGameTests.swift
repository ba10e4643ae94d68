import Testing
@testable import MainichiCore

@Suite struct HangmanGameTests {
    static let cases: [(kana: String, romaji: [String])] = [
        ("きょう", ["kyo", "u"]),
        ("がっこう", ["ga", "k", "ko", "u"]),
        ("ちょっと", ["cho", "t", "to"]),
        ("まっちゃ", ["ma", "t", "cha"]),
        ("しゃしん", ["sha", "shi", "n"]),
        ("コーヒー", ["ko", "o", "hi", "i"]),
        ("ふじさん", ["fu", "ji", "sa", "n"]),
        ("じゅう", ["ju", "u"]),
        ("ファイル", ["fa", "i", "ru"]),
        ("〜び", ["bi"]),
    ]

    @Test(arguments: cases)
    func unitsSpellHepburn(kana: String, romaji: [String]) {
        #expect(KanaRomaji.units(of: kana).map(\.romaji) == romaji)
        #expect(KanaRomaji.units(of: kana).map(\.kana).joined() == kana.filter(Kana.isKana))
    }

    static let school = StudyItem.vocab(VocabItem(id: "v:学校:がっこう", word: "学校", reading: "がっこう",
                                                  meanings: ["school"], day: 1, level: .n5))

    @Test func rightLettersRevealKanaAndTheRoundIsWon() {
        var game = HangmanGame(item: Self.school)
        #expect(game.units.count == 4 && game.state == .playing)
        #expect(game.guess("g") == .right)
        #expect(!game.isRevealed(0), "が needs a too")
        #expect(game.guess("A") == .right)
        #expect(game.isRevealed(0))
        #expect(game.guess("a") == .ignored, "a letter counts once")
        #expect(game.guess("k") == .right)
        #expect(game.isRevealed(1) && !game.isRevealed(2))
        #expect(game.guess("o") == .right)
        #expect(game.guess("u") == .right)
        #expect(game.state == .won)
        #expect(game.livesLeft == 7)
        #expect(game.guess("z") == .ignored, "the round is over")
    }

    @Test func wrongLettersAndHintsCostLivesUntilTheRoundIsLost() {
        var game = HangmanGame(item: Self.school, lives: 4)
        #expect(game.guess("z") == .wrong)
        #expect(game.guess("1") == .ignored)
        #expect(game.hint() == 0)
        #expect(game.isRevealed(0))
        #expect(game.livesLeft == 2)
        #expect(game.guess("x") == .wrong)
        #expect(game.hint() == nil, "a hint never takes the last life")
        #expect(game.guess("q") == .wrong)
        #expect(game.state == .lost)
        #expect(game.wrongLetters == ["z", "x", "q"])
    }
}
