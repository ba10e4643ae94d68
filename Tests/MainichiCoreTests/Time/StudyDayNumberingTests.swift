import Foundation
import Testing
@testable import MainichiCore

/// `StudyDayNumbering` gives `StudyCalendar.day(of:)` for every instant, across daylight-saving
/// changes (whole-hour and half-hour ones), with a day start hour, in order and out of order.
@Suite struct StudyDayNumberingTests {
    @Test(arguments: ["America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Europe/London"])
    func agreesWithTheCalendar(zone: String) throws {
        let calendar = StudyCalendar(timeZone: TimeZone(identifier: zone), dayStartHour: 4)
        // Every 37 minutes over two years (every hour of the day, every daylight-saving change).
        let start = 1_767_225_600.0 // 2026-01-01T00:00Z
        let instants = stride(from: start, to: start + 2 * 365 * 86_400, by: 37 * 60).map { Date(timeIntervalSince1970: $0) }
        var inOrder = StudyDayNumbering(calendar: calendar)
        #expect(instants.allSatisfy { inOrder.day(of: $0) == calendar.day(of: $0) })
        var shuffled = StudyDayNumbering(calendar: calendar)
        var random = SystemRandomNumberGenerator()
        let mixed = instants.shuffled(using: &random)
        #expect(mixed.allSatisfy { shuffled.day(of: $0) == calendar.day(of: $0) })
    }
}
