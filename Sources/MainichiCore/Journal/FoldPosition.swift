#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A place in the fold order of every device's events (time, then device, then sequence): how far
/// a snapshot or a fold has got, so an event arriving late (sorting before it) is recognised.
public struct FoldPosition: Comparable, Hashable, Sendable {
    public var time: Date
    public var id: JournalEvent.ID

    public init(time: Date, id: JournalEvent.ID) {
        self.time = time
        self.id = id
    }

    /// The position of `event`.
    public init(_ event: JournalEvent) {
        self.init(time: event.time, id: event.id)
    }

    public static func < (lhs: FoldPosition, rhs: FoldPosition) -> Bool {
        if lhs.time != rhs.time { return lhs.time < rhs.time }
        return lhs.id < rhs.id
    }
}
