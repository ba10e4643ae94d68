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

/// Earlier snapshots kept in `checkpoints/` of the data directory, so events arriving late (a
/// sync from a machine that studied too) are folded from the last checkpoint before them instead
/// of from every journal.
///
/// Each snapshot the store writes is also linked in here (a hard link: no copy; none where the
/// file system has no hard links), named by how many
/// journal bytes it covers and the time of the last event it folded. Older ones are thinned out so
/// their distances back from the newest roughly grow by `spread` every second one: a few dozen
/// at most over any history, and the one before an event at distance `d` back lies at most about
/// `spread * d` back (plus one snapshot interval). Folding from it costs that many bytes of
/// journal, in proportion to how far back the late events reach, not to the whole history.
///
/// Nothing here needs trusting: a checkpoint is the fold of every event in the bytes it covers,
/// all of which come before its position in fold order, so the events after those bytes folded
/// onto it give the whole fold whenever each of them sorts after its position, and `JournalFold`
/// checks exactly that (`absorb` answers `.needsRebuild` otherwise, and the next older one is
/// tried). A checkpoint overtaken by a late event is removed when the store takes the load in.
public struct FoldCheckpoints {
    /// The folder inside the data directory.
    public static let folderName = "checkpoints"
    /// How fast the kept checkpoints' distances back grow (every second one).
    static let spread = 4

    let folder: URL

    init(directory: URL) {
        folder = directory.appendingPathComponent(Self.folderName)
    }

    /// One kept checkpoint, as its file name tells.
    struct Entry {
        /// The journal bytes it covers, in all files.
        var covered: Int
        /// The time of its last event, in whole milliseconds since 1970 (rounded down).
        var milliseconds: Int
        var name: String
    }

    /// The file name of a checkpoint covering `covered` bytes whose last event is at `time`.
    public static func name(covered: Int, through time: Date) -> String {
        "checkpoint-\(covered)-t\(milliseconds(time)).bin"
    }

    static func milliseconds(_ time: Date) -> Int {
        let value = (time.timeIntervalSince1970 * 1000).rounded(.down)
        return value.isFinite && abs(value) < 1e17 ? Int(value) : (value < 0 ? Int.min / 2 : Int.max / 2)
    }

    /// The checkpoints kept, newest (most bytes covered) first.
    func entries() -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var entries: [Entry] = []
        for name in names where name.hasPrefix("checkpoint-") && name.hasSuffix(".bin") {
            let middle = name.dropFirst("checkpoint-".count).dropLast(".bin".count)
            guard let split = middle.firstIndex(of: "-"), middle[middle.index(after: split)...].first == "t",
                  let covered = Int(middle[..<split]), covered >= 0,
                  let milliseconds = Int(middle[middle.index(split, offsetBy: 2)...]) else { continue }
            entries.append(Entry(covered: covered, milliseconds: milliseconds, name: name))
        }
        return entries.sorted { ($0.covered, $0.milliseconds) > ($1.covered, $1.milliseconds) }
    }

    /// Keeps the snapshot just written at `snapshotURL` (`snapshot`) as a checkpoint, then thins
    /// the older ones out. Best effort: a checkpoint that cannot be kept only makes a later late
    /// event cost more.
    func keep(_ snapshot: JournalSnapshot, writtenAt snapshotURL: URL) {
        guard let through = snapshot.through else { return }
        let covered = snapshot.offsets.values.reduce(0, +)
        guard (try? DataDirectories.createDirectory(folder)) != nil else { return }
        let target = folder.appendingPathComponent(Self.name(covered: covered, through: through.time))
        let staged = AtomicFile.temporaryURL(for: target)
        unlink(staged.path)
        // A file system without hard links keeps none (late events then read every journal).
        guard link(snapshotURL.path, staged.path) == 0 else { return }
        if rename(staged.path, target.path) != 0 { unlink(staged.path) }
        let entries = entries()
        // One of the same bytes covered folds the same events: the newer write stands for both.
        var list: [Entry] = []
        for entry in entries {
            if entry.covered == covered && entry.name != target.lastPathComponent {
                unlink(folder.appendingPathComponent(entry.name).path)
            } else {
                list.append(entry)
            }
        }
        let kept = Set(Self.kept(list.map(\.covered)))
        for entry in list where !kept.contains(entry.covered) {
            unlink(folder.appendingPathComponent(entry.name).path)
        }
    }

    /// Of checkpoints covering `covered` bytes (newest first, each once), those to keep: the
    /// newest and the oldest always; one between is dropped when the one older than it is at most
    /// `spread` times as far back from the newest as the one younger than it.
    public static func kept(_ covered: [Int]) -> [Int] {
        var list = covered
        guard let newest = list.first else { return [] }
        var index = 1
        while index + 1 < list.count {
            let younger = newest - list[index - 1]
            let older = newest - list[index + 1]
            if older <= spread * younger {
                list.remove(at: index)
            } else {
                index += 1
            }
        }
        return list
    }

    /// Removes the checkpoints whose last event comes after `position` (an event at `position`
    /// arrived after they were written: they no longer hold a beginning of the fold order).
    func removeOvertaken(by position: FoldPosition) {
        let limit = Self.milliseconds(position.time)
        for entry in entries() where entry.milliseconds > limit {
            unlink(folder.appendingPathComponent(entry.name).path)
        }
    }

    /// Removes every checkpoint (the journals' earlier lines changed).
    static func removeAll(in directory: URL) {
        let checkpoints = FoldCheckpoints(directory: directory)
        for entry in checkpoints.entries() { unlink(checkpoints.folder.appendingPathComponent(entry.name).path) }
    }

    /// What folding from a checkpoint found: every event folded (the checkpoint's progress with
    /// the events after it), the events read after it (and `extra`), the warnings, each journal
    /// file's size as read, and the journal bytes read.
    typealias Folded = (fold: JournalFold, events: [JournalEvent], warnings: [LogWarning], offsets: [String: Int], bytesRead: Int)

    /// Folds every event from the newest checkpoint before `late` (the earliest late event): the
    /// journals of `directory` read from the bytes it covers, with `extra` (events not in the
    /// files read); nil when no checkpoint serves (none before `late`, each overtaken or covering
    /// more of a file than it now holds).
    /// - Parameter skipping: journal files not to read (`extra` holds every event of them).
    func fold(before late: FoldPosition, in directory: URL, extra: [JournalEvent] = [],
              skipping: Set<String> = []) -> Folded? {
        let limit = Self.milliseconds(late.time)
        for entry in entries() where entry.milliseconds < limit {
            guard case .loaded(let checkpoint) = JournalSnapshot.read(folder.appendingPathComponent(entry.name)),
                  checkpoint.holdsLearnerSettings, let through = checkpoint.through, through < late,
                  checkpoint.offsets.allSatisfy({
                      skipping.contains($0.key) || SyncFolder.size(of: directory.appendingPathComponent($0.key)) ?? 0 >= $0.value
                  })
            else { continue }
            let read = ProgressStore.readJournals(in: directory, from: checkpoint.offsets, skipping: skipping)
            var fold = JournalFold(base: checkpoint.progress, positions: checkpoint.positions, through: through)
            let events = read.events + extra
            // Every event the checkpoint lacks sorts after it, or it was overtaken: try an older one.
            guard fold.absorb(events) != .needsRebuild else { continue }
            fold.compact()
            let bytesRead = read.offsets.reduce(0) { $0 + max(0, $1.value - checkpoint.offsets[$1.key, default: 0]) }
            return (fold, events, read.warnings, read.offsets, bytesRead)
        }
        return nil
    }
}
