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

extension ProgressStore {
    /// The copy of the progress kept from before item ids were moved (in progress.json's format).
    public static let beforeIDMapFileName = "progress.json.before-id-map"

    /// Moves the progress of renamed items to their new ids (see `StudyProgress.remappingItemIDs`)
    /// and day results to today's days (`StudyProgress.remappingDayResults`, when the map has a
    /// day layout the progress is not stamped with), and saves the move as one journal event
    /// (history is read through the map from then on: `StudyHistory.read()`), after writing the
    /// progress as it was to `progress.json.before-id-map` (an existing copy is kept: it is the
    /// oldest). A progress with nothing to move is only stamped with the layout, on the next change
    /// saved (`setDayLayout`), so results recorded from now on are never moved. Returns how many records moved (item
    /// records plus day results of the old days).
    /// - Throws: `StorageError.writeFailed` when the copy or the save fails; progress is then
    ///   unchanged.
    @discardableResult
    public func applyItemIDMap(_ map: ItemIDMap) throws(StorageError) -> Int {
        itemIDMap = map
        var (remapped, moved) = progress.remappingItemIDs(map)
        if let days = map.days, remapped.dayLayout != days.layout {
            moved += remapped.dayResults.keys.filter { days.isMoved($0) }.count
            remapped = remapped.remappingDayResults(days)
            if moved == 0 {
                setDayLayout(days.layout)
                return 0
            }
        }
        guard moved > 0 else { return 0 }
        let copy = directory.appendingPathComponent(Self.beforeIDMapFileName)
        if !FileManager.default.fileExists(atPath: copy.path) {
            try AtomicFile.write(ProgressCodec.encode(progress), to: copy)
        }
        try update { $0 = remapped }
        return moved
    }
}
