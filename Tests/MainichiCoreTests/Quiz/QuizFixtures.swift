import MainichiCore

/// Items and a repeatable random source for quiz tests.
enum QuizFixtures {
    static func word(_ word: String, _ reading: String, _ meanings: [String], level: Level = .n5, day: Int = 1,
                     alternates: [String] = []) -> StudyItem {
        .vocab(VocabItem(id: "v:\(word):\(reading)", word: word, reading: reading, meanings: meanings, day: day,
                         level: level, alternates: alternates))
    }

    static func kanji(_ kanji: String, on: [String], kun: [String], meanings: [String], level: Level = .n5) -> StudyItem {
        .kanji(KanjiItem(id: "k:\(kanji)", kanji: kanji, day: 1, level: level, strokes: 4, radical: "日",
                         onyomi: on, kunyomi: kun, meanings: meanings))
    }

    /// `count` N5 words with distinct meanings "meaning 0", "meaning 1"...
    static func words(_ count: Int, level: Level = .n5) -> [StudyItem] {
        (0..<count).map { word("語\($0)\(level.rawValue)", "ご\($0)", ["meaning \($0) \(level.rawValue)"], level: level) }
    }
}

/// SplitMix64, so quiz tests are repeatable without the app's generator.
struct TestRandom: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
