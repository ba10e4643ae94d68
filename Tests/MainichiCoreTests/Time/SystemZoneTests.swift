import Foundation
import Testing
@testable import MainichiCore

/// The study calendar of the running app counts in the C library's local time (no ICU): checked
/// against Foundation's calendar in the same zone, with TZ set for the test and restored after.
///
/// TZ belongs to the whole process, and Swift Testing runs suites side by side: while one of these
/// tests had TZ set to New York, a statistics test counting days in the machine's zone saw its
/// "today" move under it and failed now and then (CI, 2026-11-29). So these tests run only in a
/// process of their own, which `make test` starts after the main run with
/// `MAINICHI_TZ_TESTS=1 swift test --skip-build --filter SystemZoneTests`; in any other run they
/// are skipped, and `ProcessStateTests` fails if a test elsewhere changes the environment.
@Suite("Study calendar in the machine's zone", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["MAINICHI_TZ_TESTS"] == "1",
                "changes TZ for the whole process: run alone with MAINICHI_TZ_TESTS=1"))
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

    @Test("Messages show the local wall clock of TZ")
    func localMinuteFollowsTZ() {
        withTZ("Asia/Tokyo") {
            // 2026-11-21 00:05 UTC is 09:05 in Tokyo.
            #expect(WallClockText.localMinute(Date(timeIntervalSince1970: 1_795_219_500)) == "2026-11-21 09:05")
        }
        #expect(WallClockText.compactUTC(Date(timeIntervalSince1970: 1_795_219_512)) == "20261121-000512")
    }
}
