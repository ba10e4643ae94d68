import Foundation

/// The learner's progress on disk: loads progress.json under the data directory's lock and saves
/// every change at once, atomically, keeping the previous version as progress.json.bak.
///
/// A damaged progress.json is never overwritten: it is moved aside to
/// `progress.json.corrupt-<timestamp>` and the store starts from the backup (or empty), with
/// `recoveryNotice` telling the app what happened. Not thread-safe: use it from one thread.
public final class ProgressStore {
    /// The file names inside the data directory.
    public static let fileName = "progress.json"
    public static let backupFileName = "progress.json.bak"

    /// The data directory.
    public let directory: URL
    /// The current progress; change it through `update(_:)` or the domain methods.
    public private(set) var progress: StudyProgress
    /// A sentence for the learner when the file had to be recovered or migrated, such as
    /// "progress.json was damaged and has been moved to ...; restored from the backup". Nil when
    /// the file loaded normally. The app shows it once (status line or a dialog).
    public private(set) var recoveryNotice: String?

    /// progress.json.
    public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }
    /// progress.json.bak: the previous saved version.
    public var backupURL: URL { directory.appendingPathComponent(Self.backupFileName) }

    /// How many changes are only in memory because saving them failed (a full disk, a read-only
    /// directory); 0 once a save succeeds. The app warns while it is not 0 and asks before quitting.
    public private(set) var unsavedChangeCount = 0
    /// Why saving does not work ("Permission denied", "No space left on device"): found at start
    /// (a probe file in the data directory) or by the last failed save; nil once a save succeeds.
    public private(set) var writeProblem: String?
    /// Whether changes are being lost or would be: the app shows a lasting warning while true.
    public var isSavingFailing: Bool { unsavedChangeCount > 0 || writeProblem != nil }

    private let lock: DirectoryLock
    /// Records of the file this version cannot use, written back unchanged on every save.
    private var keptAside = ProgressCodec.KeptAside()
    private let clock: @Sendable () -> Date

    /// Opens the progress of `directory`, creating the directory when missing.
    /// - Parameter clock: the current time; tests inject a fixed one.
    /// - Throws: `StorageError.locked` when another mainichi uses the directory;
    ///   `.newerSchema` when the file comes from a newer version (it is left untouched);
    ///   `.cannotCreateDirectory` or `.writeFailed` for file-system failures.
    public init(directory: URL, clock: @escaping @Sendable () -> Date = { Date() }) throws(StorageError) {
        self.directory = directory
        self.clock = clock
        self.lock = try DirectoryLock(directory: directory)
        self.progress = StudyProgress(createdAt: clock())
        AtomicFile.removeStaleTemporaries(of: fileURL)
        AtomicFile.removeStaleTemporaries(of: backupURL)
        writeProblem = AtomicFile.writeProblem(in: directory)
        try load()
    }

    /// A decoder for progress files through Codable (migrations and tests; the store itself uses
    /// `ProgressCodec`).
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    /// Releases the directory lock; the store must not be used afterwards. Also done on deinit.
    public func close() {
        lock.release()
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

    /// Reads the progress of `directory` without the lock and without writing anything, with the
    /// app's checks (for `mainichi stats`, which runs while the app is open): a missing file
    /// falls back to the backup, then to empty progress.
    /// - Returns: the progress, and a sentence when it is not the file as saved (repaired values,
    ///   restored from the backup).
    /// - Throws: `.newerSchema`, `.unreadable`, or `.damaged` when the file is damaged (the app
    ///   repairs it on its next start).
    public static func readWithoutLock(directory: URL, now: Date = Date()) throws(StorageError)
        -> (progress: StudyProgress, notice: String?) {
        let url = directory.appendingPathComponent(fileName)
        switch try read(url, now: now) {
        case .loaded(let decoded, _):
            let notice = decoded.repairs.isEmpty ? nil
                : "\(fileName) has \(decoded.repairs.count) value(s) out of range (first: \(decoded.repairs[0])); open mainichi once to repair them"
            return (decoded.progress, notice)
        case .missing:
            if case .loaded(let decoded, _) = try read(directory.appendingPathComponent(backupFileName), now: now) {
                return (decoded.progress, "\(fileName) is missing; figures come from \(backupFileName)")
            }
            return (StudyProgress(createdAt: now), nil)
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
        var notices: [String] = []
        switch try read(fileURL) {
        case .loaded(let loaded, let version):
            adopt(loaded, from: fileURL, notices: &notices)
            if let version {
                try save()
                notices.insert("progress.json was upgraded from schema \(version) to \(StudyProgress.currentSchemaVersion); the old file is kept as \(Self.backupFileName)", at: 0)
            } else if !loaded.repairs.isEmpty {
                try save()
            }
        case .missing:
            // A fresh start, or a file removed by hand: fall back to the backup when there is one.
            if case .loaded(let loaded, _) = try read(backupURL) {
                adopt(loaded, from: backupURL, notices: &notices)
                try save()
                notices.insert("progress.json was missing; restored from \(Self.backupFileName) (saved \(Self.describe(loaded.progress.updatedAt)); answers after that may be missing)", at: 0)
            }
        case .damaged(let reason):
            let movedTo = AtomicFile.moveAside(fileURL, now: clock())
            let moved = movedTo.map { "moved to \($0.lastPathComponent)" } ?? "left in place (it could not be moved)"
            var notice = "progress.json was damaged (\(reason)) and has been \(moved); "
            if case .loaded(let loaded, _) = try read(backupURL) {
                adopt(loaded, from: backupURL, notices: &notices)
                notice += "restored from the backup saved \(Self.describe(loaded.progress.updatedAt)); answers after that may be missing"
            } else {
                notice += "no usable backup, starting with empty progress"
            }
            notices.insert(notice, at: 0)
            recoveryNotice = notices.joined(separator: "\n")
            guard movedTo != nil else {
                // Never overwrite a damaged file we could not move aside.
                throw .writeFailed(path: fileURL.path, reason: "a damaged file is in the way and cannot be moved")
            }
            // Save without keeping a backup link: the backup already is the good version.
            try writeFile(backup: false)
        }
        recoveryNotice = notices.isEmpty ? nil : notices.joined(separator: "\n")
    }

    /// Takes a decoded file as the current progress, noting repairs and records kept aside. A file
    /// with repaired values is first copied aside whole, so nothing it held is lost.
    private func adopt(_ decoded: ProgressCodec.Decoded, from url: URL, notices: inout [String]) {
        progress = decoded.progress
        keptAside = decoded.keptAside
        let name = url.lastPathComponent
        if !decoded.repairs.isEmpty {
            let count = decoded.repairs.count
            let copy = AtomicFile.copyAside(url, now: clock())
            let kept = copy.map { "the original is kept as \($0.lastPathComponent)" } ?? "the original could not be copied aside"
            notices.append("\(name) had \(count) value\(count == 1 ? "" : "s") out of range (first: \(decoded.repairs[0])); they were reset, and \(kept)")
        }
        let records = decoded.keptAside.recordCount
        if records > 0 {
            notices.append("\(name) holds \(records) record\(records == 1 ? "" : "s") with values this mainichi does not know (from a newer version?); they are kept in the file but not shown")
        }
    }

    private static func describe(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    // MARK: - Saving

    /// Applies `change` and saves at once.
    /// - Throws: `StorageError.writeFailed`; the change stays in memory and the file on disk keeps
    ///   its previous content.
    public func update(_ change: (inout StudyProgress) -> Void) throws(StorageError) {
        change(&progress)
        do {
            try save()
        } catch {
            unsavedChangeCount += 1
            if case .writeFailed(_, let reason) = error { writeProblem = reason }
            throw error
        }
    }

    /// Saves the current progress atomically, keeping the previous file as the backup.
    public func save() throws(StorageError) {
        try writeFile(backup: true)
    }

    private func writeFile(backup: Bool) throws(StorageError) {
        progress.updatedAt = clock()
        progress.schemaVersion = StudyProgress.currentSchemaVersion
        try AtomicFile.write(ProgressCodec.encode(progress, keptAside: keptAside), to: fileURL, backup: backup ? backupURL : nil)
        unsavedChangeCount = 0
        writeProblem = nil
    }

    // MARK: - Bookmarks

    /// Bookmarks `id`, or removes its bookmark; saves. Returns whether it is now bookmarked.
    @discardableResult
    public func toggleBookmark(_ id: String) throws(StorageError) -> Bool {
        let now = clock()
        var isBookmarked = false
        try update { progress in
            if progress.bookmarks.removeValue(forKey: id) == nil {
                progress.bookmarks[id] = now
                isBookmarked = true
            }
        }
        return isBookmarked
    }

    /// Sets whether `id` is bookmarked; saves only when that changes anything.
    public func setBookmarked(_ id: String, _ bookmarked: Bool) throws(StorageError) {
        guard progress.isBookmarked(id) != bookmarked else { return }
        try toggleBookmark(id)
    }

    // MARK: - Days and tests

    /// Notes that `day` was opened for study now; saves.
    public func markStudied(_ day: DayKey) throws(StorageError) {
        let now = clock()
        try update { $0.dayResults[day.rawValue, default: DayResult()].lastStudied = now }
    }

    /// Records one answer the moment it is given, in a single atomic save: the mistakes notebook
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
        var record = AnswerRecord(itemID: itemID, isRight: isRight)
        try update { progress in
            record = progress.countAnswer(itemID: itemID, kind: kind, mode: mode, isRight: isRight, at: date)
            if progress.srs[itemID] == nil {
                progress.srs[itemID] = SRSCard(due: date)
                record.addedToReviews = true
            }
        }
        return record
    }

    /// Records the kind of slip of a wrong typed reading (test, review or game); saves. A domain
    /// event of its own ("slip recorded": item, kind, date), kept apart from `recordAnswer` so a
    /// journal can map it one to one.
    /// - Throws: `StorageError.writeFailed`; the change stays in memory.
    public func recordSlip(itemID: String, kind: SlipKind, at date: Date) throws(StorageError) {
        try update { $0.addSlip(SlipRecord(itemID: itemID, kind: kind, date: date)) }
    }

    /// Suspends `id` from reviews (its card is kept but not shown) or takes it back; saves. A
    /// domain event of its own ("item suspended" / "item unsuspended").
    public func setSuspended(_ id: String, _ suspended: Bool) throws(StorageError) {
        guard (progress.suspended[id] != nil) != suspended else { return }
        let now = clock()
        try update { $0.suspended[id] = suspended ? now : nil }
    }

    /// Records a finished test; saves. Updates the day's best score, last score, test count and
    /// done mark (for a full-day test).
    ///
    /// - Parameter recordedAnswers: what `recordAnswer(itemID:kind:mode:isRight:at:)` returned
    ///   for each answer when the test saved them one by one (as the app does). The notebook is
    ///   then left alone, so no answer counts twice, and the record's `enteredNotebook` and
    ///   `leftNotebook` come from them. When nil, the outcome's answers are counted into the
    ///   notebook here (wrong ones first), for a test recorded in one go; reviews are not touched.
    @discardableResult
    public func recordTest(_ outcome: TestOutcome, recordedAnswers: [AnswerRecord]? = nil) throws(StorageError) -> TestRecord {
        var record = TestRecord(dayResult: nil, isNewBest: false, leftNotebook: [], enteredNotebook: [])
        try update { progress in
            if let day = outcome.day {
                var result = progress.result(for: day)
                record.isNewBest = result.recordTest(score: outcome.score, total: outcome.total, at: outcome.date)
                progress.dayResults[day.rawValue] = result
                record.dayResult = result
            }
            let answers = recordedAnswers ?? Self.count(outcome, into: &progress)
            record.enteredNotebook = answers.filter(\.enteredNotebook).map(\.itemID)
            record.leftNotebook = answers.filter(\.leftNotebook).map(\.itemID)
        }
        return record
    }

    /// Counts a whole test's answers into the notebook at once, wrong ones first.
    private static func count(_ outcome: TestOutcome, into progress: inout StudyProgress) -> [AnswerRecord] {
        let answers = outcome.wrongIDs.map { ($0, false) } + outcome.rightIDs.map { ($0, true) }
        return answers.map { id, isRight in
            let kind = DeckKind(itemID: id) ?? outcome.day?.kind ?? .vocab
            return progress.countAnswer(itemID: id, kind: kind, mode: outcome.mode, isRight: isRight, at: outcome.date)
        }
    }

    /// Removes `id` from the mistakes notebook by hand; saves.
    public func removeMistake(_ id: String) throws(StorageError) {
        guard progress.mistakes[id] != nil else { return }
        try update { $0.mistakes[id] = nil }
    }

    // MARK: - Reviews

    /// Adds items to reviews as new cards due now, leaving those already in reviews alone; saves.
    /// Returns how many were added.
    @discardableResult
    public func addToReviews(_ ids: [String]) throws(StorageError) -> Int {
        let now = clock()
        let newIDs = ids.filter { progress.srs[$0] == nil }
        guard !newIDs.isEmpty else { return 0 }
        try update { progress in
            for id in newIDs { progress.srs[id] = SRSCard(due: now) }
        }
        return newIDs.count
    }

    /// Stores the card a review produced and counts the review in today's activity; saves.
    /// - Parameter wasNew: whether this was the item's first review (it counts against the new-items limit).
    public func recordReview(of id: String, card: SRSCard, wasNew: Bool, calendar: StudyCalendar) throws(StorageError) {
        let stamp = StudyProgress.dayStamp(clock(), calendar: calendar)
        try update { progress in
            progress.srs[id] = card
            if wasNew {
                progress.activity[stamp, default: DailyActivity()].newItems += 1
            } else {
                progress.activity[stamp, default: DailyActivity()].reviews += 1
            }
        }
    }

    /// Puts back a card as it was before a review (for undo), reverting today's count; saves.
    /// - Parameter card: the previous card, or nil when the item was not in reviews before.
    public func undoReview(of id: String, restoring card: SRSCard?, wasNew: Bool, calendar: StudyCalendar) throws(StorageError) {
        let stamp = StudyProgress.dayStamp(clock(), calendar: calendar)
        try update { progress in
            progress.srs[id] = card
            if wasNew {
                progress.activity[stamp, default: DailyActivity()].newItems -= 1
            } else {
                progress.activity[stamp, default: DailyActivity()].reviews -= 1
            }
        }
    }

    /// Removes items from reviews; saves.
    public func removeFromReviews(_ ids: [String]) throws(StorageError) {
        try update { progress in
            for id in ids { progress.srs[id] = nil }
        }
    }
}
