#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads what one journal line does to the statistics (`StatisticsTotals.Change`) straight from its
/// bytes, with no `JSONValue` tree and no `JournalEvent`: the event's id and time, its type, and
/// the history entry it carries read field by field into a `HistoryEvent`; every other value
/// (a review's card, say) only checked and passed over. The full rebuild of the totals reads a
/// million lines this way.
///
/// It gives exactly what the general path gives (`JournalFile.parse`, `JournalEventCheck` finding
/// nothing, then `StatisticsTotals.change(of:)`), or nil whenever it is not sure: a line of another
/// shape than mainichi writes (an escape in a string, a number with an exponent, a key it reads
/// given twice, a field of the entry it does not know) or one the general path warns about (a
/// history entry out of range). The caller then reads that line the general way, which also words
/// the warning.
enum StatisticsLineReader {
    /// What one line holds for the statistics.
    struct Line {
        var position: FoldPosition
        var change: StatisticsTotals.Change?
    }

    /// The line's event position and change, or nil when the general path must read it.
    static func read(_ line: ArraySlice<UInt8>) -> Line? {
        line.withUnsafeBufferPointer { buffer in
            var reader = JournalLineParser.Reader(bytes: buffer)
            return reader.statisticsLine()
        }
    }
}

/// The history entry as read, before the event's type says which one counts.
private struct EntryRead {
    var entry: HistoryEvent?
    /// Of a type this version does not know, or without one: it changes nothing and is not checked.
    var isForeign = false
}

