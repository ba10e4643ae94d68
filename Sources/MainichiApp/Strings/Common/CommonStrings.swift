import MainichiCore

/// Words many screens share: counts with their plurals, numbers, intervals, dates and weekdays,
/// the names of levels, deck kinds and test modes, and the common buttons.
///
/// Every requirement is a whole phrase (count and noun together), because languages put the
/// number in different places ("3 words", "단어 3개").
public protocol CommonStrings: Sendable {
    /// "1 word", "20 words", "10 kanji".
    func count(_ count: Int, of kind: DeckKind) -> String
    /// "1 item", "3 items".
    func items(_ count: Int) -> String
    /// "1 day", "3 days".
    func days(_ count: Int) -> String
    /// A number with its thousands grouped: "12,345".
    func number(_ value: Int) -> String
    /// The name of a deck kind in running text ("vocabulary", "kanji").
    func kindName(_ kind: DeckKind) -> String
    /// The name of a deck kind as a title ("Vocabulary", "Kanji").
    func kindTitle(_ kind: DeckKind) -> String
    /// "Day 3".
    func day(_ day: Int) -> String
    /// "N5 Day 3", "Manga words Day 3": a day of the deck named `deck` (a level or a deck's title).
    func dayName(deck: String, day: Int) -> String
    /// The bundled kanji deck of names (`kanji-names`, no level): "Names", "인명".
    var namesDeck: String { get }
    /// The name of a test mode ("multiple choice").
    func testModeName(_ mode: TestMode) -> String
    /// A wait, short, for review buttons and lists: "10m", "4d", "1.2y" (IntervalFormatter's parts).
    func interval(_ seconds: Double) -> String
    /// A full date: "2026-11-23", "2026년 11월 23일".
    func date(year: Int, month: Int, day: Int) -> String
    /// A date for a 10-column field: "2026-11-23", "2026.11.23".
    func compactDate(year: Int, month: Int, day: Int) -> String
    /// A date without the year, for narrow columns: "11-23", "11월 23일".
    func shortDate(month: Int, day: Int) -> String
    /// A weekday's full name, 1 = Sunday ... 7 = Saturday: "Monday", "월요일".
    func weekdayName(_ weekday: Int) -> String
    /// A weekday's short name: "Mon", "월".
    func weekdayShort(_ weekday: Int) -> String
    /// A month's short name, 1 ... 12: "Jan", "1월".
    func monthShort(_ month: Int) -> String
    /// The reviews waiting, as the menu, the review screen's header and the statistics show them:
    /// "20 new, 3 learning, 5 due"; `compact` for a narrow title bar: "20 new 3 learn 5 due".
    func reviewCounts(_ counts: ReviewCounts, compact: Bool) -> String
    /// The short counts without the zero ones, for the narrowest menu: "2 new", "3 learn 5 due";
    /// "0 due" when all are zero.
    func nonzeroReviewCounts(_ counts: ReviewCounts) -> String
    /// Buttons.
    var yes: String { get }
    var no: String { get }
    var ok: String { get }
}

extension Strings {
    /// The shared words.
    public var common: any CommonStrings {
        switch language {
        case .english: EnglishCommonStrings()
        case .korean: KoreanCommonStrings()
        }
    }
}

/// Formatting both languages share: digit grouping and the parsing of day stamps.
public enum TextFormat {
    /// "12,345": thousands grouped with commas (English and Korean both write them so).
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// The year, month and day of a day stamp ("2026-11-23"), or nil when it is not one.
    public static func dateParts(ofStamp stamp: String) -> (year: Int, month: Int, day: Int)? {
        let parts = stamp.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        return (year, month, day)
    }
}

extension CommonStrings {
    /// A day's name where no library is at hand: a bundled deck's day by its level ("N5 Day 3"),
    /// another deck's by its id. Screens use `AppContext.dayName`, which knows every deck's title.
    func dayName(_ key: DayKey) -> String {
        dayName(deck: key.level?.displayName ?? key.deck.rawValue, day: key.day)
    }
}
