#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything the learner has done, keyed by item id: the contents of progress.json.
///
/// Schema history: version 1 kept bookmarks as a list of ids; version 2 keeps the date each was
/// added (`ProgressMigration` upgrades old files).
public struct StudyProgress: Codable, Sendable, Equatable {
    /// The schema this build writes.
    public static let currentSchemaVersion = 2

    public var schemaVersion: Int
    /// When the file was first created and last saved.
    public var createdAt: Date
    public var updatedAt: Date
    /// Bookmarked item ids and when each was added.
    public var bookmarks: [String: Date]
    /// Day results keyed by `DayKey.rawValue` ("jlpt-vocab-n5:3"); a key this version cannot read
    /// is kept as it is.
    public var dayResults: [String: DayResult]
    /// The mistakes notebook, keyed by item id.
    public var mistakes: [String: MistakeRecord]
    /// Spaced-repetition state of every item in reviews, keyed by item id.
    public var srs: [String: SRSCard]
    /// Review activity per study day ("2026-11-21", see `StudyCalendar`), for daily limits.
    public var activity: [String: DailyActivity]
    /// The last wrong typed readings with their kind of slip, oldest first (at most
    /// `SlipRecord.kept`).
    public var slips: [SlipRecord] = []
    /// Items suspended from reviews (their cards are kept but never shown), and since when.
    public var suspended: [String: Date] = [:]
    /// Words the learner marked known or ignored in the reader, by `WordMark.key(ofSequence:)`.
    public var wordMarks: [String: WordMark] = [:]
    /// The layout of the bundled decks' days that `dayResults` are keyed by (`DayLayoutMap.layout`);
    /// nil for the days of the decks before JMdict resolution, which opening moves once.
    public var dayLayout: Int?
    /// The settings that travel, as the journal's `setting` and `dayOff` events left them
    /// (`LearnerSettings`; not part of progress.json documents).
    public var learnerSettings = LearnerSettings()

    /// An empty progress, created at `date`.
    public init(createdAt date: Date = Date()) {
        schemaVersion = Self.currentSchemaVersion
        createdAt = date
        updatedAt = date
        bookmarks = [:]
        dayResults = [:]
        mistakes = [:]
        srs = [:]
        activity = [:]
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        bookmarks = try container.decodeIfPresent([String: Date].self, forKey: .bookmarks) ?? [:]
        dayResults = try container.decodeIfPresent([String: DayResult].self, forKey: .dayResults) ?? [:]
        mistakes = try container.decodeIfPresent([String: MistakeRecord].self, forKey: .mistakes) ?? [:]
        srs = try container.decodeIfPresent([String: SRSCard].self, forKey: .srs) ?? [:]
        activity = try container.decodeIfPresent([String: DailyActivity].self, forKey: .activity) ?? [:]
        slips = try container.decodeIfPresent([SlipRecord].self, forKey: .slips) ?? []
        suspended = try container.decodeIfPresent([String: Date].self, forKey: .suspended) ?? [:]
        wordMarks = try container.decodeIfPresent([String: WordMark].self, forKey: .wordMarks) ?? [:]
        dayLayout = try container.decodeIfPresent(Int.self, forKey: .dayLayout)
        canonicalizeDayKeys()
    }

    /// Re-keys day results written before open deck identities ("vocab:N5:3") to today's form
    /// ("jlpt-vocab-n5:3"), merging a day found under both.
    public mutating func canonicalizeDayKeys() {
        guard dayResults.keys.contains(where: { DayKey.canonical($0) != $0 }) else { return }
        var keyed: [String: DayResult] = [:]
        keyed.reserveCapacity(dayResults.count)
        for (raw, result) in dayResults {
            let key = DayKey.canonical(raw)
            keyed[key] = keyed[key].map { $0.merged(with: result) } ?? result
        }
        dayResults = keyed
    }

    // MARK: - Answers

    /// Counts one answer in the mistakes notebook: a wrong answer adds the item (or counts
    /// against it and resets its streak), a right one advances the streak of an item in the
    /// notebook and takes it out after `MistakeRecord.rightAnswersToLeave` in a row.
    /// Returns what changed (reviews are left alone).
    mutating func countAnswer(itemID id: String, kind: DeckKind, mode: TestMode, isRight: Bool, at date: Date) -> AnswerRecord {
        var record = AnswerRecord(itemID: id, isRight: isRight)
        // One lookup of the item, its entry changed in place.
        (record.enteredNotebook, record.leftNotebook) = MistakeRecord.count(answer: isRight, kind: kind, mode: mode, at: date,
                                                                            in: &mistakes[id])
        return record
    }