private extension JournalLineParser.Reader {
    mutating func statisticsLine() -> StatisticsLineReader.Line? {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var id: JournalEvent.ID?
        var seconds: Double?
        var type: String?
        var history: EntryRead?
        var entry: EntryRead?
        var item: String?
        var undoes: String?
        var seenLayout = false
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return nil }
        while true {
            skipWhitespace()
            guard let key = knownKey() ?? string() else { return nil }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipWhitespace()
            switch key {
            case "id":
                guard id == nil, let parsed = eventID() else { return nil }
                id = parsed
            case "time":
                guard seconds == nil, let number = anyNumber() else { return nil }
                seconds = number
            case "type":
                guard type == nil, let text = knownValue() ?? string() else { return nil }
                type = text
            case StudyHistory.historyField:
                guard history == nil, let read = entryRead() else { return nil }
                history = read
            case "entry":
                guard entry == nil, let read = entryRead() else { return nil }
                entry = read
            case "item":
                guard item == nil, position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: "\"") {
                    guard let text = string() else { return nil }
                    item = text
                } else {
                    guard skipValue(depth: 1) else { return nil }
                    item = "" // not a string: no undo (an empty id is none either)
                }
            case ProgressStore.undoesField:
                guard undoes == nil, let text = string() else { return nil }
                undoes = text
            case ProgressReducer.dayLayoutField:
                // Checked as `JournalEventCheck` does: a number must be a layout.
                guard !seenLayout, position < bytes.count else { return nil }
                seenLayout = true
                if bytes[position] == UInt8(ascii: "-") || isDigit(bytes[position]) {
                    guard let number = anyNumber(), let layout = Int(exactly: number),
                          DayLayoutMap.layoutRange.contains(layout) else { return nil }
                } else {
                    guard skipValue(depth: 1) else { return nil }
                }
            default:
                guard skipValue(depth: 1) else { return nil }
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            break
        }
        skipWhitespace()
        guard position == bytes.count, let id, let seconds, ProgressCodec.dateRange.contains(seconds),
              let type, !type.isEmpty else { return nil }
        let position = FoldPosition(time: Date(timeIntervalSince1970: seconds), id: id)
        if type == "reviewUndo" {
            guard let item, !item.isEmpty else {
                return item == nil ? StatisticsLineReader.Line(position: position, change: nil) : nil
            }
            var named: JournalEvent.ID?
            if let undoes { named = JournalEvent.ID(undoes) }
            return StatisticsLineReader.Line(position: position, change: .undo(item: item, undoes: named))
        }
        let carried = type == JournalMigration.historyType ? entry : history
        return StatisticsLineReader.Line(position: position, change: carried?.entry.map(StatisticsTotals.Change.entry))
    }

    /// A history entry of the shape mainichi writes: its known fields read into a `HistoryEvent`;
    /// nil when it is anything else or has a value `JournalEventCheck` finds wrong.
    mutating func entryRead() -> EntryRead? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var type: HistoryEvent.EventType?
        var time: Double?
        var event = HistoryEvent(type: .review, time: .distantPast)
        var seen: UInt16 = 0
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return EntryRead(isForeign: true) }
        while true {
            skipWhitespace()
            guard let key = knownKey() ?? string() else { return nil }
            let bit: UInt16 = switch key {
            case "type": 1
            case "time": 1 << 1
            case "itemId": 1 << 2
            case "rating": 1 << 3
            case "duration": 1 << 4
            case "deck": 1 << 5
            case "kind": 1 << 6
            case "level": 1 << 7
            case "source": 1 << 8
            case "mode": 1 << 9
            case "day": 1 << 10
            case "score": 1 << 11
            case "total": 1 << 12
            case "wrongOnly": 1 << 13
            default: 0
            }
            // A field the entry does not have, or one given twice: the general path decides.
            guard bit != 0, seen & bit == 0 else { return nil }
            seen |= bit
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipWhitespace()
            guard position < bytes.count else { return nil }
            if literal("null") {
                // As absent, except where the check finds it wrong.
                if key == "time" { return nil }
            } else {
                switch key {
                case "type":
                    guard let text = knownValue() ?? string() else { return nil }
                    type = HistoryEvent.EventType(rawValue: text)
                    if type == nil, text == ReviewUndo.type { return nil }
                case "time":
                    guard let number = anyNumber() else { return nil }
                    time = number
                case "itemId":
                    guard let text = string() else { return nil }
                    event.itemID = text
                case "rating":
                    guard let number = anyNumber(), let raw = Int(exactly: number), let rating = Rating(rawValue: raw) else { return nil }
                    event.rating = rating
                case "duration":
                    guard let number = anyNumber(), HistoryLineDecoder.durationRange.contains(number) else { return nil }
                    event.duration = number
                case "deck":
                    guard let text = string(), let deck = DeckID(rawValue: text) else { return nil }
                    event.deck = deck
                case "kind":
                    guard let text = knownValue() ?? string(), let kind = DeckKind(rawValue: text) else { return nil }
                    event.kind = kind
                case "level":
                    guard let text = string(), let level = Level(rawValue: text) else { return nil }
                    event.level = level
                case "source":
                    guard let text = string(), let source = HistoryEvent.Source(rawValue: text) else { return nil }
                    event.source = source
                case "mode":
                    guard let text = knownValue() ?? string(), let mode = TestMode(rawValue: text) else { return nil }
                    event.mode = mode
                case "day", "score", "total":
                    guard let number = anyNumber(), let whole = Int(exactly: number) else { return nil }
                    switch key {
                    case "day": event.day = whole
                    case "score": event.score = whole
                    default: event.total = whole
                    }
                default: // wrongOnly
                    if literal("true") {
                        event.wrongOnly = true
                    } else if literal("false") {
                        event.wrongOnly = false
                    } else {
                        return nil
                    }
                }
            }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { return nil }
            break
        }
        guard let type else {
            // No type, or one this version does not know: a newer version's, left alone. Known
            // fields were read strictly all the same (the general path would not be stricter).
            return EntryRead(isForeign: true)
        }
        guard let time, ProgressCodec.dateRange.contains(time) else { return nil }
        event.type = type
        event.time = Date(timeIntervalSince1970: time)
        return EntryRead(entry: event)
    }

    /// A number in JSON's grammar without an exponent, of any length up to `skipNumber`'s, with the
    /// value `JSONParser` gives it (read directly up to 15 digits, else by `Double(String)` as there).
    mutating func anyNumber() -> Double? {
        let start = position
        if let value = number() { return value }
        position = start
        guard skipNumber() else { return nil }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
    }

    /// Passes over a number in JSON's grammar without an exponent and of at most 300 digits (so
    /// always finite, as `JSONParser` requires); false for anything else.
    mutating func skipNumber() -> Bool {
        let start = position
        _ = take(UInt8(ascii: "-"))
        guard position < bytes.count, isDigit(bytes[position]) else { return false }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if take(UInt8(ascii: ".")) {
            guard position < bytes.count, isDigit(bytes[position]) else { return false }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") { return false }
        return position - start <= 300
    }

    /// Passes over one JSON value of the shape mainichi writes (strings without escapes, numbers
    /// without exponents), checking it; false when it is anything else.
    mutating func skipValue(depth: Int) -> Bool {
        guard position < bytes.count, depth <= 32 else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return skipNumber()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = take(UInt8(ascii: "{"))
            if !isObject { position += 1 }
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            skipWhitespace()
            if take(close) { return true }
            while true {
                skipWhitespace()
                if isObject {
                    guard string() != nil else { return false }
                    skipWhitespace()
                    guard take(UInt8(ascii: ":")) else { return false }
                    skipWhitespace()
                }
                guard skipValue(depth: depth + 1) else { return false }
                skipWhitespace()
                if take(UInt8(ascii: ",")) { continue }
                return take(close)
            }
        default:
            return false
        }
    }
}
