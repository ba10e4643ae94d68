/// The learner's preferences: the contents of settings.json.
///
/// Decoding is forgiving: a missing field or an unknown value takes its default, so settings
/// written by another version still load.
public struct Settings: Codable, Sendable, Equatable {
    /// The order of questions in a test.
    public enum QuestionOrder: String, Codable, Sendable, CaseIterable {
        case shuffled
        case inOrder

        public var displayName: String {
            switch self {
            case .shuffled: "shuffled"
            case .inOrder: "in order"
            }
        }
    }

    /// The colour theme, by name: the one name type of the setting and `--theme`; the app's
    /// `ThemeResolver` maps it to a `Theme`. `automatic` follows the terminal's background.
    public enum ThemeName: String, Codable, Sendable, CaseIterable {
        case automatic
        case dark
        case light
        case monochrome

        public var displayName: String { rawValue }
    }

    public var defaultTestMode: TestMode = .multipleChoice
    public var questionOrder: QuestionOrder = .shuffled
    public var audioEnabled = true
    public var autoplayOnReveal = false
    public var theme: ThemeName = .automatic
    /// Whether the first-run welcome screen has been shown.
    public var welcomeShown = false
    /// New review items a day.
    public var newPerDay = 20
    /// Reviews a day.
    public var reviewsPerDay = 200
    /// The local hour (0-23) a study day starts: studying before it counts for the day before
    /// (see `StudyCalendar`).
    public var dayStartHour = StudyCalendar.defaultDayStartHour
    /// Whether a near miss in a typed reading (a long vowel, small kana, dakuten, ...) gets one
    /// more try with a hint before it counts as wrong.
    public var secondChance = true
    /// Lapses (Again on a learned card) after which an item is a leech.
    public var leechThreshold = 8
    /// Whether flashcard backs and the review reveal draw a kanji large, from its stroke order.
    public var showsKanjiDrawings = false
    /// Whether kanji show their Korean reading (훈음) and words their Korean cognate.
    public var showsKoreanReadings = false

    /// The defaults.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case defaultTestMode, questionOrder, audioEnabled, autoplayOnReveal, theme, welcomeShown, newPerDay, reviewsPerDay
        case dayStartHour
        case secondChance, leechThreshold
        case showsKanjiDrawings, showsKoreanReadings
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func value<T: Decodable>(_ key: CodingKeys, _ fallback: T) -> T {
            (try? container.decodeIfPresent(T.self, forKey: key)) ?? fallback
        }
        let defaults = Settings()
        defaultTestMode = value(.defaultTestMode, defaults.defaultTestMode)
        questionOrder = value(.questionOrder, defaults.questionOrder)
        audioEnabled = value(.audioEnabled, defaults.audioEnabled)
        autoplayOnReveal = value(.autoplayOnReveal, defaults.autoplayOnReveal)
        theme = value(.theme, defaults.theme)
        welcomeShown = value(.welcomeShown, defaults.welcomeShown)
        newPerDay = max(0, value(.newPerDay, defaults.newPerDay))
        reviewsPerDay = max(0, value(.reviewsPerDay, defaults.reviewsPerDay))
        dayStartHour = min(23, max(0, value(.dayStartHour, defaults.dayStartHour)))
        secondChance = value(.secondChance, defaults.secondChance)
        leechThreshold = max(1, value(.leechThreshold, defaults.leechThreshold))
        showsKanjiDrawings = value(.showsKanjiDrawings, defaults.showsKanjiDrawings)
        showsKoreanReadings = value(.showsKoreanReadings, defaults.showsKoreanReadings)
    }
}
