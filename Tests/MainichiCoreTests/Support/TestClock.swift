import Foundation

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    var now: Date

    init(_ now: Date = Date(timeIntervalSince1970: 1_795_000_000)) {
        self.now = now
    }

    func advance(by seconds: TimeInterval) { now += seconds }

    /// The closure stores take.
    var closure: @Sendable () -> Date { { [self] in now } }
}
