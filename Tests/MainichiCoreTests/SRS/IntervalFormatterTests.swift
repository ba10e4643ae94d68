import Foundation
import MainichiCore
import Testing

@Suite struct IntervalFormatterTests {
    static let cases: [(TimeInterval, String)] = [
        (30, "<1m"), (60, "1m"), (276, "5m"), (330, "6m"), (3_570, "1h"), (600, "10m"), (900, "15m"), (3_600, "1h"),
        (5_400, "1.5h"), (86_400, "1d"), (4 * 86_400, "4d"), (29 * 86_400, "29d"),
        (45 * 86_400, "1.5mo"), (90 * 86_400, "3mo"), (300 * 86_400, "10mo"),
        (365 * 86_400, "1y"), (438 * 86_400, "1.2y"), (36_500 * 86_400, "100y"),
    ]

    @Test(arguments: cases)
    func labels(seconds: TimeInterval, expected: String) {
        #expect(IntervalFormatter.string(for: seconds) == expected)
    }

    @Test func labelsAreShortAscii() {
        for seconds in stride(from: 0.0, through: 40_000 * 86_400, by: 3_917) {
            let label = IntervalFormatter.string(for: seconds)
            #expect(label.allSatisfy(\.isASCII) && label.count <= 5, "\(label)")
        }
    }
}
