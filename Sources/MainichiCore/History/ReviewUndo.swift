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

/// One line of history.jsonl saying a review grade was undone: `{"type":"undo","itemId":...,
/// "reviewTime":...,"time":...}`.
///
/// History stays append-only: undoing a grade appends this line instead of deleting the review's.
/// `HistoryLog.read()` applies it, so every reader sees the history without the undone review.
public struct ReviewUndo: Codable, Sendable, Equatable {
    /// When the grade was undone.
    public var time: Date
    /// The item whose review was undone.
    public var itemID: String
    /// The time of the review it cancels.
    public var reviewTime: Date

    public init(itemID: String, reviewTime: Date, time: Date) {
        self.itemID = itemID
        self.reviewTime = reviewTime
        self.time = time
    }

    /// The `type` value of an undo line.
    static let type = "undo"

    private enum CodingKeys: String, CodingKey {
        case type, time, reviewTime
        case itemID = "itemId"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.type, forKey: .type)
        try container.encode(time, forKey: .time)
        try container.encode(itemID, forKey: .itemID)
        try container.encode(reviewTime, forKey: .reviewTime)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(Date.self, forKey: .time)
        itemID = try container.decode(String.self, forKey: .itemID)
        reviewTime = try container.decode(Date.self, forKey: .reviewTime)
    }
}
