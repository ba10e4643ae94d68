import Foundation
import Testing
@testable import MainichiCore

@Suite("Study calendar")
struct StudyCalendarTests {
    static let newYork = TimeZone(identifier: "America/New_York")! // has daylight saving time

    /// A Foundation calendar in `zone`, the reference the study calendar is checked against.
    static func reference(_ zone: TimeZone, firstWeekday: Int = 1) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    @Test("With days starting at midnight, day numbers agree with Foundation's calendar through DST changes")
    func midnightDaysAgreeWithFoundation() {
        let calendar = Self.reference(Self.newYork, firstWeekday: 2)
        let days = StudyCalendar(timeZone: Self.newYork, dayStartHour: 0, firstWeekday: 2)
        var date = calendar.date(from: DateComponents(year: 2023, month: 12, day: 25, hour: 0, minute: 30))!
        for _ in 0..<800 {
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            let day = days.day(of: date)
            #expect(days.date(ofDay: day) == (parts.year!, parts.month!, parts.day!))
            #expect(days.weekday(ofDay: day) == parts.weekday!)
            #expect(days.stamp(of: date) == StudyProgress.dayStamp(date, calendar: days))
            #expect(days.weekday(ofDay: days.startOfWeek(containing: day)) == 2)
            date = date.addingTimeInterval(23 * 3600 + 17 * 60) // walks through every hour of the day
        }
    }

    @Test("A study day runs from the day start hour to the next, by the wall clock, in any zone")
    func dayStartHourShiftsTheDay() {
        for zoneName in ["UTC", "Pacific/Honolulu", "Asia/Tokyo", "America/New_York", "Asia/Kolkata"] {
            let zone = TimeZone(identifier: zoneName)!
            let calendar = Self.reference(zone)
            let days = StudyCalendar(timeZone: zone, dayStartHour: 4)
            func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
                calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: minute))!
            }
            #expect(days.stamp(of: at(21, 4)) == "2026-11-21", "\(zoneName)")
            #expect(days.stamp(of: at(21, 23, 59)) == "2026-11-21", "\(zoneName)")
            #expect(days.stamp(of: at(22, 1)) == "2026-11-21", "\(zoneName): 1 a.m. counts for the day before")
            #expect(days.stamp(of: at(22, 3, 59)) == "2026-11-21", "\(zoneName)")
            #expect(days.stamp(of: at(22, 4)) == "2026-11-22", "\(zoneName)")
            #expect(days.start(ofDay: days.day(of: at(22, 1))) == at(21, 4), "\(zoneName)")
            #expect(days.startOfNextDay(after: at(22, 1)) == at(22, 4), "\(zoneName)")
            #expect(days.isSameDay(at(21, 23), at(22, 2)), "\(zoneName)")
            #expect(days.hourAndMinute(of: at(22, 1, 7)) == (1, 7), "\(zoneName)")
            #expect(days.dateTimeText(of: at(22, 1, 7)) == "2026-11-22 01:07", "\(zoneName): logs show the wall clock")
        }
    }

    @Test("Across the spring and autumn DST changes in New York, each study day starts at 4 a.m. local time")
    func daylightSavingChanges() {
        let calendar = Self.reference(Self.newYork)
        let days = StudyCalendar(timeZone: Self.newYork, dayStartHour: 4)
        // 2026-03-08: clocks jump from 2:00 to 3:00 (a 23-hour day). 2026-11-01: 2:00 back to 1:00 (25 hours).
        for (month, day, length) in [(3, 8, 23.0), (11, 1, 25.0)] {
            let start = calendar.date(from: DateComponents(year: 2026, month: month, day: day, hour: 4))!
            let number = days.day(of: start)
            #expect(days.start(ofDay: number) == start)
            let next = days.start(ofDay: number + 1)
            #expect(next.timeIntervalSince(start) == 24 * 3600)
            // The night of the change belongs to the day before, whatever the clock did.
            let night = days.start(ofDay: number)
            #expect(night.timeIntervalSince(days.start(ofDay: number - 1)) == length * 3600)
            #expect(days.day(of: night.addingTimeInterval(-1)) == number - 1)
            #expect(days.day(of: night) == number)
            #expect(days.stamp(ofDay: number) == "2026-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)")
        }
    }

    @Test("The day start hour is clamped to a real hour")
    func clampsTheHour() {
        let zone = TimeZone(identifier: "UTC")!
        #expect(StudyCalendar(timeZone: zone, dayStartHour: 30).dayStartHour == 23)
        #expect(StudyCalendar(timeZone: zone, dayStartHour: -2).dayStartHour == 0)
        #expect(StudyCalendar(timeZone: zone).startingDays(at: 6).dayStartHour == 6)
    }

    @Test("A date's day number is the inverse of date(ofDay:)")
    func dayOfDateRoundTrips() {
        let days = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
        for day in stride(from: -800_000, through: 800_000, by: 997) {
            let (year, month, dayOfMonth) = days.date(ofDay: day)
            #expect(days.day(year: year, month: month, day: dayOfMonth) == day)
        }
        #expect(days.day(year: 1970, month: 1, day: 1) == 0)
        #expect(days.stamp(ofDay: days.day(year: 2024, month: 2, day: 29)) == "2024-02-29")
    }
}
