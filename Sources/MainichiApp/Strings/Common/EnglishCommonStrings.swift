import MainichiCore

/// The shared words in English.
struct EnglishCommonStrings: CommonStrings {
    /// "1 word" or "2 words".
    static func plural(_ count: Int, _ one: String, _ other: String) -> String {
        "\(TextFormat.grouped(count)) \(count == 1 ? one : other)"
    }

    func count(_ count: Int, of kind: DeckKind) -> String {
        switch kind {
        case .vocab: Self.plural(count, "word", "words")
        case .kanji: Self.plural(count, "kanji", "kanji")
        }
    }

    func items(_ count: Int) -> String { Self.plural(count, "item", "items") }
    func days(_ count: Int) -> String { Self.plural(count, "day", "days") }
    func number(_ value: Int) -> String { TextFormat.grouped(value) }

    func kindName(_ kind: DeckKind) -> String {
        switch kind {
        case .vocab: "vocabulary"
        case .kanji: "kanji"
        }
    }

    func kindTitle(_ kind: DeckKind) -> String {
        switch kind {
        case .vocab: "Vocabulary"
        case .kanji: "Kanji"
        }
    }

    func day(_ day: Int) -> String { "Day \(day)" }
    func dayName(deck: String, day: Int) -> String { "\(deck) Day \(day)" }
    var namesDeck: String { "Names" }

    func testModeName(_ mode: TestMode) -> String {
        switch mode {
        case .multipleChoice: "multiple choice"
        case .typedReading: "typed reading"
        case .flashcard: "flashcard"
        case .onyomi: "on'yomi"
        case .meaningToWord: "word choice"
        }
    }

    func interval(_ seconds: Double) -> String { IntervalFormatter.string(for: seconds) }

    func date(year: Int, month: Int, day: Int) -> String {
        "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    func compactDate(year: Int, month: Int, day: Int) -> String { date(year: year, month: month, day: day) }

    func shortDate(month: Int, day: Int) -> String {
        "\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    func weekdayName(_ weekday: Int) -> String {
        ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][(weekday - 1 + 7) % 7]
    }

    func weekdayShort(_ weekday: Int) -> String {
        ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(weekday - 1 + 7) % 7]
    }

    func monthShort(_ month: Int) -> String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][(month - 1 + 12) % 12]
    }

    func reviewCounts(_ counts: ReviewCounts, compact: Bool) -> String {
        compact ? "\(counts.new) new \(counts.learning) learn \(counts.due) due"
            : "\(counts.new) new, \(counts.learning) learning, \(counts.due) due"
    }

    func nonzeroReviewCounts(_ counts: ReviewCounts) -> String {
        let parts = [(counts.new, "new"), (counts.learning, "learn"), (counts.due, "due")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "0 due" : parts.joined(separator: " ")
    }

    var yes: String { "Yes" }
    var no: String { "No" }
    var ok: String { "OK" }
}
