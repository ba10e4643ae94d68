#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The binary form of `statistics.bin`: the running totals of the statistics with how far into
/// each journal they reach (`StatisticsLedger.Saved`).
///
/// Layout: the magic `MNJSTAT\n`, a 4-byte version, an 8-byte payload length and an 8-byte
/// checksum of the payload (`SnapshotBinaryCodec.checksum`), then the payload: whole numbers as
/// LEB128 varints (zigzag when signed), doubles as their 8 little-endian bytes, strings as a length
/// and UTF-8. A file of another version, cut short or failing its checksum is not used (the totals
/// are folded again from the journals: the file only saves time).
enum StatisticsTotalsCodec {
    static let magic: [UInt8] = Array("MNJSTAT\n".utf8)
    static let version = 2
    static let headerSize = 8 + 4 + 8 + 8

    struct Damage: Error {}

    static func encode(_ saved: StatisticsLedger.Saved) -> [UInt8] {
        var writer = Writer()
        let totals = saved.totals
        writer.fixed(saved.mapFingerprint, size: 8)
        for table in [saved.positions, saved.counts, saved.offsets] {
            writer.varint(table.count)
            for (key, value) in table.sorted(by: { $0.key < $1.key }) {
                writer.string(key)
                writer.varint(value)
            }
        }
        writer.varint(saved.marks.count)
        for (name, marks) in saved.marks.sorted(by: { $0.key < $1.key }) {
            writer.string(name)
            writer.varint(marks.count)
            for mark in marks {
                writer.varint(mark.offset)
                writer.date(mark.latest)
            }
        }
        if let through = saved.through {
            writer.byte(1)
            writer.date(through.time)
            writer.id(through.id)
        } else {
            writer.byte(0)
        }
        writer.double(totals.latest)
        writer.double(totals.recentFrom)
        writer.varint(totals.windowLimit)
        writer.varint(totals.hangmanWon)
        writer.varint(totals.hangmanPlayed)
        writer.varint(totals.buckets.count)
        for (key, bucket) in totals.buckets.sorted(by: { $0.key < $1.key }) {
            writer.signed(key)
            for value in [bucket.entries, bucket.reviews, bucket.reviewsPassed, bucket.newItems,
                          bucket.retentionReviews, bucket.retentionPassed] { writer.varint(value) }
        }
        writer.varint(totals.recent.count)
        for timed in totals.recent {
            writer.double(timed.time)
            writer.double(timed.duration)
            writer.id(timed.position.id)
            writer.foldTime(timed.position.time, entryTime: timed.time)
            writer.byte(timed.undoable ? 1 : 0)
        }
        writer.varint(totals.standing.count)
        for (item, count) in totals.standing.sorted(by: { $0.key < $1.key }) {
            writer.string(item)
            writer.varint(count)
        }
        writer.varint(totals.items.count)
        for (key, item) in totals.items.sorted(by: { $0.key.id < $1.key.id }) {
            writer.string(key.id)
            writer.card(item.baseCard)
            writer.varint(item.baseLapses)
            writer.varint(item.dropped)
            writer.varint(item.window.count)
            for review in item.window {
                writer.id(review.event)
                writer.string(review.journalItem)
                writer.double(review.time)
                writer.foldTime(review.foldTime, entryTime: review.time)
                writer.byte(UInt8(review.rating?.rawValue ?? 0))
                writer.double(review.duration)
                writer.byte(review.counted ? 1 : 0)
                writer.card(review.cardAfter)
                writer.varint(review.lapsesAfter)
            }
        }
        var file = magic
        var header = Writer()
        header.fixed(UInt64(version), size: 4)
        header.fixed(UInt64(writer.bytes.count), size: 8)
        header.fixed(SnapshotBinaryCodec.checksum(writer.bytes[...]), size: 8)
        file += header.bytes
        file += writer.bytes
        return file
    }

