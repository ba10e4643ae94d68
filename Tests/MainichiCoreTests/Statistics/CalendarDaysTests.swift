import Foundation
import Testing
@testable import MainichiCore

@Suite("Calendar days")
struct CalendarDaysTests {
    @Test func dayNumbersAgreeWithFoundationsCalendar() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York")! // has daylight saving time
        calendar.firstWeekday = 2
        let days = CalendarDays(calendar: calendar)
        var date = calendar.date(from: DateComponents(year: 2023, month: 12, day: 25, hour: 0, minute: 30))!
        for _ in 0..<800 {
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            let day = days.day(of: date)
            #expect(days.date(of: day) == (parts.year!, parts.month!, parts.day!))
            #expect(days.weekday(of: day) == parts.weekday!)
            #expect(days.stamp(of: day) == StudyProgress.dayStamp(date, calendar: calendar))
            #expect(days.weekday(of: days.startOfWeek(containing: day)) == 2)
            date = date.addingTimeInterval(23 * 3600 + 17 * 60) // walks through every hour of the day
        }
    }
}