    // MARK: - Slips

    /// Adds a wrong typed reading's slip, dropping the oldest beyond `SlipRecord.kept`.
    mutating func addSlip(_ record: SlipRecord) {
        slips.append(record)
        if slips.count > SlipRecord.kept { slips.removeFirst(slips.count - SlipRecord.kept) }
    }

    /// The kinds of slip among the last `window` misses, most frequent first.
    public func slipSummary(lastMisses window: Int = 50) -> SlipSummary {
        let recent = slips.suffix(max(0, window))
        var counts: [SlipKind: Int] = [:]
        for record in recent { counts[record.kind, default: 0] += 1 }
        let sorted = counts.map { SlipSummary.Count(kind: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.kind < $1.kind }
        return SlipSummary(missCount: recent.count, counts: sorted)
    }

    /// The ids of items with at least one recorded slip of `kind`.
    public func itemIDs(withSlip kind: SlipKind) -> Set<String> {
        Set(slips.lazy.filter { $0.kind == kind }.map(\.itemID))
    }

    // MARK: - Queries

    /// The result of `day`, or an empty one.
    public func result(for day: DayKey) -> DayResult {
        dayResults[day.rawValue] ?? DayResult()
    }

    /// Whether `id` is bookmarked.
    public func isBookmarked(_ id: String) -> Bool { bookmarks[id] != nil }

    /// Bookmarked ids, newest first; only those of `kind` when given.
    public func bookmarkedIDs(kind: DeckKind? = nil) -> [String] {
        bookmarks
            .filter { kind == nil || DeckKind(itemID: $0.key) == kind }
            .sorted { ($0.value, $0.key) > ($1.value, $1.key) }
            .map(\.key)
    }

    /// Notebook entries, most recently missed first, filtered by kind and by a mode they were missed in.
    public func mistakeEntries(kind: DeckKind? = nil, mode: TestMode? = nil) -> [(id: String, record: MistakeRecord)] {
        mistakes
            .filter { (kind == nil || $0.value.kind == kind) && (mode == nil || $0.value.modes.contains(mode!)) }
            .sorted { ($0.value.lastWrong, $0.key) > ($1.value.lastWrong, $1.key) }
            .map { (id: $0.key, record: $0.value) }
    }

    /// The day to preselect: the first day not completed, else the last day (1 for an empty deck).
    public func nextDay(deck: DeckID, dayCount: Int) -> Int {
        guard dayCount > 0 else { return 1 }
        for day in 1...dayCount where !result(for: DayKey(deck: deck, day: day)).isCompleted {
            return day
        }
        return dayCount
    }

    /// How many of the `dayCount` days of a deck are completed.
    public func completedDayCount(deck: DeckID, dayCount: Int) -> Int {
        guard dayCount > 0 else { return 0 }
        return (1...dayCount).count { result(for: DayKey(deck: deck, day: $0)).isCompleted }
    }

    /// The day to preselect in the bundled deck of `kind` at `level`.
    public func nextDay(kind: DeckKind, level: Level, dayCount: Int) -> Int {
        nextDay(deck: .jlpt(kind: kind, level: level), dayCount: dayCount)
    }

    /// How many of the `dayCount` days of the bundled deck of `kind` at `level` are completed.
    public func completedDayCount(kind: DeckKind, level: Level, dayCount: Int) -> Int {
        completedDayCount(deck: .jlpt(kind: kind, level: level), dayCount: dayCount)
    }

    /// The activity of the study day containing `date`.
    public func activity(on date: Date, calendar: StudyCalendar) -> DailyActivity {
        activity[Self.dayStamp(date, calendar: calendar)] ?? DailyActivity()
    }

    /// "2026-11-21": the study day holding `date` (see `StudyCalendar`: before the day start hour
    /// it is still the previous day).
    public static func dayStamp(_ date: Date, calendar: StudyCalendar) -> String {
        calendar.stamp(of: date)
    }
}
