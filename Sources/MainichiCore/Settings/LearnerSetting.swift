/// One setting that belongs to the learner, not to the machine, with its value: what a `setting`
/// journal event carries, so it travels to every device through the sync folder.
///
/// The rule (docs/architecture.md, "Settings that travel"): a setting travels when it changes what
/// is scheduled, counted or tested, or what the learner studies (the same learner on any machine
/// wants the same reviews and the same questions); it stays on the device when it is about this
/// machine or this terminal (theme, interface language, audio, large kanji drawings, the sync
/// folder, the welcome screen, the last deck picked). Days off travel one day at a time
/// (`ProgressEvent.dayOff`), so days taken off on two machines add up.
///
/// Each value is kept within the limits of `Settings+Limits` when read from a journal line, as
/// when read from settings.json.
public enum LearnerSetting: Sendable, Equatable {
    case desiredRetention(Double)
    /// Fitted FSRS weights; nil for the defaults.
    case fsrsWeights([Double]?)
    case newPerDay(Int)
    case reviewsPerDay(Int)
    case leechThreshold(Int)
    case dayStartHour(Int)
    case loadBalancing(Bool)
    /// Easy Days: weekdays (1 = Sunday) with a reduced load.
    case reducedDays([Int])
    /// Easy Days: weekdays with as few reviews as possible.
    case minimumDays([Int])
    case defaultTestMode(TestMode)
    case questionOrder(Settings.QuestionOrder)
    case secondChance(Bool)
    case movesOnWhenRight(Bool)
    case reviewsMeaningFirst(Bool)
    /// The language of the meanings studied; nil follows the interface.
    case meaningLanguage(MeaningLanguage?)
    case showsKoreanReadings(Bool)
    case exampleReadings(Settings.ExampleReadings)
    case showsUntaughtKanjiAsKana(Bool)
    case showsPitchInLists(Bool)

    /// The name of the setting (its settings.json key), the key last-writer-wins is decided per.
    public var key: String {
        switch self {
        case .desiredRetention: "desiredRetention"
        case .fsrsWeights: "fsrsWeights"
        case .newPerDay: "newPerDay"
        case .reviewsPerDay: "reviewsPerDay"
        case .leechThreshold: "leechThreshold"
        case .dayStartHour: "dayStartHour"
        case .loadBalancing: "loadBalancing"
        case .reducedDays: "reducedDays"
        case .minimumDays: "minimumDays"
        case .defaultTestMode: "defaultTestMode"
        case .questionOrder: "questionOrder"
        case .secondChance: "secondChance"
        case .movesOnWhenRight: "movesOnWhenRight"
        case .reviewsMeaningFirst: "reviewsMeaningFirst"
        case .meaningLanguage: "meaningLanguage"
        case .showsKoreanReadings: "showsKoreanReadings"
        case .exampleReadings: "exampleReadings"
        case .showsUntaughtKanjiAsKana: "showsUntaughtKanjiAsKana"
        case .showsPitchInLists: "showsPitchInLists"
        }
    }

    /// Every setting that travels, with its value in `settings` (days off aside).
    public static func all(of settings: Settings) -> [LearnerSetting] {
        [
            .desiredRetention(settings.desiredRetention), .fsrsWeights(settings.fsrsWeights),
            .newPerDay(settings.newPerDay), .reviewsPerDay(settings.reviewsPerDay),
            .leechThreshold(settings.leechThreshold), .dayStartHour(settings.dayStartHour),
            .loadBalancing(settings.loadBalancing), .reducedDays(settings.reducedDays),
            .minimumDays(settings.minimumDays), .defaultTestMode(settings.defaultTestMode),
            .questionOrder(settings.questionOrder), .secondChance(settings.secondChance),
            .movesOnWhenRight(settings.movesOnWhenRight), .reviewsMeaningFirst(settings.reviewsMeaningFirst),
            .meaningLanguage(settings.meaningLanguage), .showsKoreanReadings(settings.showsKoreanReadings),
            .exampleReadings(settings.exampleReadings), .showsUntaughtKanjiAsKana(settings.showsUntaughtKanjiAsKana),
            .showsPitchInLists(settings.showsPitchInLists),
        ]
    }

    /// The keys of every setting that travels.
    public static let keys: [String] = all(of: Settings()).map(\.key)

    /// Sets this value in `settings`.
    public func apply(to settings: inout Settings) {
        switch self {
        case .desiredRetention(let value): settings.desiredRetention = value
        case .fsrsWeights(let value): settings.fsrsWeights = value
        case .newPerDay(let value): settings.newPerDay = value
        case .reviewsPerDay(let value): settings.reviewsPerDay = value
        case .leechThreshold(let value): settings.leechThreshold = value
        case .dayStartHour(let value): settings.dayStartHour = value
        case .loadBalancing(let value): settings.loadBalancing = value
        case .reducedDays(let value): settings.reducedDays = value
        case .minimumDays(let value): settings.minimumDays = value
        case .defaultTestMode(let value): settings.defaultTestMode = value
        case .questionOrder(let value): settings.questionOrder = value
        case .secondChance(let value): settings.secondChance = value
        case .movesOnWhenRight(let value): settings.movesOnWhenRight = value
        case .reviewsMeaningFirst(let value): settings.reviewsMeaningFirst = value
        case .meaningLanguage(let value): settings.meaningLanguage = value
        case .showsKoreanReadings(let value): settings.showsKoreanReadings = value
        case .exampleReadings(let value): settings.exampleReadings = value
        case .showsUntaughtKanjiAsKana(let value): settings.showsUntaughtKanjiAsKana = value
        case .showsPitchInLists(let value): settings.showsPitchInLists = value
        }
    }

