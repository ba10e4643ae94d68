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

