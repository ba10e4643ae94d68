import Foundation

/// How many reviews wait today, for the main menu's Review entry: "12 due, 5 new", or when the
/// next one comes.
///
/// Made by `ReviewQueue.status(progress:settings:now:)`.
public struct ReviewStatus: Sendable, Equatable {
    /// Cards to review now: learning steps due, and review cards within today's limit.
    public var dueCount: Int
    /// New items to see now, within today's limit.
    public var newCount: Int
    /// Due cards and new items held back by the daily limits.
    public var heldBackCount: Int
    /// The earliest time after now at which a session would have a card to show: a card in
    /// learning steps, a card due later today while the limits leave room, or any card due on a
    /// later day.
    public var nextDue: Date?
    /// How many items are in reviews at all.
    public var cardCount: Int

    public init(dueCount: Int, newCount: Int, heldBackCount: Int, nextDue: Date?, cardCount: Int) {
        self.dueCount = dueCount
        self.newCount = newCount
        self.heldBackCount = heldBackCount
        self.nextDue = nextDue
        self.cardCount = cardCount
    }

    /// Whether a session started now would show anything.
    public var hasWork: Bool { dueCount + newCount > 0 }

    /// When the next review comes, as data: the app words it in the learner's language.
    public enum NextReview: Sendable, Equatable {
        /// Later the same study day, after this many seconds (at least a minute).
        case later(seconds: Double)
        /// The next study day, at this local time.
        case tomorrow(hour: Int, minute: Int)
        /// In this many study days.
        case inDays(Int)
    }

    /// What the menu's Review line says, as data (`summary(now:calendar:)` is its English).
    public enum Situation: Sendable, Equatable {
        /// Work now: due cards and new items.
        case work(due: Int, new: Int)
        /// No item is in reviews yet.
        case noCards
        /// Nothing now; the next review.
        case next(NextReview)
        /// The daily limits hold back all the work left today.
        case limitReached
        /// Nothing is due at all.
        case nothingDue
    }

    /// The menu line's situation, by the rules of `summary(now:calendar:)`.
    public func situation(now: Date, calendar: StudyCalendar) -> Situation {
        if hasWork { return .work(due: dueCount, new: newCount) }
        if cardCount == 0 { return .noCards }
        if let nextDue, calendar.isSameDay(nextDue, now) {
            return .next(Self.nextReview(nextDue, from: now, calendar: calendar))
        }
        if heldBackCount > 0 { return .limitReached }
        guard let nextDue else { return .nothingDue }
        return .next(Self.nextReview(nextDue, from: now, calendar: calendar))
    }

    /// When `date` comes, seen from `now`, in study days.
    public static func nextReview(_ date: Date, from now: Date, calendar: StudyCalendar) -> NextReview {
        let wait = max(0, date.timeIntervalSince(now))
        let days = calendar.day(of: date) - calendar.day(of: now)
        if days <= 0 { return .later(seconds: max(wait, 60)) }
        if days == 1 {
            let (hour, minute) = calendar.hourAndMinute(of: date)
            return .tomorrow(hour: hour, minute: minute)
        }
        return .inDays(days)
    }

    /// One line for the menu, in ASCII (no ambiguous-width glyphs): "12 due, 5 new"; "next review
    /// in 4m" (a learning step comes back today, even when the limits hold other cards back);
    /// "daily limit reached, more tomorrow" (only when the limits hold back all the work left
    /// today); "next review tomorrow 09:00"; "no reviews yet: press a in a study list or take a test".
    public func summary(now: Date, calendar: StudyCalendar) -> String {
        if hasWork { return "\(dueCount) due, \(newCount) new" }
        if cardCount == 0 { return "no reviews yet: press a in a study list or take a test" }
        if let nextDue, calendar.isSameDay(nextDue, now) {
            return "next review " + Self.describe(nextDue, from: now, calendar: calendar)
        }
        if heldBackCount > 0 { return "daily limit reached, more tomorrow" }
        guard let nextDue else { return "nothing due" }
        return "next review " + Self.describe(nextDue, from: now, calendar: calendar)
    }

    /// "in 4m", "in 3h" (the same day), "tomorrow 09:00", "in 5d".
    /// Days are study days: at 23:00 a card due at 02:00 comes "in 3h" (the same study day).
    static func describe(_ date: Date, from now: Date, calendar: StudyCalendar) -> String {
        let wait = max(0, date.timeIntervalSince(now))
        let days = calendar.day(of: date) - calendar.day(of: now)
        if days <= 0 { return "in " + IntervalFormatter.string(for: max(wait, 60)) }
        if days == 1 {
            let (hour, minute) = calendar.hourAndMinute(of: date)
            return "tomorrow \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
        }
        return "in \(days)d"
    }
}