    // MARK: - Journal values

    /// The value as a journal field.
    var value: JSONValue {
        switch self {
        // Numbers as they are (shortest round-trip form): a setting line is rare, and every device
        // must use the very value chosen.
        case .desiredRetention(let value): .number(value)
        case .fsrsWeights(let value): value.map { .array($0.map(JSONValue.number)) } ?? .null
        case .newPerDay(let value), .reviewsPerDay(let value), .leechThreshold(let value), .dayStartHour(let value):
            .number(Double(value))
        case .loadBalancing(let value), .secondChance(let value), .movesOnWhenRight(let value), .reviewsMeaningFirst(let value),
             .showsKoreanReadings(let value), .showsUntaughtKanjiAsKana(let value), .showsPitchInLists(let value):
            .bool(value)
        case .reducedDays(let value), .minimumDays(let value): .array(value.map { .number(Double($0)) })
        case .defaultTestMode(let value): .string(value.rawValue)
        case .questionOrder(let value): .string(value.rawValue)
        case .meaningLanguage(let value): value.map { .string($0.rawValue) } ?? .null
        case .exampleReadings(let value): .string(value.rawValue)
        }
    }

    /// The setting `key` with `value` as a journal line holds it, kept within its limits; nil
    /// for a key this version does not know or a value of the wrong kind (the event is then
    /// passed over and kept as it is).
    init?(key: String, value: JSONValue) {
        func int(_ range: ClosedRange<Int>) -> Int? {
            guard case .number(let number) = value, number.isFinite, number.rounded() == number, abs(number) < 1e9 else { return nil }
            return Int(number).clamped(to: range)
        }
        func bool() -> Bool? {
            if case .bool(let flag) = value { return flag }
            return nil
        }
        func string() -> String? {
            if case .string(let text) = value { return text }
            return nil
        }
        func weekdays() -> [Int]? {
            guard case .array(let values) = value else { return nil }
            var days: [Int] = []
            for value in values {
                guard case .number(let number) = value, number.rounded() == number, (1...7).contains(number) else { return nil }
                days.append(Int(number))
            }
            return days
        }
        switch key {
        case "desiredRetention":
            guard case .number(let number) = value, number.isFinite else { return nil }
            self = .desiredRetention(number.clamped(to: Settings.desiredRetentionRange))
        case "fsrsWeights":
            switch value {
            case .null: self = .fsrsWeights(nil)
            case .array(let values):
                let weights = values.compactMap { if case .number(let number) = $0, number.isFinite { number } else { nil } }
                guard weights.count == 21, weights.count == values.count else { return nil }
                self = .fsrsWeights(FSRSOptimizer.clipped(weights))
            default: return nil
            }
        case "newPerDay": guard let number = int(Settings.newPerDayRange) else { return nil }; self = .newPerDay(number)
        case "reviewsPerDay": guard let number = int(Settings.reviewsPerDayRange) else { return nil }; self = .reviewsPerDay(number)
        case "leechThreshold": guard let number = int(Settings.leechThresholdRange) else { return nil }; self = .leechThreshold(number)
        case "dayStartHour": guard let number = int(Settings.dayStartHourRange) else { return nil }; self = .dayStartHour(number)
        case "loadBalancing": guard let flag = bool() else { return nil }; self = .loadBalancing(flag)
        case "reducedDays": guard let days = weekdays() else { return nil }; self = .reducedDays(days)
        case "minimumDays": guard let days = weekdays() else { return nil }; self = .minimumDays(days)
        case "defaultTestMode":
            guard let mode = string().flatMap(TestMode.init(rawValue:)) else { return nil }
            self = .defaultTestMode(mode)
        case "questionOrder":
            guard let order = string().flatMap(Settings.QuestionOrder.init(rawValue:)) else { return nil }
            self = .questionOrder(order)
        case "secondChance": guard let flag = bool() else { return nil }; self = .secondChance(flag)
        case "movesOnWhenRight": guard let flag = bool() else { return nil }; self = .movesOnWhenRight(flag)
        case "reviewsMeaningFirst": guard let flag = bool() else { return nil }; self = .reviewsMeaningFirst(flag)
        case "meaningLanguage":
            if case .null = value {
                self = .meaningLanguage(nil)
            } else {
                guard let language = string().flatMap(MeaningLanguage.init(rawValue:)) else { return nil }
                self = .meaningLanguage(language)
            }
        case "showsKoreanReadings": guard let flag = bool() else { return nil }; self = .showsKoreanReadings(flag)
        case "exampleReadings":
            guard let readings = string().flatMap(Settings.ExampleReadings.init(rawValue:)) else { return nil }
            self = .exampleReadings(readings)
        case "showsUntaughtKanjiAsKana": guard let flag = bool() else { return nil }; self = .showsUntaughtKanjiAsKana(flag)
        case "showsPitchInLists": guard let flag = bool() else { return nil }; self = .showsPitchInLists(flag)
        default: return nil
        }
    }
}
