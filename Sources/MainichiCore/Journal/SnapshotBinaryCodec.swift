#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The snapshot's compact binary layout (snapshot version 2, `snapshot.bin`): read in one pass
/// straight into `StudyProgress`, with no JSON text to scan and no number to parse.
///
/// Layout, little-endian: the 8 bytes `MNJSNAP\n`, the format version (UInt32), the payload's
/// length (UInt64) and a checksum of the payload (UInt64), then the payload: the snapshot's
/// positions, byte offsets and fold position, then each collection of the progress as a count
/// followed by its entries (an item id as a length and UTF-8 bytes, dates as the `Double` seconds
/// since 1970, whole numbers as LEB128, optional values behind a byte of presence flags, enum
/// values by their raw names). A torn or damaged file fails the length or checksum test and is
/// reported as damaged; the store then rebuilds from the journals. Dates are kept exactly (the
/// JSON snapshot rounded them to milliseconds).
enum SnapshotBinaryCodec {
    /// The first bytes of every binary snapshot.
    static let magic: [UInt8] = Array("MNJSNAP\n".utf8)
    /// Magic, version, length and checksum.
    static let headerSize = 8 + 4 + 8 + 8

    /// Why a file is not a readable binary snapshot.
    struct Damage: Error {
        var reason: String
    }

