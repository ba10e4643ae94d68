import MainichiCore

/// The detail screens in English.
struct EnglishDetailStrings: DetailStrings {
    var bookmarkLabel: String { "bookmark" }
    func partOfSpeech(_ label: String) -> String { label }
    var bookmarkWordHelp: String { "Bookmark the word, or remove its bookmark" }
    var bookmarkKanjiHelp: String { "Bookmark the kanji, or remove its bookmark" }
    var sayLabel: String { "say" }
    var sayWordHelp: String { "Pronounce the word, or the selected example sentence" }
    var sayKanjiHelp: String { "Pronounce the first reading, or the selected word" }
    var addToReviewsLabel: String { "add to reviews" }
    var addWordHelp: String { "Add the word to reviews" }
    var addKanjiHelp: String { "Add the kanji to reviews" }
    var dayLabel: String { "day" }
    var wordDayHelp: String { "Open the word's day" }
    var kanjiDayHelp: String { "Open the kanji's day" }
    var strokeLabel: String { "stroke" }
    var strokeHelp: String { "Show the strokes one at a time, in writing order" }
    var playLabel: String { "play" }
    var playHelp: String { "Play the stroke order (any key stops it)" }
    var writeItLabel: String { "write it" }
    var writeItHelp: String { "Write the kanji on paper, then check it and grade yourself" }
    var notInDecks: String { "not in the decks" }
    var bookmarkedMark: String { "  * bookmarked" }
    var alsoWritten: String { "also written " }
    var alsoRead: String { "also read " }
    var pitch: String { "pitch" }

    func pitchName(_ pattern: PitchAccent.Pattern) -> String {
        switch pattern {
        case .flat: "平板 (flat)"
        case .headHigh: "頭高 (head-high)"
        case .middleHigh: "中高 (middle-high)"
        case .tailHigh: "尾高 (tail-high)"
        }
    }

    var koreanPrefix: String { "Korean " }
    func falseFriend(_ hangul: String, _ reason: String) -> String { "false friend! \(hangul): \(reason)" }
    var meanings: String { "Meanings" }
    var examples: String { "Examples" }
    var notes: String { "Notes" }
    var kanji: String { "Kanji" }
    var onLabel: String { "On" }
    var kunLabel: String { "Kun" }
    var rareReadingsLabel: String { "Rare" }
    var unofficialReadingsLabel: String { "Not jōyō" }
    var koreanLabel: String { "Korean" }
    var meaningsLabel: String { "Meanings" }
    var strokesLabel: String { "Strokes" }
    var radicalLabel: String { "Radical" }
    var gradeLabel: String { "Grade" }
    var frequencyLabel: String { "Frequency" }

    func gradeName(_ grade: Int) -> String {
        switch grade {
        case 1: "1st grade"
        case 2: "2nd grade"
        case 3: "3rd grade"
        case 4...6: "\(grade)th grade"
        case 8: "secondary school"
        case 9, 10: "names (jinmeiyo)"
        default: "\(grade)"
        }
    }

    func frequency(_ rank: Int) -> String { "\(rank) of 2500 in newspapers" }
    var exampleWords: String { "Example words" }
    func noStrokeOrder(_ kanji: String) -> String { "no stroke order for \(kanji)" }
    var anyKeyBack: String { "any key: back" }

    func strokeCaption(_ shown: Int?, of count: Int) -> String {
        if let shown { return "stroke \(shown) of \(count)" }
        return count == 1 ? "1 stroke" : "\(count) strokes"
    }

    var dictionaryTitle: String { "Dictionary" }
    var commonWord: String { "common word" }
    var notInYourDecks: String { "not in your decks" }
    func cannotOpen(_ name: String, _ error: String) -> String { "cannot open \(name): \(error)" }
}
