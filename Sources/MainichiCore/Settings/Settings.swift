/// The learner's preferences: the contents of settings.json.
///
/// Decoding is forgiving: a missing field or an unknown value takes its default, so settings
/// written by another version still load.
public struct Settings: Codable, Sendable, Equatable {
    /// The order of questions in a test.
    public enum QuestionOrder: String, Codable, Sendable, CaseIterable {
        case shuffled
        case inOrder
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

    /// Which kanji of an example sentence show their reading on the word screen.
    public enum ExampleReadings: String, Codable, Sendable, CaseIterable {
        /// Every segment with kanji.
        case all
        /// Segments with a kanji the decks teach above the word's level (or not at all).
        case aboveLevel
        /// None: the sentence as written.
        case none
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
    /// Whether a right multiple-choice or typed answer goes straight to the next question (a
    /// wrong one stays, so its correction can be read). Off by default: a right choice made from
    /// the meaning is where the learner sees the reading and the other meanings, and WaniKani
    /// likewise keeps a right answer on screen until the next Enter, its quick mode being a
    /// choice; flashcards already go on with the grade, as in Anki and jpdb.
    public var movesOnWhenRight = false
    /// Lapses (Again on a learned card) after which an item is a leech.
    public var leechThreshold = 8
    /// Whether flashcard backs and the review reveal draw a kanji large, from its stroke order.
    public var showsKanjiDrawings = false
    /// Whether kanji show their Korean reading (훈음) and words their Korean cognate.
    public var showsKoreanReadings = false
    /// The language of the meanings shown (English, Korean or both); nil follows the interface
    /// (Korean meanings in Korean). See `meaningLanguage(for:)`.
    public var meaningLanguage: MeaningLanguage?
    /// Whether a review card shows the meaning first and the word on the back (Korean to
    /// Japanese, as Korean word books drill it) rather than the word first.
    public var reviewsMeaningFirst = false
    /// The 21 FSRS-6 weights fitted to the learner's reviews (`mainichi optimize`, Settings >
    /// Optimize); nil for the defaults. A saved list that is not 21 finite numbers is ignored,
    /// and the values are clamped to the optimizer's ranges.
    public var fsrsWeights: [Double]?
    /// The recall probability at which a review falls due, 0.70 to 0.97.
    public var desiredRetention = 0.9
    /// The range `desiredRetention` is kept in.
    public static let desiredRetentionRange = 0.70...0.97
    /// Whether a review's due day is picked within its fuzz range to even out days (`LoadBalancer`).
    public var loadBalancing = true
    /// Easy Days: weekdays (1 = Sunday ... 7 = Saturday) that take a reduced load.
    public var reducedDays: [Int] = []
    /// Easy Days: weekdays that take as few reviews as possible.
    public var minimumDays: [Int] = []
    /// Vacation: days off ("2026-12-24") that take as few reviews as possible (`VacationPlan`).
    public var daysOff: [String] = []
    /// Which kanji of example sentences show their reading on the word screen.
    public var exampleReadings: ExampleReadings = .aboveLevel
    /// The interface language: English, Korean, or automatic (from LC_ALL, LC_MESSAGES, LANG).
    public var language: LanguageChoice = .automatic
    /// Whether study lists show a word whose kanji are not taught by its day in kana, its kanji
    /// shown when `r` reveals the reading (see `DeckLibrary.untaughtKanji(in:)`).
    public var showsUntaughtKanjiAsKana = false
    /// Whether study lists show a revealed reading with its pitch accent (た/べ\る).
    public var showsPitchInLists = false
    /// The folder shared with other machines (Syncthing, Dropbox, a network drive) through which
    /// progress is synchronized; nil for none (`mainichi sync --folder`).
    public var syncFolder: String?
    /// The id of the learner's deck a word was last added to, listed first by the deck picker; nil
    /// for none yet.
    public var lastUserDeck: String?

    /// The defaults.
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case defaultTestMode, questionOrder, audioEnabled, autoplayOnReveal, theme, welcomeShown, newPerDay, reviewsPerDay
        case dayStartHour
        case secondChance, leechThreshold, movesOnWhenRight
        case showsKanjiDrawings, showsKoreanReadings, meaningLanguage, reviewsMeaningFirst
        case fsrsWeights, desiredRetention, loadBalancing, reducedDays, minimumDays, daysOff
        case exampleReadings
        case language
        case showsUntaughtKanjiAsKana, showsPitchInLists
        case syncFolder
        case lastUserDeck
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
        newPerDay = value(.newPerDay, defaults.newPerDay).clamped(to: Self.newPerDayRange)
        reviewsPerDay = value(.reviewsPerDay, defaults.reviewsPerDay).clamped(to: Self.reviewsPerDayRange)
        dayStartHour = value(.dayStartHour, defaults.dayStartHour).clamped(to: Self.dayStartHourRange)
        secondChance = value(.secondChance, defaults.secondChance)
        movesOnWhenRight = value(.movesOnWhenRight, defaults.movesOnWhenRight)
        leechThreshold = value(.leechThreshold, defaults.leechThreshold).clamped(to: Self.leechThresholdRange)
        showsKanjiDrawings = value(.showsKanjiDrawings, defaults.showsKanjiDrawings)
        showsKoreanReadings = value(.showsKoreanReadings, defaults.showsKoreanReadings)
        meaningLanguage = value(.meaningLanguage, MeaningLanguage?.none)
        reviewsMeaningFirst = value(.reviewsMeaningFirst, defaults.reviewsMeaningFirst)
        if let weights = value(.fsrsWeights, [Double]?.none), weights.count == 21, weights.allSatisfy(\.isFinite) {
            fsrsWeights = FSRSOptimizer.clipped(weights)
        }
        let retention = value(.desiredRetention, defaults.desiredRetention)
        desiredRetention = retention.isFinite
            ? min(max(retention, Self.desiredRetentionRange.lowerBound), Self.desiredRetentionRange.upperBound)
            : defaults.desiredRetention
        loadBalancing = value(.loadBalancing, defaults.loadBalancing)
        reducedDays = value(.reducedDays, [Int]()).filter { (1...7).contains($0) }
        minimumDays = value(.minimumDays, [Int]()).filter { (1...7).contains($0) }
        daysOff = value(.daysOff, [String]())
        exampleReadings = value(.exampleReadings, defaults.exampleReadings)
        language = value(.language, defaults.language)
        showsUntaughtKanjiAsKana = value(.showsUntaughtKanjiAsKana, defaults.showsUntaughtKanjiAsKana)
        showsPitchInLists = value(.showsPitchInLists, defaults.showsPitchInLists)
        syncFolder = value(.syncFolder, String?.none).flatMap { $0.isEmpty ? nil : $0 }
        lastUserDeck = value(.lastUserDeck, String?.none).flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension Settings {
    /// The meanings shown with the interface in `language`: the chosen ones, else the interface's.
    public func meaningLanguage(for language: Language) -> MeaningLanguage {
        meaningLanguage ?? .default(for: language)
    }

    /// The Easy Days load of `weekday` (1 = Sunday ... 7 = Saturday).
    public func load(onWeekday weekday: Int) -> LoadBalancer.DayLoad {
        if minimumDays.contains(weekday) { return .minimum }
        if reducedDays.contains(weekday) { return .reduced }
        return .normal
    }

    /// The scheduler these settings ask for: the fitted weights (or the defaults) at the desired
    /// retention, other options as `FSRSScheduler`'s defaults.
    public var scheduler: FSRSScheduler {
        FSRSScheduler(parameters: fsrsWeights ?? FSRSScheduler.defaultParameters, desiredRetention: desiredRetention)
    }
}
