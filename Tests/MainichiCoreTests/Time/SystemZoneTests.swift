import Foundation
import Testing
@testable import MainichiCore

/// The study calendar of the running app counts in the C library's local time (no ICU): checked
/// against Foundation's calendar in the same zone, with TZ set for the test and restored after.
@Suite("Study calendar in the machine's zone", .serialized)
struct SystemZoneTests {
    /// Runs `body` with TZ=`zone` for the C library, then puts TZ back.
    private func withTZ(_ zone: String, _ body: () -> Void) {
        let previous = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", zone, 1)
        tzset()
        defer {
            if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
            tzset()
        }
        body()
    }

    @Test("Days, day starts and wall-clock times follow TZ through daylight-saving changes")
    func systemZoneAgreesWithFoundation() {
        withTZ("America/New_York") {
            let zone = TimeZone(identifier: "America/New_York")!
            let system = StudyCalendar(timeZone: nil, dayStartHour: 4)
            let reference = StudyCalendar(timeZone: zone, dayStartHour: 4)
            var date = Date(timeIntervalSince1970: 1_704_067_200) // 2024-01-01 00:00 UTC
            for _ in 0..<900 {
                #expect(system.day(of: date) == reference.day(of: date))
                #expect(system.hourAndMinute(of: date) == reference.hourAndMinute(of: date))
                #expect(system.dateTimeText(of: date) == reference.dateTimeText(of: date))
                let day = system.day(of: date)
                #expect(system.start(ofDay: day) == reference.start(ofDay: day))
                date = date.addingTimeInterval(23 * 3600 + 17 * 60)
            }
        }
    }

    @Test("A day start inside the spring-forward gap is the first instant after it")
    func dayStartInTheGap() {
        withTZ("America/New_York") {
            let system = StudyCalendar(timeZone: nil, dayStartHour: 2)
            let day = system.day(year: 2026, month: 3, day: 8)
            // 02:00 does not exist that night; 03:00 EDT is 07:00 UTC.
            #expect(system.start(ofDay: day) == Date(timeIntervalSince1970: 1_772_953_200))
        }
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

    @Test("Messages show the local wall clock of TZ")
    func localMinuteFollowsTZ() {
        withTZ("Asia/Tokyo") {
            // 2026-11-21 00:05 UTC is 09:05 in Tokyo.
            #expect(WallClockText.localMinute(Date(timeIntervalSince1970: 1_795_219_500)) == "2026-11-21 09:05")
        }
        #expect(WallClockText.compactUTC(Date(timeIntervalSince1970: 1_795_219_512)) == "20261121-000512")
    }
}
