#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where each day of today's bundled decks comes from in the decks before JMdict resolution: the
/// "days" part of `Decks/id-map.json`, which moves a learner's day results across once.
///
/// Words and kanji moved between days when the decks were rebuilt (N5 opens with greetings now,
/// duplicates merged, kanji planned with the words), so an old "Day 3 done, 18/20" no longer
/// describes today's Day 3. What an old result means on a new day (`StudyProgress.remappingDayResults`):
/// - a new day counts as studied when more than half of its items were on old days the learner
///   had studied (opened or tested), last studied when the latest of those was;
/// - it counts as done (tested) when more than half of its items were on old days with a finished
///   test, completed when the latest of those was; its scores and test count are those of the
///   tested old day that held most of its items;
/// - items new to the decks (the greetings, the counters) were on no old day, so a day made mostly
///   of them starts fresh.
public struct DayLayoutMap: Sendable, Equatable {
    /// One of today's days: how many items it holds, and how many of them each old day held.
    public struct Origin: Sendable, Equatable {
        public var size: Int
        /// Old day key ("jlpt-vocab-n5:3") to the number of this day's items it held.
        public var old: [String: Int]

        public init(size: Int, old: [String: Int]) {
            self.size = size
            self.old = old
        }
    }

    /// The layout today's days have; a progress stamped with it (`StudyProgress.dayLayout`) has moved.
    public var layout: Int

    /// The layouts there can be: a journal event carrying another (damage) is read without it
    /// (`JournalEventCheck`), so it never sets progress to a layout that would move day results again.
    public static let layoutRange = 1...9_999
    /// The decks whose old day results are replaced by the moved ones (the bundled JLPT decks).
    public var decks: Set<String>
    /// Today's day keys to where their items come from, for a progress with no stamp or with the
    /// oldest layout that moved (2).
    public var origins: [String: Origin]
    /// For a progress stamped with a later layout than the oldest (3: the decks before the N4 and N3
    /// days were grouped by topic), today's day keys to where their items come from in that layout.
    public var laterOrigins: [Int: [String: Origin]]

    public init(layout: Int, decks: Set<String>, origins: [String: Origin], laterOrigins: [Int: [String: Origin]] = [:]) {
        self.layout = layout
        self.decks = decks
        self.origins = origins
        self.laterOrigins = laterOrigins
    }

    /// Where today's days come from for a progress stamped with `stamp` (nil: none): that layout's
    /// own origins when the map has them, else those of the oldest layout.
    public func origins(from stamp: Int?) -> [String: Origin] {
        stamp.flatMap { laterOrigins[$0] } ?? origins
    }

    /// Whether `key` is a day of a deck whose days moved.
    func isMoved(_ key: String) -> Bool {
        guard let colon = key.lastIndex(of: ":") else { return false }
        return decks.contains(String(key[..<colon]))
    }
}
