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
import Dispatch

/// The learner's progress on disk: a journal of changes, one event per change (see
/// docs/architecture.md, "Progress journal").
///
/// Every domain method appends one event, fsynced in one write whatever the size of the
/// collection, to this device's journal (`journal-<device>.jsonl`, the device id made once per
/// data directory in `device`), then applies it to the progress in memory through
/// `ProgressReducer`, the same fold start-up uses. Every few hundred events and on `close()` the
/// folded progress is written atomically as `snapshot.bin` (binary, see `JournalSnapshot`), so start-up reads the snapshot and
/// folds only the journal's tail. A damaged snapshot is rebuilt from the journals; one written by
/// a newer version is never overwritten.
///
/// A data directory from before the journal (progress.json, history.jsonl) is moved over on first
/// start: progress.json is loaded with the checks it always had (a damaged file set aside, the
/// backup, repairs), becomes one `baseline` event followed by the history lines, and both files
/// stay beside the journal untouched. With a sync folder (`setSyncFolder`, `synchronize()`), other
/// devices' journals are mirrored into the data directory and folded in through `JournalFold`, so
/// every device holding the same events holds the same progress. Not thread-safe: use it from one thread.
///
/// Opening does not wait for the snapshot to be decoded: it is read and the journals' tail folded
/// on another thread (`JournalLoad`), and the first use of anything that needs the progress waits
/// for it there (`isLoaded` says whether that would wait). See docs/architecture.md, "Journal speed".
public final class ProgressStore {
    /// The file names inside the data directory.
    public static let fileName = "progress.json"
    public static let backupFileName = "progress.json.bak"
    public static let snapshotFileName = "snapshot.bin"
    /// The JSON snapshot of earlier versions: read when there is no binary one, never written
    /// (an earlier mainichi opening the directory still finds and updates it).
    public static let legacySnapshotFileName = "snapshot.json"
    /// How many events between two snapshots.
    public static let snapshotInterval = 500

    /// The data directory.
    public let directory: URL
    /// The current progress; change it through the domain methods.
    public var progress: StudyProgress { fold.progress }
    /// The progress as a fold of every device's events (this one's and a sync folder's); waits
    /// for the load started by `init` the first time.
    private var fold: JournalFold {
        get { finishLoading(); return loadedFold }
        _modify { finishLoading(); yield &loadedFold }
    }
    private var loadedFold: JournalFold
    /// The load of the snapshot and the journals running on another thread; nil once taken in.
    private var loading: JournalLoad?

    /// Whether the progress is in memory: when false, the next use of `progress` (or of any
    /// method that changes it) waits for the load started when the store was opened.
    public var isLoaded: Bool { loading?.isFinished ?? true }

    /// Waits for the load started by `init`, if it is still running, and takes its result in
    /// (then writes the snapshot it calls for and keeps the day's backup copy).
    public func waitUntilLoaded() {
        finishLoading()
    }

    private func finishLoading() {
        guard let load = loading else { return }
        loading = nil
        takeIn(load.wait())
        let actions = afterLoading
        afterLoading = []
        for action in actions { action(self) }
    }

    /// Runs `action` once the progress is loaded: at once when it is; else on this store's
    /// thread, as soon as the load is taken in (the first use of the progress, or
    /// `waitUntilLoaded()`), before that use goes on. For start-up steps that need the whole
    /// progress (moving renamed items, the sync folder) without holding up the first frame.
    public func whenLoaded(_ action: @escaping (ProgressStore) -> Void) {
        if loading == nil { action(self) } else { afterLoading.append(action) }
    }
    private var afterLoading: [(ProgressStore) -> Void] = []

    /// The bytes of the snapshots and journals of `directory` (what loading reads at most).
    static func bytesToLoad(in directory: URL) -> Int {
        let files = journalFiles(in: directory) + [snapshotFileName, legacySnapshotFileName].map { directory.appendingPathComponent($0) }
        return files.reduce(0) { total, file in
            var info = stat()
            return total + (stat(file.path, &info) == 0 ? Int(info.st_size) : 0)
        }
    }

    /// Takes in what loading the journals found.
    private func takeIn(_ loaded: LoadedJournal) {
        loadedFold = loaded.fold
        loadedOffsets = loaded.offsets
        loadedSequence = loaded.lastSequence
        loadedSnapshotIsNewer = loaded.snapshotIsNewer
        loadedSinceSnapshot = loaded.tailCount
        loadedNotices = loaded.notices
        if let late = loaded.lateFrom { FoldCheckpoints(directory: directory).removeOvertaken(by: late) }
        if loaded.snapshotNeedsWriting { try? writeSnapshot() }
        if FileManager.default.fileExists(atPath: snapshotURL.path) {
            DailyBackup.keep(snapshotURL, date: DailyBackup.localDate(clock()), in: directory)
        }
    }
    /// `recoveryNotices` in English (each notice's `description`, one a line), for logs and tests;
    /// nil when everything loaded normally. What the learner reads is worded from
    /// `recoveryNotices` by the app's tables (`ErrorText.text(_:language:)`), in their language.
    public var recoveryNotice: String? {
        recoveryNotices.isEmpty ? nil : recoveryNotices.map(\.description).joined(separator: "\n")
    }
    /// What had to be recovered or migrated, as data the app words; empty when everything
    /// loaded normally.
    public private(set) var recoveryNotices: [RecoveryNotice] {
        get { finishLoading(); return deviceNotices + loadedNotices }
        set { finishLoading(); loadedNotices = newValue }
    }
    private var loadedNotices: [RecoveryNotice] = []
    /// The new device ids this store took (`DeviceRenewal`), said once.
    private var deviceNotices: [RecoveryNotice] = []

