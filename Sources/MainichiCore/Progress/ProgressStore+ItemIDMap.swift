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

    /// Moves the progress of renamed items to their new ids and day results to today's days (when
    /// the map has a day layout the progress is not stamped with) as one `itemsRenamed` event
    /// (`ItemRenames`: only what is moved is named, so another machine's work is never erased,
    /// and what it did under an old id before the move folds moves with it), after writing the
    /// progress as it was to `progress.json.before-id-map` (an existing copy is kept: it is the
    /// oldest). History is read through the map from then on (`StudyHistory.read()`). A progress
    /// with nothing to move is only stamped with the layout, on the next change saved
    /// (`setDayLayout`), so results recorded from now on are never moved. Called at every start
    /// and after a sync brings events (`Learner.synchronize()`): work another machine did under
    /// an old id after this one moved is moved by another such event. Returns how many records
    /// moved (item records plus day results of the old days).
    /// - Throws: `StorageError.writeFailed` when the copy or the save fails; progress is then
    ///   unchanged.
    @discardableResult
    public func applyItemIDMap(_ map: ItemIDMap) throws(StorageError) -> Int {
        itemIDMap = map
        let current = progress
        let renames = ItemRenames.moves(in: current, by: map)
        // The records moved, counted as `StudyProgress.remappingItemIDs` counts them (without
        // making the moved copy: this runs after every sync that brings events).
        var moved = current.slips.lazy.filter { renames.renamed[$0.itemID] != nil }.count
        for id in renames.renamed.keys {
            for held in [current.bookmarks[id] != nil, current.mistakes[id] != nil, current.srs[id] != nil,
                         current.suspended[id] != nil] where held { moved += 1 }
        }
        var layout: Int?
        if let days = map.days, current.dayLayout != days.layout {
            layout = days.layout
            moved += renames.removedDays.count
            if moved == 0 {
                setDayLayout(days.layout)
                return 0
            }
        }
        guard moved > 0, !renames.isEmpty else { return 0 }
        let copy = directory.appendingPathComponent(Self.beforeIDMapFileName)
        if !FileManager.default.fileExists(atPath: copy.path) {
            try AtomicFile.write(ProgressCodec.encode(current), to: copy)
        }
        try recordRenames(renames, dayLayout: layout)
        return moved
    }
}
