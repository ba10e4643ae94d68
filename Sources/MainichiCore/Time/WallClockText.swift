#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Dates written out by hand from the C library's broken-down time (`gmtime_r`, `localtime_r`),
/// for file names and messages: no DateFormatter, no ICU.
enum WallClockText {
    /// "20261121-090512": `date` in UTC, for names of files kept aside.
    static func compactUTC(_ date: Date) -> String {
        let time = brokenDown(date, utc: true)
        return digits(Int(time.tm_year) + 1900, 4) + digits(Int(time.tm_mon) + 1, 2) + digits(Int(time.tm_mday), 2)
            + "-" + digits(Int(time.tm_hour), 2) + digits(Int(time.tm_min), 2) + digits(Int(time.tm_sec), 2)
    }

    /// "2026-11-21 09:05": `date` on the machine's local wall clock (the TZ variable or /etc/localtime).
    static func localMinute(_ date: Date) -> String {
        let time = brokenDown(date, utc: false)
        return digits(Int(time.tm_year) + 1900, 4) + "-" + digits(Int(time.tm_mon) + 1, 2) + "-"
            + digits(Int(time.tm_mday), 2) + " " + digits(Int(time.tm_hour), 2) + ":" + digits(Int(time.tm_min), 2)
    }

    /// The broken-down time of `date` (whole seconds, rounded down).
    static func brokenDown(_ date: Date, utc: Bool) -> tm {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var result = tm()
        if utc {
            gmtime_r(&seconds, &result)
        } else {
            localtime_r(&seconds, &result)
        }
        return result
    }

    /// `value` in decimal, padded with zeros to `width` digits.
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
