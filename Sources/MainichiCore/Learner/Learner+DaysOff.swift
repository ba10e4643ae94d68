#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What taking days off did.
public struct DaysOffOutcome: Sendable, Equatable {
    /// The day stamps marked off, in order.
    public var days: [String]
    /// How many reviews moved.
    public var moved: Int
    /// How many of them moved before the first day off (the others after the last).
    public var earlier: Int
}

/// What spreading the overdue reviews did.
public struct SpreadOutcome: Sendable, Equatable {
    /// How many reviews each day takes, today first.
    public var perDay: [Int]
}

extension Learner {
    /// How far ahead the first day off may be, in days from today (the Days off screen).
    public static let daysOffStartRange = 0...365
    /// How many days may be taken off at once.
    public static let daysOffCountRange = 1...366
    /// The fewest overdue reviews after which spreading them is offered.
    public static let catchUpThreshold = 50
    /// The spreads offered, in days.
    public static let catchUpChoices = [3, 5, 7]

    /// The day stamps of `count` days off from the study day of `start`.
    public func daysOff(from start: Date, count: Int) -> [String] {
        VacationPlan.days(from: start, count: count, calendar: calendar)
    }

    /// The start of the study day `offset` days from today.
    public func startOfDay(inDays offset: Int) -> Date {
        let calendar = calendar
        return calendar.start(ofDay: calendar.day(of: now) + offset)
    }

    /// The start of the study day `text` (YYYY-MM-DD) names, or nil when it names none.
    public func startOfDay(named text: String) -> Date? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, text.count == 10 else { return nil }
        let calendar = calendar
        let day = calendar.day(year: parts[0], month: parts[1], day: parts[2])
        guard calendar.stamp(ofDay: day) == text else { return nil }
        return calendar.start(ofDay: day)
    }

    /// Marks `count` days from the study day of `start` off and moves the reviews due on any day
    /// off before the trip or after it (`VacationPlan`), as one `duesMoved` event.
    /// - Throws: `StorageError` when the settings or the journal cannot be saved.
    @discardableResult
    public func takeDaysOff(from start: Date, count: Int) throws(StorageError) -> DaysOffOutcome {
        let stamps = daysOff(from: start, count: count)
        try markDaysOff(stamps, on: true)
        let calendar = calendar
        let plan = VacationPlan.moves(progress.progress.srs, daysOff: Set(settings.settings.daysOff), now: now,
                                      scheduler: scheduler, calendar: calendar)
        let moves = DueMove.moves(in: progress.progress.srs, to: plan)
        try progress.moveDueDates(moves)
        let firstDay = calendar.start(ofDay: calendar.day(of: start))
        return DaysOffOutcome(days: stamps, moved: moves.count, earlier: moves.filter { $0.to < firstDay }.count)
    }

    /// Forgets every day off this device knows of (reviews already moved stay where they are);
    /// a day another device marks off later in time stays off.
    public func clearDaysOff() throws(StorageError) {
        try markDaysOff(settings.settings.daysOff, on: false)
    }

    /// How many review cards are overdue from before today.
    public var overdueReviewCount: Int {
        CatchUpPlan.overdue(progress.progress.srs, now: now, scheduler: scheduler, calendar: calendar).count
    }

    /// Whether to offer spreading the overdue reviews (at least `catchUpThreshold` of them).
    public var offersCatchUp: Bool { overdueReviewCount >= Self.catchUpThreshold }

    /// Spreads the overdue reviews over `days` days, the most likely forgotten first
    /// (`CatchUpPlan`), as one `duesMoved` event.
    @discardableResult
    public func spreadOverdueReviews(over days: Int) throws(StorageError) -> SpreadOutcome {
        let srs = progress.progress.srs
        let plan = CatchUpPlan.spread(srs, over: days, now: now, scheduler: scheduler, calendar: calendar)
        try progress.moveDueDates(DueMove.moves(in: srs, to: plan.dueDates))
        return SpreadOutcome(perDay: plan.perDay)
    }

    /// Marks `days` off (or takes them back) as one `dayOff` event each, whether or not this
    /// device already shows them so: the learner's latest action on a day is what every device
    /// ends with, even when another device's change of the same day has not arrived yet.
    func markDaysOff(_ days: [String], on: Bool) throws(StorageError) {
        progress.waitUntilLoaded() // the journal attached (`attachSettingsJournal`)
        guard settings.journal != nil else {
            try settings.update { $0.daysOff = (on ? Set($0.daysOff).union(days) : Set($0.daysOff).subtracting(days)).sorted() }
            return
        }
        try progress.recordSettings(days.map { .dayOff(day: $0, on: on) })
        settings.refreshCopy()
    }
}