    /// The saved totals, or nil when the bytes are not an intact file of this version.
    static func decode(_ bytes: [UInt8], renamed: [String: String]) -> StatisticsLedger.Saved? {
        guard bytes.count >= headerSize, Array(bytes.prefix(8)) == magic else { return nil }
        var header = Reader(bytes: bytes, position: 8)
        guard let version = try? header.fixed(4), version == UInt64(Self.version),
              let length = try? header.fixed(8), let checksum = try? header.fixed(8),
              UInt64(bytes.count - headerSize) == length,
              SnapshotBinaryCodec.checksum(bytes[headerSize...]) == checksum else { return nil }
        var reader = Reader(bytes: bytes, position: headerSize)
        return try? reader.saved(renamed: renamed)
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

        mutating func signed(_ value: Int) {
            varint(Int(bitPattern: UInt(UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63))))
        }

        mutating func fixed(_ value: UInt64, size: Int) {
            for index in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
        }

        mutating func double(_ value: Double) { fixed(value.bitPattern, size: 8) }

        mutating func string(_ text: String) {
            var text = text
            text.withUTF8 { utf8 in
                varint(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }

        mutating func id(_ id: JournalEvent.ID) {
            string(id.device)
            varint(id.sequence)
        }

        /// A date exactly (seconds since the reference date: no conversion to round).
        mutating func date(_ date: Date) { double(date.timeIntervalSinceReferenceDate) }

        /// The time of an entry's journal event: a 0 when it is the entry's own, else 1 and the date.
        mutating func foldTime(_ time: Date, entryTime: Double) {
            guard time != Date(timeIntervalSince1970: entryTime) else { return byte(0) }
            byte(1)
            date(time)
        }

        mutating func optionalDouble(_ value: Double?) {
            guard let value else { return byte(0) }
            byte(1)
            double(value)
        }

        mutating func card(_ card: SRSCard?) {
            guard let card else { return byte(0) }
            byte(UInt8(card.state.rawValue))
            if let step = card.step {
                byte(1)
                varint(step)
            } else {
                byte(0)
            }
            optionalDouble(card.stability)
            optionalDouble(card.difficulty)
            double(card.due.timeIntervalSince1970)
            optionalDouble(card.lastReview?.timeIntervalSince1970)
            varint(card.reviewCount)
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var position: Int

        mutating func byte() throws(Damage) -> UInt8 {
            guard position < bytes.count else { throw Damage() }
            position += 1
            return bytes[position - 1]
        }

        mutating func fixed(_ size: Int) throws(Damage) -> UInt64 {
            guard position + size <= bytes.count else { throw Damage() }
            var value: UInt64 = 0
            for index in 0..<size { value |= UInt64(bytes[position + index]) << (8 * UInt64(index)) }
            position += size
            return value
        }

        mutating func varint() throws(Damage) -> Int {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                guard shift < 64 else { throw Damage() }
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 { break }
                shift += 7
            }
            return Int(Int64(bitPattern: value))
        }

        /// A count or a tally: never negative, never more than the bytes left could hold.
        mutating func count() throws(Damage) -> Int {
            let value = try varint()
            guard value >= 0, value <= bytes.count else { throw Damage() }
            return value
        }

        mutating func whole() throws(Damage) -> Int {
            let value = try varint()
            guard value >= 0 else { throw Damage() }
            return value
        }

        mutating func signed() throws(Damage) -> Int {
            let zigzag = UInt64(bitPattern: Int64(try varint()))
            return Int(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
        }

        mutating func double() throws(Damage) -> Double {
            let value = Double(bitPattern: try fixed(8))
            guard !value.isNaN else { throw Damage() }
            return value
        }

        mutating func finiteDouble() throws(Damage) -> Double {
            let value = try double()
            guard value.isFinite else { throw Damage() }
            return value
        }

        mutating func string() throws(Damage) -> String {
            let length = try count()
            guard position + length <= bytes.count else { throw Damage() }
            defer { position += length }
            guard let text = String(validating: bytes[position..<(position + length)], as: UTF8.self) else { throw Damage() }
            return text
        }

        mutating func id() throws(Damage) -> JournalEvent.ID {
            let device = try string()
            let sequence = try whole()
            guard sequence <= JournalEvent.ID.maximumSequence else { throw Damage() }
            return JournalEvent.ID(device: device, sequence: sequence)
        }

        mutating func date() throws(Damage) -> Date {
            Date(timeIntervalSinceReferenceDate: try finiteDouble())
        }

        mutating func foldTime(entryTime: Double) throws(Damage) -> Date {
            try byte() == 0 ? Date(timeIntervalSince1970: entryTime) : date()
        }

        mutating func optionalDouble() throws(Damage) -> Double? {
            try byte() == 0 ? nil : finiteDouble()
        }

        mutating func card() throws(Damage) -> SRSCard? {
            let stateByte = try byte()
            guard stateByte != 0 else { return nil }
            guard let state = SRSState(rawValue: Int(stateByte)) else { throw Damage() }
            var card = SRSCard(due: .distantPast)
            card.state = state
            card.step = try byte() == 0 ? nil : whole()
            card.stability = try optionalDouble()
            card.difficulty = try optionalDouble()
            card.due = Date(timeIntervalSince1970: try finiteDouble())
            card.lastReview = try optionalDouble().map(Date.init(timeIntervalSince1970:))
            card.reviewCount = try whole()
            return card
        }

        mutating func table() throws(Damage) -> [String: Int] {
            var table: [String: Int] = [:]
            for _ in 0..<(try count()) {
                let key = try string()
                table[key] = try whole()
            }
            return table
        }

        mutating func saved(renamed: [String: String]) throws(Damage) -> StatisticsLedger.Saved {
            let fingerprint = try fixed(8)
            let positions = try table()
            let counts = try table()
            let offsets = try table()
            var marks: [String: [StatisticsLedger.Mark]] = [:]
            for _ in 0..<(try count()) {
                let name = try string()
                var list: [StatisticsLedger.Mark] = []
                for _ in 0..<(try count()) {
                    let offset = try whole()
                    list.append(StatisticsLedger.Mark(offset: offset, latest: try date()))
                }
                marks[name] = list
            }
            var through: FoldPosition?
            if try byte() != 0 {
                through = FoldPosition(time: try date(), id: try id())
            }
            let latest = try double()
            let recentFrom = try double()
            var totals = StatisticsTotals(windowLimit: try whole(), renamed: renamed)
            totals.latest = latest
            totals.recentFrom = recentFrom
            totals.hangmanWon = try whole()
            totals.hangmanPlayed = try whole()
            for _ in 0..<(try count()) {
                let key = try signed()
                var bucket = StatisticsTotals.Bucket()
                bucket.entries = try whole()
                bucket.reviews = try whole()
                bucket.reviewsPassed = try whole()
                bucket.newItems = try whole()
                bucket.retentionReviews = try whole()
                bucket.retentionPassed = try whole()
                totals.buckets[key] = bucket
            }
            for _ in 0..<(try count()) {
                let time = try finiteDouble()
                let duration = try finiteDouble()
                let event = try id()
                let position = FoldPosition(time: try foldTime(entryTime: time), id: event)
                totals.recent.append(StatisticsTotals.Timed(time: time, duration: duration, position: position,
                                                            undoable: try byte() != 0))
            }
            totals.standing = try table()
            for _ in 0..<(try count()) {
                let id = try string()
                var item = StatisticsTotals.Item()
                item.baseCard = try card()
                item.baseLapses = try whole()
                item.dropped = try whole()
                for _ in 0..<(try count()) {
                    let event = try self.id()
                    let journalItem = try string()
                    let time = try finiteDouble()
                    let foldTime = try foldTime(entryTime: time)
                    let ratingByte = try byte()
                    var rating: Rating?
                    if ratingByte != 0 {
                        guard let known = Rating(rawValue: Int(ratingByte)) else { throw Damage() }
                        rating = known
                    }
                    var review = StatisticsTotals.Review(event: event, foldTime: foldTime, journalItem: journalItem, time: time,
                                                         rating: rating, duration: try finiteDouble())
                    review.counted = try byte() != 0
                    review.cardAfter = try card()
                    review.lapsesAfter = try whole()
                    item.window.append(review)
                }
                totals.items[Statistics.ItemKey(id: id)] = item
            }
            guard position == bytes.count else { throw Damage() }
            return StatisticsLedger.Saved(totals: totals, positions: positions, counts: counts, offsets: offsets,
                                          through: through, mapFingerprint: fingerprint, marks: marks)
        }
    }
}
