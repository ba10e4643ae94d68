#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StudyProgress {
    /// The progress with its day results keyed by the days of `map`'s layout, and stamped with it;
    /// unchanged when already stamped. Results of decks the map does not name (user decks) stay. A
    /// progress stamped with an older layout moves from that layout's days when the map has them.
    /// See `DayLayoutMap` for what an old result means on a new day.
    public func remappingDayResults(_ map: DayLayoutMap) -> StudyProgress {
        guard dayLayout != map.layout else { return self }
        var result = self
        result.dayLayout = map.layout
        let old = dayResults.filter { map.isMoved($0.key) }
        guard !old.isEmpty else { return result }
        for key in old.keys { result.dayResults[key] = nil }
        for (key, origin) in map.origins(from: dayLayout) where origin.size > 0 {
            let studied = origin.old.filter { old[$0.key].map { $0.lastStudied != nil || $0.completedAt != nil } ?? false }
            guard 2 * studied.values.reduce(0, +) > origin.size else { continue }
            var day = DayResult()
            day.lastStudied = studied.keys.compactMap { old[$0].flatMap { $0.lastStudied ?? $0.completedAt } }.max()
            let tested = origin.old.filter { old[$0.key]?.completedAt != nil }
            if 2 * tested.values.reduce(0, +) > origin.size,
               let main = tested.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), let source = old[main.key] {
                day.completedAt = tested.keys.compactMap { old[$0]?.completedAt }.max()
                day.testCount = source.testCount
                day.bestScore = source.bestScore
                day.bestTotal = source.bestTotal
                day.bestDate = source.bestDate
                day.lastScore = source.lastScore
                day.lastTotal = source.lastTotal
            }
            result.dayResults[key] = day
        }
        return result
    }

    /// The progress as it reads through `map`: items moved to their new ids and day results to
    /// today's days (what opening the data directory would save; `mainichi stats` reads it so
    /// without writing).
    public func throughIDMap(_ map: ItemIDMap) -> StudyProgress {
        let moved = remappingItemIDs(map).progress
        return map.days.map { moved.remappingDayResults($0) } ?? moved
    }
}