    /// Whether `bytes` start like a binary snapshot.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.count >= magic.count && Array(bytes[0..<magic.count]) == magic
    }

    /// The format version in the header of a binary snapshot, or nil when it is too short.
    static func version(of bytes: [UInt8]) -> Int? {
        guard bytes.count >= 12 else { return nil }
        return Int(bytes[8]) | Int(bytes[9]) << 8 | Int(bytes[10]) << 16 | Int(bytes[11]) << 24
    }

    // MARK: - Writing

    static func encode(_ snapshot: JournalSnapshot, version: Int) -> [UInt8] {
        var writer = Writer()
        writer.bytes.reserveCapacity(64 + snapshot.progress.srs.count * 96 + snapshot.progress.mistakes.count * 80)
        let progress = snapshot.progress
        writer.varint(progress.schemaVersion)
        writer.double(progress.createdAt.timeIntervalSince1970)
        writer.double(progress.updatedAt.timeIntervalSince1970)
        writer.varint(snapshot.positions.count)
        for (device, sequence) in snapshot.positions.sorted(by: { $0.key < $1.key }) {
            writer.string(device); writer.varint(sequence)
        }
        writer.varint(snapshot.offsets.count)
        for (file, offset) in snapshot.offsets.sorted(by: { $0.key < $1.key }) {
            writer.string(file); writer.varint(offset)
        }
        if let through = snapshot.through {
            writer.byte(1)
            writer.double(through.time.timeIntervalSince1970)
            writer.string(through.id.device)
            writer.varint(through.id.sequence)
        } else {
            writer.byte(0)
        }
        writer.varint(progress.bookmarks.count)
        for (item, date) in progress.bookmarks { writer.string(item); writer.date(date) }
        writer.varint(progress.dayResults.count)
        for (day, result) in progress.dayResults {
            writer.string(day)
            let flags: UInt8 = (result.bestScore != nil ? 1 : 0) | (result.bestTotal != nil ? 2 : 0)
                | (result.bestDate != nil ? 4 : 0) | (result.lastScore != nil ? 8 : 0) | (result.lastTotal != nil ? 16 : 0)
                | (result.lastStudied != nil ? 32 : 0) | (result.completedAt != nil ? 64 : 0)
            writer.byte(flags)
            if let value = result.bestScore { writer.signed(value) }
            if let value = result.bestTotal { writer.signed(value) }
            if let value = result.bestDate { writer.date(value) }
            if let value = result.lastScore { writer.signed(value) }
            if let value = result.lastTotal { writer.signed(value) }
            if let value = result.lastStudied { writer.date(value) }
            if let value = result.completedAt { writer.date(value) }
            writer.signed(result.testCount)
        }
        writer.varint(progress.mistakes.count)
        for (item, record) in progress.mistakes {
            writer.string(item)
            writer.string(record.kind.rawValue)
            writer.signed(record.wrongCount)
            writer.date(record.firstWrong)
            writer.date(record.lastWrong)
            writer.signed(record.rightStreak)
            writer.varint(record.modes.count)
            for mode in record.modes { writer.string(mode.rawValue) }
        }
        writer.varint(progress.srs.count)
        for (item, card) in progress.srs {
            writer.string(item)
            writer.byte(UInt8(truncatingIfNeeded: card.state.rawValue))
            let flags: UInt8 = (card.step != nil ? 1 : 0) | (card.stability != nil ? 2 : 0)
                | (card.difficulty != nil ? 4 : 0) | (card.lastReview != nil ? 8 : 0)
            writer.byte(flags)
            writer.date(card.due)
            if let value = card.step { writer.signed(value) }
            if let value = card.stability { writer.double(value) }
            if let value = card.difficulty { writer.double(value) }
            if let value = card.lastReview { writer.date(value) }
            writer.signed(card.reviewCount)
        }
        writer.varint(progress.activity.count)
        for (day, activity) in progress.activity {
            writer.string(day); writer.signed(activity.newItems); writer.signed(activity.reviews)
        }
        writer.varint(progress.slips.count)
        for slip in progress.slips {
            writer.string(slip.itemID); writer.string(slip.kind.rawValue); writer.date(slip.date)
        }
        writer.varint(progress.suspended.count)
        for (item, date) in progress.suspended { writer.string(item); writer.date(date) }
        // The day layout (added after the first binary snapshots: a file that ends before it has none).
        if let layout = progress.dayLayout { writer.varint(1); writer.signed(layout) } else { writer.varint(0) }
        // The reader's word marks, then the settings that travel (each added after the day layout;
        // a file that ends before a section has none of it). Both are always written: the
        // settings section tells a snapshot that holds them from one of a version that passed
        // over their events (the store then folds the journals again).
        writer.varint(progress.wordMarks.count)
        for (word, mark) in progress.wordMarks { writer.string(word); writer.string(mark.rawValue) }
        let settings = progress.learnerSettings
        writer.varint(settings.chosen.count)
        for (key, setting) in settings.chosen.sorted(by: { $0.key < $1.key }) { writer.string(key); writer.string(setting.valueText) }
        writer.varint(settings.daysOff.count)
        for (day, on) in settings.daysOff.sorted(by: { $0.key < $1.key }) { writer.string(day); writer.byte(on ? 1 : 0) }

        var file = magic
        file.reserveCapacity(headerSize + writer.bytes.count)
        var header = Writer()
        header.fixed(UInt64(version), size: 4)
        header.fixed(UInt64(writer.bytes.count), size: 8)
        header.fixed(checksum(writer.bytes[...]), size: 8)
        file.append(contentsOf: header.bytes)
        file.append(contentsOf: writer.bytes)
        return file
    }

    /// A fast 64-bit checksum of the payload (eight bytes at a time), to find torn or damaged files.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
            let words = raw.count / 8
            for index in 0..<words {
                let word = raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self).littleEndian
                hash = (hash ^ word) &* 0x100_0000_01B3
                hash ^= hash >> 29
            }
            for index in (words * 8)..<raw.count {
                hash = (hash ^ UInt64(raw[index])) &* 0x100_0000_01B3
            }
            return hash
        }
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func byte(_ value: UInt8) { bytes.append(value) }

        mutating func varint(_ value: Int) {
            var rest = UInt64(bitPattern: Int64(value))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        /// A whole number that may be negative (zigzag, then LEB128).
        mutating func signed(_ value: Int) {
            let zigzag = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
            varint(Int(bitPattern: UInt(zigzag)))
        }

        mutating func fixed(_ value: UInt64, size: Int) {
            for index in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
        }

        mutating func double(_ value: Double) { fixed(value.bitPattern, size: 8) }

        mutating func date(_ value: Date) { double(value.timeIntervalSince1970) }

        mutating func string(_ text: String) {
            var text = text
            text.withUTF8 { utf8 in
                varint(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }
    }

    // MARK: - Reading

    /// Whether the header's payload length and checksum match the bytes after it (what every
    /// version's header promises).
    static func hasIntactPayload(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= headerSize else { return false }
        let length = bytes[12..<20].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        let sum = bytes[20..<28].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        return length == UInt64(bytes.count - headerSize) && checksum(bytes[headerSize...]) == sum
    }

    /// The snapshot in `bytes` (a whole binary snapshot file of format `version`, checked by the caller).
    static func decode(_ bytes: [UInt8]) throws(Damage) -> JournalSnapshot {
        guard bytes.count >= headerSize else { throw Damage(reason: "it is cut short (a torn write?)") }
        let length = bytes[12..<20].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        let sum = bytes[20..<28].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        guard length == UInt64(bytes.count - headerSize) else { throw Damage(reason: "it is cut short (a torn write?)") }
        guard checksum(bytes[headerSize...]) == sum else { throw Damage(reason: "its checksum does not match") }
        let result: Result<JournalSnapshot, Damage> = bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer, position: headerSize)
            do throws(Damage) {
                return .success(try reader.snapshot())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position: Int

        mutating func snapshot() throws(Damage) -> JournalSnapshot {
            var progress = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
            progress.schemaVersion = try whole(in: Limits.version, "the schema version")
            progress.createdAt = try date()
            progress.updatedAt = try date()
            var positions: [String: Int] = [:]
            for _ in 0..<(try entryCount(minimumSize: 2)) {
                let device = try string()
                positions[device] = try whole(in: Limits.sequence, "a journal position")
            }
            var offsets: [String: Int] = [:]
            for _ in 0..<(try entryCount(minimumSize: 2)) {
                let file = try string()
                offsets[file] = try whole(in: Limits.offset, "a journal offset")
            }
            var through: FoldPosition?
            if try byte() == 1 {
                let time = try date()
                let device = try string()
                through = FoldPosition(time: time, id: .init(device: device, sequence: try whole(in: Limits.sequence, "the fold position")))
            }
            let bookmarkCount = try entryCount(minimumSize: 9)
            progress.bookmarks.reserveCapacity(bookmarkCount)
            for _ in 0..<bookmarkCount {
                let item = try string()
                progress.bookmarks[item] = try date()
            }
            let dayCount = try entryCount(minimumSize: 3)
            progress.dayResults.reserveCapacity(dayCount)
            for _ in 0..<dayCount {
                let day = try string()
                let flags = try byte()
                var result = DayResult()
                if flags & 1 != 0 { result.bestScore = try tally("a test score") }
                if flags & 2 != 0 { result.bestTotal = try tally("a test total") }
                if flags & 4 != 0 { result.bestDate = try date() }
                if flags & 8 != 0 { result.lastScore = try tally("a test score") }
                if flags & 16 != 0 { result.lastTotal = try tally("a test total") }
                if flags & 32 != 0 { result.lastStudied = try date() }
                if flags & 64 != 0 { result.completedAt = try date() }
                result.testCount = try tally("a test count")
                progress.dayResults[day] = result
            }
            let mistakeCount = try entryCount(minimumSize: 21)
            progress.mistakes.reserveCapacity(mistakeCount)
            for _ in 0..<mistakeCount {
                let item = try string()
                let kind = try deckKind()
                let wrongCount = try tally("a mistake count")
                let firstWrong = try date()
                var record = MistakeRecord(kind: kind, wrongAt: firstWrong, mode: .multipleChoice)
                record.wrongCount = wrongCount
                record.lastWrong = try date()
                record.rightStreak = try tally("a streak of right answers")
                let modeCount = try entryCount(minimumSize: 1)
                record.modes = []
                record.modes.reserveCapacity(modeCount)
                for _ in 0..<modeCount { record.modes.append(try testMode()) }
                progress.mistakes[item] = record
            }
            let cardCount = try entryCount(minimumSize: 12)
            progress.srs.reserveCapacity(cardCount)
            for _ in 0..<cardCount {
                let item = try string()
                guard let state = SRSState(rawValue: Int(try byte())) else { throw Damage(reason: "a card has an unknown state") }
                let flags = try byte()
                var card = SRSCard(due: try date())
                card.state = state
                card.step = flags & 1 != 0 ? try whole(in: Limits.step, "a card's learning step", signed: true) : nil
                if flags & 2 != 0 { card.stability = try double(in: ProgressCodec.stabilityRange, "a card's stability") }
                if flags & 4 != 0 { card.difficulty = try double(in: ProgressCodec.difficultyRange, "a card's difficulty") }
                if flags & 8 != 0 { card.lastReview = try date() }
                card.reviewCount = try tally("a card's review count")
                progress.srs[item] = card
            }
            let activityCount = try entryCount(minimumSize: 3)
            progress.activity.reserveCapacity(activityCount)
            for _ in 0..<activityCount {
                let day = try string()
                // An undo folded before its review (from another device) can leave a day below zero.
                progress.activity[day] = DailyActivity(newItems: try whole(in: Limits.dayCount, "a day's count of new items", signed: true),
                                                       reviews: try whole(in: Limits.dayCount, "a day's count of reviews", signed: true))
            }
            let slipCount = try entryCount(minimumSize: 10)
            progress.slips.reserveCapacity(slipCount)
            for _ in 0..<slipCount {
                let item = try string()
                guard let kind = SlipKind(rawValue: try string()) else { throw Damage(reason: "a slip has an unknown kind") }
                progress.slips.append(SlipRecord(itemID: item, kind: kind, date: try date()))
            }
            for _ in 0..<(try entryCount(minimumSize: 9)) {
                let item = try string()
                progress.suspended[item] = try date()
            }
            if position < bytes.count, try byte() == 1 { progress.dayLayout = try whole(in: Limits.dayLayout, "the day layout", signed: true) }
            if position < bytes.count {
                for _ in 0..<(try entryCount(minimumSize: 2)) {
                    let word = try string()
                    guard let mark = WordMark(rawValue: try string()) else { throw Damage(reason: "a word mark is unknown") }
                    progress.wordMarks[word] = mark
                }
            }
            var holdsLearnerSettings = false
            if position < bytes.count {
                holdsLearnerSettings = true
                for _ in 0..<(try entryCount(minimumSize: 2)) {
                    let key = try string()
                    let text = try string()
                    // A key or value this version does not know is passed over, as in the journal.
                    if let value = try? JSONParser.parse(Array(text.utf8)), let setting = LearnerSetting(key: key, value: value) {
                        progress.learnerSettings.chosen[key] = setting
                    }
                }
                for _ in 0..<(try entryCount(minimumSize: 2)) {
                    let day = try string()
                    progress.learnerSettings.daysOff[day] = try byte() != 0
                }
            }
            guard position == bytes.count else { throw Damage(reason: "it has bytes after its end") }
            var snapshot = JournalSnapshot(progress: progress, positions: positions, offsets: offsets, through: through)
            snapshot.holdsLearnerSettings = holdsLearnerSettings
            return snapshot
        }

        /// The ranges values must lie in: anything outside is damage (a checksum can be right
        /// for wrong values), never clamped into the progress.
        enum Limits {
            static let version = 0...Int(UInt16.max)
            static let sequence = 0...JournalEvent.ID.maximumSequence
            /// A byte offset into a journal: 256 TiB.
            static let offset = 0...(1 << 48)
            /// Counts of tests, answers and reviews: far beyond a lifetime, and any sum or product
            /// of two of them fits in an Int.
            static let tally = 0...Int(Int32.max)
            /// A day's count of new items or reviews.
            static let dayCount = -Int(Int32.max)...Int(Int32.max)
            static let step = 0...Int(UInt16.max)
            static let dayLayout = 0...Int(UInt16.max)
        }

        /// How many entries a collection has: each takes at least `minimumSize` bytes, so the count
        /// is never more than the rest of the file could hold (and never reserves more).
        mutating func entryCount(minimumSize: Int) throws(Damage) -> Int {
            let value = try unsigned()
            guard value <= UInt64((bytes.count - position) / minimumSize) else {
                throw Damage(reason: "a count is larger than the file could hold")
            }
            return Int(value)
        }

        /// A count, score or total: see `Limits.tally`.
        mutating func tally(_ what: String) throws(Damage) -> Int {
            try whole(in: Limits.tally, what, signed: true)
        }

        /// A whole number within `range`, written as LEB128 (zigzag first when `signed`).
        mutating func whole(in range: ClosedRange<Int>, _ what: String, signed isSigned: Bool = false) throws(Damage) -> Int {
            let value: Int
            if isSigned {
                value = try signed()
            } else {
                let raw = try unsigned()
                guard raw <= UInt64(Int.max) else { throw Damage(reason: "\(what) is out of range") }
                value = Int(raw)
            }
            guard range.contains(value) else { throw Damage(reason: "\(what) is out of range") }
            return value
        }

        /// A number within `range` (stability, difficulty).
        mutating func double(in range: ClosedRange<Double>, _ what: String) throws(Damage) -> Double {
            let value = try double()
            guard range.contains(value) else { throw Damage(reason: "\(what) is out of range") }
            return value
        }

        mutating func byte() throws(Damage) -> UInt8 {
            guard position < bytes.count else { throw Damage(reason: "it ends in the middle of a record") }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func unsigned() throws(Damage) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                guard shift < 64 else { throw Damage(reason: "a number is too long") }
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 { return value }
                shift += 7
            }
        }

        /// A count, length or position: never negative, never beyond what the file could hold.
        mutating func count() throws(Damage) -> Int {
            let value = try unsigned()
            guard value <= UInt64(Int.max) else { throw Damage(reason: "a count is out of range") }
            return Int(value)
        }

        mutating func signed() throws(Damage) -> Int {
            let raw = try unsigned()
            return Int(Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
        }

        mutating func double() throws(Damage) -> Double {
            guard bytes.count - position >= 8 else { throw Damage(reason: "it ends in the middle of a record") }
            let raw = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt64.self).littleEndian
            position += 8
            let value = Double(bitPattern: raw)
            guard value.isFinite else { throw Damage(reason: "a number is not finite") }
            return value
        }

        mutating func date() throws(Damage) -> Date {
            let seconds = try double()
            guard ProgressCodec.dateRange.contains(seconds) else { throw Damage(reason: "a date is out of range") }
            return Date(timeIntervalSince1970: seconds)
        }

        mutating func string() throws(Damage) -> String {
            let length = try count()
            guard bytes.count - position >= length else { throw Damage(reason: "it ends in the middle of a record") }
            let text = UnsafeBufferPointer(rebasing: bytes[position..<(position + length)])
            position += length
            guard let string = String(validating: text, as: UTF8.self) else { throw Damage(reason: "a text is not UTF-8") }
            return string
        }

        mutating func deckKind() throws(Damage) -> DeckKind {
            let raw = try string()
            guard let kind = DeckKind(rawValue: raw) else { throw Damage(reason: "an entry has an unknown kind \"\(raw)\"") }
            return kind
        }

        mutating func testMode() throws(Damage) -> TestMode {
            let raw = try string()
            guard let mode = TestMode(rawValue: raw) else { throw Damage(reason: "an entry has an unknown test mode \"\(raw)\"") }
            return mode
        }
    }
}
