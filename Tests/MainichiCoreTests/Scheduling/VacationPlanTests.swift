import Foundation
import Testing
@testable import MainichiCore

@Suite struct VacationPlanTests {
    static var utc: StudyCalendar { StudyCalendar(timeZone: TimeZone(identifier: "UTC")!) }

    let now = Date(timeIntervalSince1970: 1_795_251_600)  // 2026-11-21 09:00 UTC

    /// A review card last reviewed `daysAgo` days ago with `stability`, due in `dueIn` days.
    func card(stability: Double, lastReviewDaysAgo daysAgo: Int, dueIn: Int) -> SRSCard {
        var card = SRSCard(due: now.addingTimeInterval(Double(dueIn) * 86_400))
        card.state = .review
        card.step = nil
        card.stability = stability
        card.difficulty = 5
        card.lastReview = now.addingTimeInterval(-Double(daysAgo) * 86_400)
        return card
    }

    @Test func reviewsDueOnDaysOffMoveBeforeWhenTheFuzzAllowsItAfterOtherwise() {
        let scheduler = FSRSScheduler()
        let off = Set(VacationPlan.days(from: now.addingTimeInterval(3 * 86_400), count: 5, calendar: Self.utc))
        let srs: [String: SRSCard] = [
            // Off 24 to 28 November. A long interval (about 40 days): the 23rd is within its fuzz.
            "long": card(stability: 40, lastReviewDaysAgo: 36, dueIn: 4),
            // A 4-day interval reviewed today: 2 days (the day before the trip) is under its
            // fuzz range (3 to 5 days), so after the trip.
            "short": card(stability: 4, lastReviewDaysAgo: 0, dueIn: 4),
            // Due before the trip: untouched.
            "before": card(stability: 10, lastReviewDaysAgo: 8, dueIn: 1),
        ]
        let moves = VacationPlan.moves(srs, daysOff: off, now: now, scheduler: scheduler, calendar: Self.utc)
        #expect(Set(moves.keys) == ["long", "short"])
        #expect(StudyProgress.dayStamp(moves["long"]!, calendar: Self.utc) == "2026-11-23")
        #expect(StudyProgress.dayStamp(moves["short"]!, calendar: Self.utc) == "2026-11-29")
        #expect(moves.values.allSatisfy { !off.contains(StudyProgress.dayStamp($0, calendar: Self.utc)) })
    }

    @Test func noDaysOffMovesNothing() {
        let srs = ["a": card(stability: 10, lastReviewDaysAgo: 5, dueIn: 5)]
        #expect(VacationPlan.moves(srs, daysOff: [], now: now, scheduler: FSRSScheduler(), calendar: Self.utc).isEmpty)
    }
}
