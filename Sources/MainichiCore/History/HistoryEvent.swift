#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One line of history.jsonl: a test taken, a day studied or a review graded.
public struct HistoryEvent: Codable, Sendable, Equatable {
    /// What happened.
    public enum EventType: String, Codable, Sendable {
        /// A test finished (`score`/`total`, `mode`, and `day` for a day test).
        case test
        /// A day's list was opened for study.
        case study
        /// One review graded (`itemID`, `rating`, `duration`).
        case review
        /// A hangman game finished (`score` words won of `total` played, `source`, and the day or
        /// level it drew from).
        case game
    }

    /// What a test covered, when it was not a single day.
    public enum Source: String, Codable, Sendable {
        case day, bookmarks, mistakes, retest
        /// A whole level (a game drawn from every day of it).
        case level
        /// The leeches (a drill of the items that keep being forgotten).
        case leeches
    }

    public var type: EventType
    /// When it happened.
    public var time: Date
    /// The deck (with `day`), written since open deck identities; older entries name a bundled
    /// deck by `kind` and `level`, which a bundled deck's entry still carries for older versions.
    public var deck: DeckID?
    public var kind: DeckKind?
    public var level: Level?
    public var day: Int?
    public var source: Source?
    public var mode: TestMode?
    public var score: Int?
    public var total: Int?
    public var itemID: String?
    public var rating: Rating?
    /// Seconds spent.
    public var duration: TimeInterval?
    /// For a retest (`source` .retest): true when it asked only the items a test got wrong. It
    /// names its day (`kind`, `level`, `day`) without being that day's score. Absent otherwise.
    public var wrongOnly: Bool?

    public init(
        type: EventType, time: Date = Date(), kind: DeckKind? = nil, level: Level? = nil, day: Int? = nil,
        source: Source? = nil, mode: TestMode? = nil, score: Int? = nil, total: Int? = nil,
        itemID: String? = nil, rating: Rating? = nil, duration: TimeInterval? = nil
    ) {
        self.type = type
        self.time = time
        self.kind = kind
        self.level = level
        self.day = day
        self.source = source
        self.mode = mode
        self.score = score
        self.total = total
        self.itemID = itemID
        self.rating = rating
        self.duration = duration
    }

    private enum CodingKeys: String, CodingKey {
        case type, time, deck, kind, level, day, source, mode, score, total, rating, duration, wrongOnly
        case itemID = "itemId"
    }

    /// A test event for a finished test of one day.
    public static func test(_ outcome: TestOutcome, source: Source = .day, duration: TimeInterval? = nil) -> HistoryEvent {
        var event = HistoryEvent(type: .test, time: outcome.date, kind: outcome.kind, level: outcome.day?.level,
                                 day: outcome.day?.day, source: source, mode: outcome.mode, score: outcome.score,
                                 total: outcome.total, duration: duration)
        event.setDay(outcome.day, kind: outcome.kind)
        return event
    }

    /// Names `day` (nil for none): its deck and day, and for a bundled deck its kind and level too
    /// (what versions before open deck identities read); `kind` is the kind of a deck that is not
    /// bundled.
    public mutating func setDay(_ day: DayKey?, kind: DeckKind?) {
        guard let day else { return }
        deck = day.deck
        self.day = day.day
        self.kind = day.kind ?? kind ?? self.kind
        level = day.level
    }

    /// The day it concerns, when it names one.
    public var dayKey: DayKey? {
        guard let day, day >= 1 else { return nil }
        if let deck { return DayKey(deck: deck, day: day) }
        guard let kind, let level else { return nil }
        return DayKey(kind: kind, level: level, day: day)
    }
}
