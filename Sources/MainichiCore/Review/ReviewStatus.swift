#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How many reviews wait today, for the main menu's Review entry, the review screen's header and
/// `mainichi stats`: the counts (`ReviewCounts`: new, learning, due), or when the next review comes.
///
/// Made by `ReviewQueue.status(progress:settings:now:calendar:)`; the screens and the command ask
/// `Learner.reviewStatus()`, so the three places cannot disagree.
public struct ReviewStatus: Sendable, Equatable {
    /// New items, cards in learning steps and review cards waiting now, within today's limits.
    public var counts: ReviewCounts
    /// Of `counts.learning`, the cards due now (the others come back within minutes).
    public var learningDueNow: Int
    /// Due cards and new items held back by the daily limits.
    public var heldBackCount: Int
    /// Of `heldBackCount`, the new items (held back by the new-items limit).
    public var newHeldBackCount: Int
    /// The earliest time after now at which a session would have a card to show: a card in
    /// learning steps, a card due later today while the limits leave room, or any card due on a
    /// later day.
    public var nextDue: Date?
    /// How many items are in reviews at all.
    public var cardCount: Int
    /// Today's new-items limit (Settings' new items a day) the counts were made under.
    public var newItemsLimit: Int

    public init(counts: ReviewCounts, learningDueNow: Int, heldBackCount: Int, newHeldBackCount: Int = 0,
                nextDue: Date?, cardCount: Int, newItemsLimit: Int = 0) {
        self.counts = counts
        self.learningDueNow = learningDueNow
        self.heldBackCount = heldBackCount
        self.newHeldBackCount = newHeldBackCount
        self.nextDue = nextDue
        self.cardCount = cardCount
        self.newItemsLimit = newItemsLimit
    }

    /// The new items today's new-items limit holds back, and the limit; nil when it holds none
    /// (every new item due now is in `counts.new`). The screens say it beside the counts, so that
    /// an item added past the limit is not silently missing.
    public var newItemsHeldBack: NewItemsHeldBack? {
        newHeldBackCount > 0 ? NewItemsHeldBack(count: newHeldBackCount, limit: newItemsLimit) : nil
    }

    /// Cards to show now: learning steps due and review cards within today's limit (what the menu
    /// said before the counts were split).
    public var dueNowCount: Int { learningDueNow + counts.due }

    /// Whether a session started now would show anything.
    public var hasWork: Bool { counts.new + counts.due + learningDueNow > 0 }

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
        /// Work now: the counts.
        case work(ReviewCounts)
        /// Nothing to show now, but cards in learning steps come back: the counts, and when the
        /// first of them does.
        case learningLater(ReviewCounts, NextReview)
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
        if hasWork { return .work(counts) }
        if cardCount == 0 { return .noCards }
        if counts.total > 0, let nextDue {
            return .learningLater(counts, Self.nextReview(nextDue, from: now, calendar: calendar))
        }
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

    /// One line for the menu, in ASCII (no ambiguous-width glyphs): "5 new, 2 learning, 12 due";
    /// "0 new, 2 learning, 0 due; next in 4m" (learning steps come back later, even when the limits
    /// hold other cards back); "next review in 4m" (a review due later today);
    /// "daily limit reached, more tomorrow" (only when the limits hold back all the work left
    /// today); "next review tomorrow 09:00"; "no reviews yet: press a in a study list or take a test".
    public func summary(now: Date, calendar: StudyCalendar) -> String {
        let figures = "\(counts.new) new, \(counts.learning) learning, \(counts.due) due"
        if hasWork { return figures }
        if cardCount == 0 { return "no reviews yet: press a in a study list or take a test" }
        if counts.total > 0, let nextDue {
            return figures + "; next " + Self.describe(nextDue, from: now, calendar: calendar)
        }
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