    /// progress.json (read only when moving an old data directory to the journal).
    public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }
    /// progress.json.bak.
    public var backupURL: URL { directory.appendingPathComponent(Self.backupFileName) }
    /// This device's journal.
    public var journalURL: URL { journal.url }
    /// snapshot.bin.
    public var snapshotURL: URL { directory.appendingPathComponent(Self.snapshotFileName) }
    /// This device's id in the data directory (a new one when the directory turns out to be a
    /// copy, `DeviceRenewal`).
    public private(set) var device: String

    /// How many changes are only in memory because saving them failed (a full disk, a read-only
    /// directory); 0 once a save succeeds. The app warns while it is not 0 and asks before quitting.
    public var unsavedChangeCount: Int { pending.count }
    /// Why saving does not work ("Permission denied", "No space left on device"): found at start
    /// (a probe file in the data directory) or by the last failed save; nil once a save succeeds.
    public private(set) var writeProblem: String?
    /// Whether changes are being lost or would be: the app shows a lasting warning while true.
    public var isSavingFailing: Bool { unsavedChangeCount > 0 || writeProblem != nil }

    private let lock: DirectoryLock
    /// Records of progress.json this version cannot use, carried into the baseline event.
    private var keptAside = ProgressCodec.KeptAside()
    let clock: @Sendable () -> Date
    private var journal: JournalFile
    /// Events not written yet (a failed append); written before the next one.
    private var pending: [JournalEvent] = []
    /// The decks' id map as applied or skipped (`ProgressStore+ItemIDMap.swift`): read lazily.
    var idMapState = ItemIDMapState()
    /// The last sequence folded per device (what `ItemIDMapRecord` compares).
    var foldPositions: [String: Int] { fold.positions }
    /// Whether events wait to be written (a failed append).
    var hasUnwrittenEvents: Bool { !pending.isEmpty }
    /// The day layout to stamp progress with on the next save (`setDayLayout`).
    private var pendingDayLayout: Int?
    /// The last sequence number this device used.
    private var sequence: Int {
        get { finishLoading(); return loadedSequence }
        set { finishLoading(); loadedSequence = newValue }
    }
    private var loadedSequence = 0
    /// The sync folder shared with other devices, when one is set (`synchronize()`).
    public private(set) var syncFolder: SyncFolder?
    /// Per setting that travels (the days off under `ArrivedSetting.daysOffKey`), the device and
    /// time of the last event about it that a sync brought (`synchronize()`): who changed a
    /// setting that arrives.
    public private(set) var settingOrigins: [String: ArrivedSetting.Origin] = [:]
    /// Per item, the last review this device recorded (the event an undo cancels, and its day).
    private var lastReviews: [String: (id: JournalEvent.ID, dayStamp: String, card: SRSCard)] = [:]
    /// Per journal file, the bytes folded into `progress` (what a snapshot covers).
    private var offsets: [String: Int] {
        get { finishLoading(); return loadedOffsets }
        _modify { finishLoading(); yield &loadedOffsets }
    }
    private var loadedOffsets: [String: Int] = [:]
    /// Events appended since the last snapshot.
    private var sinceSnapshot: Int {
        get { finishLoading(); return loadedSinceSnapshot }
        set { finishLoading(); loadedSinceSnapshot = newValue }
    }
    private var loadedSinceSnapshot = 0
    /// Whether snapshot.bin comes from a newer version (never overwritten then).
    private var snapshotIsNewer: Bool {
        get { finishLoading(); return loadedSnapshotIsNewer }
        set { finishLoading(); loadedSnapshotIsNewer = newValue }
    }
    private var loadedSnapshotIsNewer = false

    /// Opens the progress of `directory`, creating the directory when missing.
    /// - Parameter clock: the current time; tests inject a fixed one.
    /// - Throws: `StorageError.locked` when another mainichi uses the directory;
    ///   `.newerSchema` when an old progress.json comes from a newer version (it is left untouched);
    ///   `.cannotCreateDirectory` or `.writeFailed` for file-system failures.
    /// - Parameter syncFolder: a folder shared with other devices: their journals are read from
    ///   it before loading, and this device's is written to it (see `synchronize()`).
    public convenience init(directory: URL, syncFolder: URL? = nil, clock: @escaping @Sendable () -> Date = { Date() }) throws(StorageError) {
        try self.init(directory: directory, syncFolder: syncFolder, clock: clock, loadingInBackgroundFrom: Self.backgroundLoadBytes)
    }

    /// From how many bytes of snapshot and journals the progress is loaded on another thread:
    /// below, reading it costs less than a frame and is done before `init` returns.
    public static let backgroundLoadBytes = 256 * 1024

    /// - Parameter threshold: from how many bytes of snapshot and journals the load runs on
    ///   another thread (`backgroundLoadBytes`; tests pass 0 to take that path with little data).
    /// - Parameter loadGate: the load on another thread starts only once this is signalled (tests).
    init(directory: URL, syncFolder: URL? = nil, clock: @escaping @Sendable () -> Date = { Date() },
         loadingInBackgroundFrom threshold: Int, loadGate: DispatchSemaphore? = nil) throws(StorageError) {
        self.directory = directory
        self.clock = clock
        self.lock = try DirectoryLock(directory: directory)
        self.loadedFold = JournalFold(base: StudyProgress(createdAt: clock()))
        AtomicFile.removeStaleTemporaries(of: directory.appendingPathComponent(Self.fileName))
        AtomicFile.removeStaleTemporaries(of: directory.appendingPathComponent(Self.backupFileName))
        AtomicFile.removeStaleTemporaries(of: directory.appendingPathComponent(Self.snapshotFileName))
        AtomicFile.removeStaleTemporaries(of: directory.appendingPathComponent(Self.legacySnapshotFileName))
        writeProblem = AtomicFile.writeProblem(in: directory)
        let identity = try DeviceRenewal.identity(in: directory)
        var device = identity.id
        deviceNotices = identity.renewal.map { [.newDevice($0)] } ?? []
        if let syncFolder {
            var folder = SyncFolder(url: syncFolder, device: device)
            folder.removeOwnTemporaries()
            if folder.pullReporting(into: directory).needsRebuild {
                // A mirror's earlier lines changed: the snapshot's place in it no longer holds.
                for name in [Self.snapshotFileName, Self.legacySnapshotFileName, StatisticsLedger.fileName] {
                    unlink(directory.appendingPathComponent(name).path)
                }
                FoldCheckpoints.removeAll(in: directory)
            }
            if let split = try? DeviceRenewal.splitIfShared(directory, device: device, copy: folder.ownJournalURL) {
                device = split.newID
                folder = SyncFolder(url: syncFolder, device: device)
                deviceNotices.append(.newDevice(split))
            }
            self.syncFolder = folder
        }
        self.device = device
        self.journal = JournalFile(url: directory.appendingPathComponent("journal-\(device).jsonl"))
        // A journal that cannot be read would show as progress without it: refuse, naming it.
        for file in Self.journalFiles(in: directory) { try JournalFile.checkReadable(file) }
        if Self.journalFiles(in: directory).isEmpty && !FileManager.default.fileExists(atPath: snapshotURL.path)
            && !FileManager.default.fileExists(atPath: directory.appendingPathComponent(Self.legacySnapshotFileName).path) {
            try migrate()
            if FileManager.default.fileExists(atPath: snapshotURL.path) {
                DailyBackup.keep(snapshotURL, date: DailyBackup.localDate(clock()), in: directory)
            }
        } else {
            let (directory, device, now) = (directory, device, clock())
            if Self.bytesToLoad(in: directory) < threshold {
                takeIn(Self.loadJournal(directory: directory, device: device, now: now))
            } else {
                // Decoded on another thread; the first use of the progress waits for it.
                loading = JournalLoad(gate: loadGate) { Self.loadJournal(directory: directory, device: device, now: now) }
            }
        }
        if let syncFolder = self.syncFolder, pending.isEmpty {
            syncFolder.publish(journal.url)
            publishFormerJournals()
        }
    }

    // MARK: - The journal

    /// The journal files of `directory` (every device's), sorted by name.
    public static func journalFiles(in directory: URL) -> [URL] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { $0.hasPrefix("journal-") && $0.hasSuffix(".jsonl") }.sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// What reading the journals and the snapshot found.
    struct LoadedJournal {
        var fold: JournalFold
        var offsets: [String: Int]
        var lastSequence: Int
        var notices: [RecoveryNotice]
        var snapshotNeedsWriting: Bool
        var snapshotIsNewer: Bool
        var tailCount: Int
        /// The earliest late event folded (one sorting before the snapshot's position): the
        /// checkpoints after it are removed when the store takes the load in.
        var lateFrom: FoldPosition?
        /// How the late events were folded, when there were some.
        var lateFold: LateFold?
        /// The snapshot's progress plus the tail (what `mainichi stats` shows).
        var snapshot: JournalSnapshot {
            JournalSnapshot(progress: fold.progress, positions: fold.positions, offsets: offsets, through: fold.through)
        }
    }

    /// How a load folded events arriving late.
    enum LateFold {
        /// From a checkpoint (`FoldCheckpoints`), reading this many journal bytes.
        case checkpoint(bytesRead: Int)
        /// Every journal read again (`JournalFold.refold`, or a rebuild).
        case everyJournal
    }

    /// Reads every journal file of `directory` whole: the events and warnings, and each file's size.
    /// - Parameter skipping: files not to read (the caller holds their events already).
    static func readJournals(in directory: URL, from covered: [String: Int] = [:], skipping: Set<String> = [])
        -> (events: [JournalEvent], warnings: [LogWarning], offsets: [String: Int]) {
        var events: [JournalEvent] = []
        var warnings: [LogWarning] = []
        var offsets: [String: Int] = [:]
        for file in journalFiles(in: directory) where !skipping.contains(file.lastPathComponent) {
            let name = file.lastPathComponent
            let (contents, size) = JournalFile(url: file).read(from: covered[name] ?? 0)
            events.append(contentsOf: contents.events)
            warnings.append(contentsOf: contents.warnings)
            offsets[name] = size
        }
        return (events, warnings, offsets)
    }

    /// Every event folded from nothing, in fold order.
    static func rebuild(_ events: [JournalEvent], now: Date) -> JournalFold {
        let createdAt = events.lazy.map(\.time).min() ?? now
        return JournalFold.rebuilt(from: events, onto: StudyProgress(createdAt: createdAt))
    }

    /// Reads the snapshot and folds the journals' events it does not cover; rebuilds from the
    /// journals alone when the snapshot is missing, damaged or from a newer version, or when an
    /// event sorts before the snapshot's position (it arrived late from another device). Writes nothing.
    static func loadJournal(directory: URL, device: String, now: Date) -> LoadedJournal {
        var snapshotName = snapshotFileName
        var reading = JournalSnapshot.read(directory.appendingPathComponent(snapshotFileName), now: now)
        var needsWriting = false
        if case .missing = reading {
            // A data directory of an earlier version: its JSON snapshot, rewritten as snapshot.bin.
            snapshotName = legacySnapshotFileName
            reading = JournalSnapshot.read(directory.appendingPathComponent(legacySnapshotFileName), now: now)
            if case .newer = reading { reading = .missing }
            if case .loaded = reading { needsWriting = true }
        }
        // A snapshot of a version that passed over settings events: folded again from the journals.
        if case .loaded(let loaded) = reading, !loaded.holdsLearnerSettings { reading = .missing }
        guard case .loaded(let loaded) = reading else {
            // No usable snapshot: every journal folded from nothing, while it is read.
            let rebuilt = JournalRebuild.rebuild(journalFiles(in: directory), now: now)
            var isNewer = false
            var notices = rebuilt.warnings.map(RecoveryNotice.journal)
            switch reading {
            case .damaged(let reason):
                notices.append(.snapshotDamaged(file: snapshotName, reason: reason))
                needsWriting = true
            case .newer(let version):
                notices.append(.snapshotNewer(file: snapshotName, version: version))
                isNewer = true
            default:
                needsWriting = rebuilt.eventCount > 0
            }
            return LoadedJournal(fold: rebuilt.fold, offsets: rebuilt.offsets, lastSequence: rebuilt.fold.positions[device, default: 0],
                                 notices: notices, snapshotNeedsWriting: needsWriting, snapshotIsNewer: isNewer,
                                 tailCount: rebuilt.eventCount)
        }
        var (events, warnings, offsets) = readJournals(in: directory, from: loaded.offsets)
        // A snapshot from before fold positions: its progress is as new as its last change.
        let through = loaded.through ?? FoldPosition(time: loaded.progress.updatedAt, id: .init(device: "", sequence: 0))
        var fold = JournalFold(base: loaded.progress, positions: loaded.positions, through: through, isExact: loaded.through != nil)
        var lateFrom: FoldPosition?
        var lateFold: LateFold?
        if fold.absorb(events) == .needsRebuild {
            lateFrom = earliestFresh(events, after: loaded.positions)
            if let lateFrom, let folded = FoldCheckpoints(directory: directory).fold(before: lateFrom, in: directory) {
                // Late events: folded from the last checkpoint before them.
                (fold, events, warnings, offsets) = (folded.fold, folded.events, folded.warnings, folded.offsets)
                lateFold = .checkpoint(bytesRead: folded.bytesRead)
            } else {
                // Every journal read again, only what they touch folded again.
                let tailEvents = events
                (events, warnings, offsets) = readJournals(in: directory)
                if fold.refold(tailEvents, known: events) == .needsRebuild { fold = rebuild(events, now: now) }
                lateFold = .everyJournal
            }
            needsWriting = true
        }
        var notices = warnings.map(RecoveryNotice.journal)
        // A journal cut short or removed under the snapshot: its history is gone; say so (once:
        // the snapshot is written again with the sizes as they are).
        for (name, covered) in loaded.offsets.sorted(by: { $0.key < $1.key }) where offsets[name] ?? 0 < covered {
            notices.append(.journalShorter(file: name, size: offsets[name] ?? 0, covered: covered))
            needsWriting = true
        }
        var last = fold.positions[device, default: 0]
        for event in events where event.id.device == device {
            last = max(last, event.id.sequence)
        }
        return LoadedJournal(fold: fold, offsets: offsets, lastSequence: last, notices: notices,
                             snapshotNeedsWriting: needsWriting, snapshotIsNewer: false, tailCount: fold.tail.count,
                             lateFrom: lateFrom, lateFold: lateFold)
    }

    /// The earliest position in fold order of the events of `events` not folded yet (a sequence
    /// above its device's position in `positions`).
    static func earliestFresh(_ events: [JournalEvent], after positions: [String: Int]) -> FoldPosition? {
        var earliest: FoldPosition?
        for event in events where event.id.sequence > positions[event.id.device, default: 0] {
            let position = FoldPosition(event)
            if earliest == nil || position < earliest! { earliest = position }
        }
        return earliest
    }

    /// Folds `events` into the progress; when one sorts before what the fold can place, folds
    /// every journal again (with the events not written yet).
    /// - Parameter wholeFiles: the journal files (name and size) every event of which is in
    ///   `events`: a rebuild does not read them again.
    private func absorb(_ events: [JournalEvent], wholeFiles: [String: Int] = [:]) {
        if fold.absorb(events) == .needsRebuild {
            refoldFromJournals(adding: events, wholeFiles: wholeFiles)
        }
    }

    /// Folds `events`, some of which sort before what is folded (they arrived late), from the
    /// last checkpoint before them (`FoldCheckpoints`); else by folding again only what they
    /// touch (`JournalFold.refold`), with every journal read again; folds every journal from the
    /// start when that cannot be done.
    private func refoldFromJournals(adding extra: [JournalEvent], wholeFiles: [String: Int]) {
        let checkpoints = FoldCheckpoints(directory: directory)
        if let late = Self.earliestFresh(extra, after: fold.positions) {
            checkpoints.removeOvertaken(by: late)
            if let folded = checkpoints.fold(before: late, in: directory, extra: pending + extra, skipping: Set(wholeFiles.keys)) {
                fold = folded.fold
                offsets = folded.offsets.merging(wholeFiles) { _, whole in whole }
                sinceSnapshot = max(sinceSnapshot, 1)
                lateFoldCount += 1
                return
            }
        }
        let read = Self.readJournals(in: directory, skipping: Set(wholeFiles.keys))
        let known = read.events + pending
        if fold.refold(extra, known: known) == .needsRebuild {
            fold = Self.rebuild(known + extra, now: progress.createdAt)
        }
        offsets = read.offsets.merging(wholeFiles) { _, whole in whole }
        sinceSnapshot = max(sinceSnapshot, 1)
    }

    /// How many times late events were folded from a checkpoint while the store was open (tests).
    private(set) var lateFoldCount = 0

    /// Folds every journal of the data directory from the start, plus `extra` events and those
    /// not written yet.
    private func rebuildFromJournals(adding extra: [JournalEvent] = [], wholeFiles: [String: Int] = [:]) {
        let read = Self.readJournals(in: directory, skipping: Set(wholeFiles.keys))
        fold = Self.rebuild(read.events + pending + extra, now: progress.createdAt)
        offsets = read.offsets.merging(wholeFiles) { _, whole in whole }
        sinceSnapshot = max(sinceSnapshot, 1)
    }

    /// Appends `changes` (with the history entry the last one makes) as one write, then applies
    /// them to the progress in memory. A failed write keeps them in memory and in `pending`,
    /// written before the next change.
    /// - Parameter time: the events' time (the change's own date, such as an answer's).
    /// - Parameter undoes: the event this change cancels (an undo names it by id).
    private func commit(_ changes: [ProgressEvent], at time: Date, history: HistoryEvent? = nil,
                        undoes: JournalEvent.ID? = nil) throws(StorageError) {
        var events: [JournalEvent] = []
        for change in changes {
            sequence += 1
            events.append(change.journalEvent(id: .init(device: device, sequence: sequence), time: time))
        }
        if let undoes, !events.isEmpty {
            events[events.count - 1].fields.append(.init(key: Self.undoesField, value: .string(undoes.description)))
        }
        if let history, let value = StudyHistory.value(of: history) {
            if events.isEmpty {
                sequence += 1
                events.append(JournalEvent(id: .init(device: device, sequence: sequence), time: time,
                                           type: JournalMigration.historyType, fields: [.init(key: "entry", value: value)]))
            } else {
                events[events.count - 1].fields.append(.init(key: StudyHistory.historyField, value: value))
            }
        }
        if let layout = pendingDayLayout, !events.isEmpty {
            events[0].fields.append(.init(key: ProgressReducer.dayLayoutField, value: .number(Double(layout))))
            pendingDayLayout = nil
        }
        absorb(events)
        try write(events)
    }

    /// The field of an undo event naming the event it cancels.
    public static let undoesField = "undoes"


    /// Writes `events` after any pending ones; moves positions and takes a snapshot now and then.
    private func write(_ events: [JournalEvent]) throws(StorageError) {
        finishLoading() // the loader reads this journal: never append under it
        let batch = pending + events
        do {
            try journal.append(batch)
        } catch {
            pending = batch
            if case .writeFailed(_, let reason) = error { writeProblem = reason }
            throw error
        }
        pending = []
        writeProblem = nil
        noteJournalSize()
        sinceSnapshot += batch.count
        syncFolder?.publish(journal.url)
        if sinceSnapshot >= Self.snapshotInterval { try? writeSnapshot() }
    }

    /// Notes how long this device's journal is after a write (what a snapshot covers).
    private func noteJournalSize() {
        var info = stat()
        if stat(journal.url.path, &info) == 0 { offsets[journal.url.lastPathComponent] = Int(info.st_size) }
    }

    /// Writes snapshot.bin atomically (not over one from a newer version).
    private func writeSnapshot() throws(StorageError) {
        guard !snapshotIsNewer, pending.isEmpty else {
            // Not written: keep the re-fold window in memory bounded all the same.
            if fold.tail.count >= 4 * Self.snapshotInterval && pending.isEmpty { fold.compact() }
            return
        }
        let snapshot = JournalSnapshot(progress: progress, positions: fold.positions, offsets: offsets, through: fold.through)
        try snapshot.write(to: snapshotURL)
        FoldCheckpoints(directory: directory).keep(snapshot, writtenAt: snapshotURL)
        fold.compact()
        sinceSnapshot = 0
        DailyBackup.keep(snapshotURL, date: DailyBackup.localDate(clock()), in: directory)
    }

    // MARK: - Backups

    /// Brings back the progress of a daily backup, after keeping the current state aside as
    /// `backups/before-restore-<date>-<time>.json`, as one `restored` event (`RestoredParts`):
    /// the items and day results that differ from the backup are set back, except those another
    /// device changed after the backup was taken (its journal goes past the backup's position),
    /// and each part only while it is still as this device saw it, so a change another machine
    /// made and syncs later is never wiped. The journal keeps every earlier line; history and the
    /// daily review counts are not rewound. See docs/architecture.md, "Restoring a backup".
    /// - Returns: where the current state was kept.
    /// - Throws: `.damaged` when the backup cannot be read; `.writeFailed` when saving fails
    ///   (the current progress is then left as it was).
    @discardableResult
    public func restore(_ backup: DailyBackup.Entry) throws(StorageError) -> URL {
        guard case .loaded(let restored) = JournalSnapshot.read(backup.url, now: clock()) else {
            throw .damaged(path: backup.url.path, reason: "it is not a readable snapshot")
        }
        let aside = DailyBackup.keptAsideURL(in: directory, at: clock())
        try DataDirectories.createDirectory(aside.deletingLastPathComponent())
        try JournalSnapshot(progress: progress, positions: fold.positions, offsets: offsets, through: fold.through).writeJSON(to: aside)
        // What other devices changed after the backup was taken stays as they left it.
        var kept = FoldKeys()
        for event in Self.readJournals(in: directory).events + pending
        where event.id.device != device && event.id.sequence > restored.positions[event.id.device, default: 0] {
            if let change = ProgressEvent(event) { kept.insert(change) }
        }
        let parts = RestoredParts.difference(from: progress, to: restored.progress, keeping: (kept.items, kept.days))
        if !parts.isEmpty { try commit([.restored(parts)], at: clock()) }
        // A backup from before the decks' last id map holds old ids: the next start checks.
        idMapState.confirmed = nil
        try save()
        return aside
    }

    /// Moves an old data directory (progress.json, history.jsonl) to the journal; nothing for a new one.
    private func migrate() throws(StorageError) {
        let history = HistoryLog(directory: directory)
        let hasHistory = FileManager.default.fileExists(atPath: history.fileURL.path)
        let hasProgress = FileManager.default.fileExists(atPath: fileURL.path) || FileManager.default.fileExists(atPath: backupURL.path)
        guard hasHistory || hasProgress else { return }
        try load()
        var events: [JournalEvent] = []
        if hasProgress {
            sequence += 1
            let document = (try? JSONParser.parse([UInt8](ProgressCodec.encode(progress, keptAside: keptAside)))) ?? .null
            events.append(JournalEvent(id: .init(device: device, sequence: sequence), time: progress.updatedAt,
                                       type: JournalMigration.baselineType, fields: [.init(key: "progress", value: document)]))
        }
        let contents = history.read()
        for entry in contents.events.reversed() {
            guard let value = StudyHistory.value(of: entry) else { continue }
            sequence += 1
            events.append(JournalEvent(id: .init(device: device, sequence: sequence), time: entry.time,
                                       type: JournalMigration.historyType, fields: [.init(key: "entry", value: value)]))
        }
        guard !events.isEmpty else { return }
        try journal.append(events)
        fold = JournalFold.rebuilt(from: events, onto: progress)
        noteJournalSize()
        try? writeSnapshot()
    }

    /// A decoder for progress files through Codable (migrations and tests; the store itself uses
    /// `ProgressCodec`).
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    /// Writes a snapshot (when events came since the last) and releases the directory lock; the
    /// store must not be used afterwards. The lock is also released on deinit.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        try? save()
        renewItemIDMapRecord()
        lock.release()
    }

    private var isClosed = false

    // MARK: - Sync folder

    /// Sets the folder shared with other devices (nil: none) and synchronizes with it at once.
    /// Returns how many new events other devices brought.
    @discardableResult
    public func setSyncFolder(_ url: URL?) -> Int {
        syncFolder = url.map { SyncFolder(url: $0, device: device) }
        syncFolder?.removeOwnTemporaries()
        return synchronize()
    }

    /// Writes what this device's journal has that the sync folder lacks, then reads the other
    /// devices' journals from it and folds their new events in (the app calls it at start-up,
    /// after each screen change and every 30 seconds). Returns how many new events were folded.
    @discardableResult
    public func synchronize() -> Int {
        guard var syncFolder, !isClosed else { return 0 }
        finishLoading() // the loader reads the journal files a pull writes
        if pending.isEmpty, let split = try? DeviceRenewal.splitIfShared(directory, device: device, copy: syncFolder.ownJournalURL) {
            // Another copy of this directory wrote under this id first: this one moved off it.
            syncFolder = SyncFolder(url: syncFolder.url, device: split.newID)
            self.syncFolder = syncFolder
            device = split.newID
            journal = JournalFile(url: directory.appendingPathComponent(SyncFolder.journalName(of: device)))
            lastReviews = [:]
            deviceNotices.append(.newDevice(split))
            rebuildFromJournals()
            sequence = fold.positions[device, default: 0]
        }
        if pending.isEmpty { syncFolder.publish(journal.url) }
        publishFormerJournals()
        let pulled = syncFolder.pullReporting(into: directory)
        let changed = pulled.changed
        guard !changed.isEmpty else { return 0 }
        if pulled.needsRebuild {
            // A mirror's earlier lines changed (healed): fold every journal again.
            FoldCheckpoints.removeAll(in: directory)
            let before = fold.positions
            rebuildFromJournals()
            return fold.positions.reduce(0) { $0 + max(0, $1.value - before[$1.key, default: 0]) }
        }
        var events: [JournalEvent] = []
        var wholeFiles: [String: Int] = [:]
        for name in changed {
            let from = offsets[name] ?? 0
            let (contents, size) = JournalFile(url: directory.appendingPathComponent(name)).read(from: from)
            events.append(contentsOf: contents.events)
            offsets[name] = size
            if from == 0 { wholeFiles[name] = size }
        }
        let before = fold.positions
        absorb(events, wholeFiles: wholeFiles)
        ArrivedSetting.noteOrigins(of: events, into: &settingOrigins)
        // The events new to this store (past each device's position), not how far the positions
        // moved: sequence numbers can skip.
        let folded = Set(events.lazy.filter { $0.id.sequence > before[$0.id.device, default: 0] }.map(\.id)).count
        if folded > 0 { sinceSnapshot += folded }
        if sinceSnapshot >= Self.snapshotInterval { try? writeSnapshot() }
        return folded
    }

    /// Writes the journals of the ids this directory wrote under before (a copied directory whose
    /// original may be gone) to the sync folder, where the folder lacks them.
    private func publishFormerJournals() {
        guard let syncFolder, let former = DeviceOrigin.read(in: directory)?.formerIDs else { return }
        for id in former { syncFolder.publishFormer(directory.appendingPathComponent(SyncFolder.journalName(of: id))) }
    }

    /// Whether the sync folder holds every line of this device's journal (true without a folder).
    public var isJournalPublished: Bool {
        guard let syncFolder else { return true }
        return pending.isEmpty && syncFolder.isPublished(journal.url)
    }

    // MARK: - Loading

    private enum Attempt {
        case missing
        case damaged(String)
        case loaded(ProgressCodec.Decoded, migratedFrom: Int?)
    }

    private func read(_ url: URL) throws(StorageError) -> Attempt {
        try Self.read(url, now: clock())
    }

    /// Reads the progress of `directory` without the lock and without writing anything, through
    /// the loader the store uses (the snapshot and the journals' tail; progress.json with the
    /// app's checks for a directory not moved to the journal yet) (for `mainichi stats`, which runs while the app is open): a missing file
    /// falls back to the backup, then to empty progress.
    /// - Returns: the progress, and what is not as saved, as data the caller words in the learner's
    ///   language (`RecoveryNotice`: a journal line skipped, with its file and line; values out of
    ///   range; figures from the backup); empty when all is as saved.
    /// - Throws: `.newerSchema`, `.unreadable`, or `.damaged` when the file is damaged (the app
    ///   repairs it on its next start).
    public static func readWithoutLock(directory: URL, now: Date = Date()) throws(StorageError)
        -> (progress: StudyProgress, notices: [RecoveryNotice]) {
        let read = try readWithoutLockAndPositions(directory: directory, now: now)
        return (read.progress, read.notices)
    }

    /// `readWithoutLock(directory:now:)` with the last sequence folded per device (nil for a
    /// directory not moved to the journal yet).
    static func readWithoutLockAndPositions(directory: URL, now: Date) throws(StorageError)
        -> (progress: StudyProgress, notices: [RecoveryNotice], positions: [String: Int]?) {
        if !journalFiles(in: directory).isEmpty || FileManager.default.fileExists(atPath: directory.appendingPathComponent(snapshotFileName).path)
            || FileManager.default.fileExists(atPath: directory.appendingPathComponent(legacySnapshotFileName).path) {
            for file in journalFiles(in: directory) { try JournalFile.checkReadable(file) }
            let loaded = loadJournal(directory: directory, device: DeviceIdentity.read(in: directory) ?? "", now: now)
            return (loaded.snapshot.progress, loaded.notices, loaded.fold.positions)
        }
        let url = directory.appendingPathComponent(fileName)
        switch try read(url, now: now) {
        case .loaded(let decoded, _):
            let notices: [RecoveryNotice] = decoded.repairs.isEmpty ? []
                : [.outOfRange(file: fileName, count: decoded.repairs.count, first: "\(decoded.repairs[0])")]
            return (decoded.progress, notices, nil)
        case .missing:
            if case .loaded(let decoded, _) = try read(directory.appendingPathComponent(backupFileName), now: now) {
                return (decoded.progress, [.readFromBackup(file: fileName, backup: backupFileName)], nil)
            }
            return (StudyProgress(createdAt: now), [], nil)
        case .damaged(let reason):
            throw .damaged(path: url.path, reason: reason)
        }
    }

    private static func read(_ url: URL, now: Date) throws(StorageError) -> Attempt {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            if code == EACCES { throw .unreadable(path: url.path, reason: SystemError.describe(code)) }
            return .damaged("it cannot be read: \(SystemError.describe(code))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .damaged("it is not a regular file") }
        guard access(url.path, R_OK) == 0 else {
            let code = errno
            if code == EACCES || code == EPERM { throw .unreadable(path: url.path, reason: SystemError.describe(code)) }
            return .damaged("it cannot be read: \(SystemError.describe(code))")
        }
        guard let data = try? Data(contentsOf: url) else { return .damaged("it cannot be read") }
        if data.isEmpty { return .damaged("it is empty") }
        guard let root = try? JSONParser.parse([UInt8](data)), let version = ProgressCodec.schemaVersion(of: root) else {
            return .damaged("it is not valid progress data")
        }
        if version > StudyProgress.currentSchemaVersion { throw .newerSchema(path: url.path, version: version) }
        if version == StudyProgress.currentSchemaVersion {
            do {
                return .loaded(try ProgressCodec.decodeChecked(root, now: now), migratedFrom: nil)
            } catch {
                return .damaged("it is not valid progress data: \(error.path) \(error.message)")
            }
        }
        guard case .migrated(let progress, let from)? = try? ProgressMigration.decode(data, decoder: makeDecoder()),
              let root = try? JSONParser.parse([UInt8](ProgressCodec.encode(progress))),
              let checked = try? ProgressCodec.decodeChecked(root, now: now) else {
            return .damaged("it is not valid progress data")
        }
        // Migrated through the current codec, so an old file gets the same range checks.
        return .loaded(checked, migratedFrom: from)
    }

    private func load() throws(StorageError) {
        var notices: [RecoveryNotice] = []
        switch try read(fileURL) {
        case .loaded(let loaded, let version):
            adopt(loaded, from: fileURL, notices: &notices)
            if let version {
                notices.insert(.upgraded(from: version, to: StudyProgress.currentSchemaVersion), at: 0)
            }
        case .missing:
            // A fresh start, or a file removed by hand: fall back to the backup when there is one.
            if case .loaded(let loaded, _) = try read(backupURL) {
                adopt(loaded, from: backupURL, notices: &notices)
                notices.insert(.restoredMissing(backup: Self.backupFileName, saved: Self.describe(loaded.progress.updatedAt)), at: 0)
            }
        case .damaged(let reason):
            let movedTo = AtomicFile.moveAside(fileURL, now: clock())
            var restoredSaved: String?
            if case .loaded(let loaded, _) = try read(backupURL) {
                adopt(loaded, from: backupURL, notices: &notices)
                restoredSaved = Self.describe(loaded.progress.updatedAt)
            }
            notices.insert(.damaged(reason: reason, movedTo: movedTo?.lastPathComponent, restoredSaved: restoredSaved), at: 0)
            recoveryNotices = notices
            guard movedTo != nil else {
                // Never overwrite a damaged file we could not move aside.
                throw .writeFailed(path: fileURL.path, reason: "a damaged file is in the way and cannot be moved")
            }
        }
        recoveryNotices = notices
    }

    /// Takes a decoded file as the current progress, noting repairs and records kept aside. A file
    /// with repaired values is first copied aside whole, so nothing it held is lost.
    private func adopt(_ decoded: ProgressCodec.Decoded, from url: URL, notices: inout [RecoveryNotice]) {
        fold = JournalFold(base: decoded.progress)
        keptAside = decoded.keptAside
        let name = url.lastPathComponent
        if !decoded.repairs.isEmpty {
            let count = decoded.repairs.count
            let copy = AtomicFile.copyAside(url, now: clock())
            notices.append(.repaired(file: name, count: count, first: "\(decoded.repairs[0])", keptAs: copy?.lastPathComponent))
        }
        let records = decoded.keptAside.recordCount
        if records > 0 {
            notices.append(.keptUnknown(file: name, records: records))
        }
    }

    private static func describe(_ date: Date) -> String {
        WallClockText.localMinute(date)
    }

    // MARK: - Saving

    /// Applies `change` and saves the whole progress as one `baseline` event (for changes with no
    /// event of their own: stress tests and benchmarks; the screens use the domain methods).
    /// - Throws: `StorageError.writeFailed`; the change stays in memory.
    public func update(_ change: (inout StudyProgress) -> Void) throws(StorageError) {
        var changed = progress
        if let layout = pendingDayLayout {
            changed.dayLayout = layout
            pendingDayLayout = nil
        }
        change(&changed)
        changed.updatedAt = clock()
        sequence += 1
        let document = (try? JSONParser.parse([UInt8](ProgressCodec.encode(changed, keptAside: keptAside)))) ?? .null
        let event = JournalEvent(id: .init(device: device, sequence: sequence), time: changed.updatedAt,
                                 type: JournalMigration.baselineType, fields: [.init(key: "progress", value: document)])
        if fold.absorb(event, alreadyApplied: changed) == .needsRebuild { rebuildFromJournals(adding: [event]) }
        try write([event])
    }

    /// Writes what is pending and a snapshot of the progress (done on `close()`).
    /// - Throws: `StorageError.writeFailed` when the pending changes still cannot be written.
    public func save() throws(StorageError) {
        if !pending.isEmpty { try write([]) }
        if sinceSnapshot > 0 { try writeSnapshot() }
    }

    /// Appends a history entry of its own (a finished game) as one event.
    func recordHistory(_ entry: HistoryEvent) throws(StorageError) {
        try commit([], at: entry.time, history: entry)
    }

    /// History: the entries the journal's events carry.
    public var history: StudyHistory { StudyHistory(store: self) }

    // MARK: - Bookmarks

    /// Bookmarks `id`, or removes its bookmark; saves. Returns whether it is now bookmarked.
    @discardableResult
    public func toggleBookmark(_ id: String) throws(StorageError) -> Bool {
        let on = progress.bookmarks[id] == nil
        try commit([.bookmark(item: id, on: on)], at: clock())
        return on
    }

    /// Sets whether `id` is bookmarked; saves only when that changes anything.
    public func setBookmarked(_ id: String, _ bookmarked: Bool) throws(StorageError) {
        guard progress.isBookmarked(id) != bookmarked else { return }
        try toggleBookmark(id)
    }

    // MARK: - Days and tests

    /// Notes that `day` was opened for study now; saves, with its history entry in the same write.
    public func markStudied(_ day: DayKey, history: HistoryEvent? = nil) throws(StorageError) {
        try commit([.studied(day: day.rawValue)], at: clock(), history: history)
    }

    /// Records one answer the moment it is given, in a single write: the mistakes notebook
    /// (a wrong answer adds the item or counts against it and resets its streak; a right answer
    /// counts towards the three in a row that take it out) and reviews (the item becomes a new
    /// card due at `date` unless it is in reviews already, whose card is left alone).
    ///
    /// A test calls it for every answer, so quitting, a crash or a kill mid-test loses nothing
    /// already answered; at its end `recordTest(_:recordedAnswers:)` adds the day's score.
    /// - Parameter kind: the item's kind, for the notebook's filter.
    /// - Throws: `StorageError.writeFailed`; the change stays in memory.
    @discardableResult
    public func recordAnswer(itemID: String, kind: DeckKind, mode: TestMode, isRight: Bool,
                             at date: Date) throws(StorageError) -> AnswerRecord {
        sequence += 1
        let event = ProgressEvent.answer(item: itemID, kind: kind, mode: mode, isRight: isRight)
            .journalEvent(id: .init(device: device, sequence: sequence), time: date)
        // What the answer does, worked out on the item's own entries.
        var scratch = StudyProgress(createdAt: progress.createdAt)
        scratch.mistakes[itemID] = progress.mistakes[itemID]
        scratch.srs[itemID] = progress.srs[itemID]
        let record = ProgressReducer.answer(item: itemID, kind: kind, mode: mode, isRight: isRight, at: date, to: &scratch)
        absorb([event])
        try write([event])
        return record
    }

    /// Records the kind of slip of a wrong typed reading (test, review or game); saves.
    /// - Throws: `StorageError.writeFailed`; the change stays in memory.
    public func recordSlip(itemID: String, kind: SlipKind, at date: Date) throws(StorageError) {
        try commit([.slip(item: itemID, kind: kind)], at: date)
    }

    /// Notes that day results are keyed by the days of layout `layout` (`DayLayoutMap`): the stamp
    /// rides on the next change saved (a field of its first event, or the next baseline), so
    /// opening a data directory writes nothing and a day result is never saved without it.
    func setDayLayout(_ layout: Int) {
        pendingDayLayout = progress.dayLayout == layout ? nil : layout
    }

    /// Suspends `id` from reviews (its card is kept but not shown) or takes it back; saves.
    public func setSuspended(_ id: String, _ suspended: Bool) throws(StorageError) {
        guard (progress.suspended[id] != nil) != suspended else { return }
        try commit([.suspension(item: id, on: suspended)], at: clock())
    }

    /// Marks a word of the reader known or ignored, or takes its mark away (`mark` nil); saves.
    /// - Parameter word: the mark's key (`WordMark.key(ofSequence:)`).
    public func setWordMark(_ word: String, _ mark: WordMark?) throws(StorageError) {
        guard progress.wordMarks[word] != mark else { return }
        try commit([.wordMark(word: word, mark: mark)], at: clock())
    }

    /// Records a finished test; saves, with its history entry in the same write. Updates the day's
    /// best score, last score, test count and done mark (for a full-day test).
    ///
    /// - Parameter recordedAnswers: what `recordAnswer(itemID:kind:mode:isRight:at:)` returned
    ///   for each answer when the test saved them one by one (as the app does). The notebook is
    ///   then left alone, so no answer counts twice, and the record's `enteredNotebook` and
    ///   `leftNotebook` come from them. When nil, the outcome's answers are counted into the
    ///   notebook here (wrong ones first), for a test recorded in one go; reviews are not touched.
    @discardableResult
    public func recordTest(_ outcome: TestOutcome, recordedAnswers: [AnswerRecord]? = nil,
                           history: HistoryEvent? = nil) throws(StorageError) -> TestRecord {
        var record = TestRecord(dayResult: nil, isNewBest: false, leftNotebook: [], enteredNotebook: [])
        var changes: [ProgressEvent] = []
        var answers = recordedAnswers ?? []
        if recordedAnswers == nil {
            // Counted on a scratch copy of the entries touched, for the record.
            let counted = outcome.wrongIDs.map { ($0, false) } + outcome.rightIDs.map { ($0, true) }
            var scratch = StudyProgress(createdAt: progress.createdAt)
            for (id, _) in counted { scratch.mistakes[id] = progress.mistakes[id] }
            for (id, isRight) in counted {
                let kind = DeckKind(itemID: id) ?? outcome.day?.kind ?? .vocab
                changes.append(.counted(item: id, kind: kind, mode: outcome.mode, isRight: isRight))
                answers.append(scratch.countAnswer(itemID: id, kind: kind, mode: outcome.mode, isRight: isRight, at: outcome.date))
            }
        }
        if let day = outcome.day {
            var result = progress.result(for: day)
            record.isNewBest = result.recordTest(score: outcome.score, total: outcome.total, at: outcome.date)
            record.dayResult = result
        }
        changes.append(.test(day: outcome.day?.rawValue, mode: outcome.mode, score: outcome.score, total: outcome.total))
        record.enteredNotebook = answers.filter(\.enteredNotebook).map(\.itemID)
        record.leftNotebook = answers.filter(\.leftNotebook).map(\.itemID)
        try commit(changes, at: outcome.date, history: history)
        return record
    }

    /// Removes `id` from the mistakes notebook by hand; saves.
    public func removeMistake(_ id: String) throws(StorageError) {
        guard progress.mistakes[id] != nil else { return }
        try commit([.mistakeRemoved(item: id)], at: clock())
    }

    // MARK: - Reviews

    /// Adds items to reviews as new cards due now, leaving those already in reviews alone; saves.
    /// Returns how many were added.
    @discardableResult
    public func addToReviews(_ ids: [String]) throws(StorageError) -> Int {
        var seen = Set<String>()
        let newIDs = ids.filter { progress.srs[$0] == nil && seen.insert($0).inserted }
        guard !newIDs.isEmpty else { return 0 }
        try commit([.reviewsAdded(items: newIDs)], at: clock())
        return newIDs.count
    }

    /// Stores the card a review produced and counts the review in today's activity; saves, with
    /// its history entry in the same write.
    /// - Parameter wasNew: whether this was the item's first review (it counts against the new-items limit).
    /// - Parameter scheduler: the scheduler that made `card`: with the history entry's grade, the
    ///   event names what it graded (`ReviewBasis`), so a review of the same card on another
    ///   machine folds with this one instead of replacing it.
    public func recordReview(of id: String, card: SRSCard, wasNew: Bool, calendar: StudyCalendar,
                             history: HistoryEvent? = nil, scheduler: FSRSScheduler? = nil) throws(StorageError) {
        let now = clock()
        let stamp = StudyProgress.dayStamp(now, calendar: calendar)
        let basis = history?.rating.map { ReviewBasis(rating: $0, card: progress.srs[id], scheduler: scheduler) }
        lastReviews[id] = (JournalEvent.ID(device: device, sequence: sequence + 1), stamp, card)
        try commit([.review(item: id, card: card, wasNew: wasNew, dayStamp: stamp, basis: basis)], at: now, history: history)
    }

    /// Puts back a card as it was before a review (for undo), reverting today's count; saves. The
    /// review's history entry is cancelled with it.
    /// - Parameter card: the previous card, or nil when the item was not in reviews before.
    public func undoReview(of id: String, restoring card: SRSCard?, wasNew: Bool, calendar: StudyCalendar) throws(StorageError) {
        let now = clock()
        // The undo names the review it cancels and takes its count off the day it was made.
        let review = lastReviews.removeValue(forKey: id)
        let stamp = review?.dayStamp ?? StudyProgress.dayStamp(now, calendar: calendar)
        let basis = review.map { ReviewBasis(rating: nil, card: $0.card) }
        try commit([.reviewUndo(item: id, card: card, wasNew: wasNew, dayStamp: stamp, basis: basis)], at: now, undoes: review?.id)
    }

    /// Removes items from reviews; saves.
    public func removeFromReviews(_ ids: [String]) throws(StorageError) {
        try commit([.reviewsRemoved(items: ids)], at: clock())
    }

    /// Moves reviews to other due dates as one event (`DueMove`: each applies only while its card
    /// is still due where it was found); saves. Nothing is written for no moves.
    public func moveDueDates(_ moves: [DueMove]) throws(StorageError) {
        guard !moves.isEmpty else { return }
        try commit([.duesMoved(moves)], at: clock())
    }

    /// Records changes of the settings that travel (`.setting` and `.dayOff` events, made by
    /// `LearnerSettings.changes(from:to:)`) as one write; saves. Nothing is written for none.
    public func recordSettings(_ changes: [ProgressEvent]) throws(StorageError) {
        guard !changes.isEmpty else { return }
        try commit(changes, at: clock())
    }

    /// Records items moved to new ids and day results to new days (`applyItemIDMap`) as one
    /// event, stamped with the day layout `dayLayout` when given; saves.
    func recordRenames(_ renames: ItemRenames, dayLayout: Int?) throws(StorageError) {
        if let dayLayout { setDayLayout(dayLayout) }
        try commit([.itemsRenamed(renames)], at: clock())
    }

    /// Writes events made elsewhere under their own ids (an Anki package's review log: device
    /// `anki-...`, each review's id as sequence) and folds them; those of a device folded up to
    /// their sequence already (an import made before) are passed over.
    /// - Returns: how many events were new.
    @discardableResult
    public func importEvents(_ events: [JournalEvent]) throws(StorageError) -> Int {
        finishLoading()
        let fresh = events.filter { $0.id.device != device && $0.id.sequence > fold.positions[$0.id.device, default: 0] }
        guard !fresh.isEmpty else { return 0 }
        absorb(fresh)
        try write(fresh)
        return fresh.count
    }
}
