#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads one line of history.jsonl with the deck loader's `JSONParser` instead of `JSONDecoder`,
/// which on Linux costs about ten times as much: opening the statistics screen over a year of
/// history is mostly this.
///
/// It knows the fields `HistoryEvent` and `ReviewUndo` write. A line holding anything else (a
/// field added by a newer version, a value of an unexpected type) is left to `JSONDecoder`, so
/// both always agree on what a line means.
enum HistoryLineDecoder {
    /// What one line holds.
    enum Line {
        case event(HistoryEvent)
        case undo(ReviewUndo)
        /// A `type` this version does not know (cleaned of control characters, at most 40).
        case unknown(String)
        /// A line of valid JSON of a known type that cannot be used; why, as a phrase
        /// ("a time or duration out of range").
        case invalid(LogWarning.Fault)
    }

    /// The longest duration accepted for one event, in seconds (a week): longer cannot be real
    /// and would overflow the sums of the statistics screen.
    static let durationRange: ClosedRange<Double> = 0 ... 604_800

    /// The line, or nil when it is not valid JSON, not an object, or lacks `type`.
    static func decode(_ bytes: ArraySlice<UInt8>, fallback decoder: JSONDecoder) -> Line? {
        guard let line = decodeUnchecked(bytes, fallback: decoder) else { return nil }
        return checked(line)
    }

    /// The entry a journal event carries (its `entry` or `history` field, parsed with the event),
    /// read from the parsed value as it is: written out as text and parsed again only when it
    /// holds something the fast path does not know (then `JSONDecoder` decides, as for a line).
    static func decode(_ value: JSONValue, fallback decoder: JSONDecoder) -> Line? {
        if case .object(let object) = value, case .string(let type)? = object["type"],
           type == ReviewUndo.type || HistoryEvent.EventType(rawValue: type) != nil,
           let line = fastDecode(object, type: type) {
            return checked(line)
        }
        var writer = ProgressCodec.Writer()
        writer.value(value)
        return decode(writer.bytes[...], fallback: decoder)
    }

    /// `line`, or why its times or duration make it invalid.
    private static func checked(_ line: Line) -> Line {
        switch line {
        case .event(let event):
            guard ProgressCodec.dateRange.contains(event.time.timeIntervalSince1970),
                  event.duration.map(durationRange.contains) ?? true else {
                return .invalid(.timeOrDurationOutOfRange)
            }
        case .undo(let undo):
            guard ProgressCodec.dateRange.contains(undo.time.timeIntervalSince1970),
                  ProgressCodec.dateRange.contains(undo.reviewTime.timeIntervalSince1970) else {
                return .invalid(.timeOutOfRange)
            }
        case .unknown, .invalid: break
        }
        return line
    }

    private static func decodeUnchecked(_ bytes: ArraySlice<UInt8>, fallback decoder: JSONDecoder) -> Line? {
        guard let value = try? JSONParser.parse(Array(bytes)), case .object(let object) = value,
              case .string(let type)? = object["type"] else { return nil }
        if type != ReviewUndo.type, HistoryEvent.EventType(rawValue: type) == nil {
            var shown = String.UnicodeScalarView()
            shown.append(contentsOf: type.unicodeScalars.filter { $0.properties.generalCategory != .control }.prefix(40))
            return .unknown(String(shown))
        }
        if let line = fastDecode(object, type: type) { return line }
        let data = Data(bytes)
        let unknownValue = Line.invalid(.unknownValue)
        if type == ReviewUndo.type { return (try? decoder.decode(ReviewUndo.self, from: data)).map(Line.undo) ?? unknownValue }
        return (try? decoder.decode(HistoryEvent.self, from: data)).map(Line.event) ?? unknownValue
    }

    /// The line from the parsed object, or nil when it holds anything unexpected.
    private static func fastDecode(_ object: JSONObject, type: String) -> Line? {
        guard case .number(let seconds)? = object["time"] else { return nil }
        let time = Date(timeIntervalSince1970: seconds)
        if type == ReviewUndo.type {
            guard object.count == 4, case .string(let id)? = object["itemId"],
                  case .number(let reviewSeconds)? = object["reviewTime"] else { return nil }
            return .undo(ReviewUndo(itemID: id, reviewTime: Date(timeIntervalSince1970: reviewSeconds), time: time))
        }
        guard let eventType = HistoryEvent.EventType(rawValue: type) else { return nil }
        var event = HistoryEvent(type: eventType, time: time)
        for (key, value) in object {
            switch (key, value) {
            case ("type", _), ("time", _): continue
            case ("itemId", .string(let id)): event.itemID = id
            case ("rating", .number(let number)):
                guard let raw = Int(exactly: number), let rating = Rating(rawValue: raw) else { return nil }
                event.rating = rating
            case ("duration", .number(let number)): event.duration = number
            case ("deck", .string(let raw)):
                guard let deck = DeckID(rawValue: raw) else { return nil }
                event.deck = deck
            case ("kind", .string(let raw)):
                guard let kind = DeckKind(rawValue: raw) else { return nil }
                event.kind = kind
            case ("level", .string(let raw)):
                guard let level = Level(rawValue: raw) else { return nil }
                event.level = level
            case ("source", .string(let raw)):
                guard let source = HistoryEvent.Source(rawValue: raw) else { return nil }
                event.source = source
            case ("mode", .string(let raw)):
                guard let mode = TestMode(rawValue: raw) else { return nil }
                event.mode = mode
            case ("day", .number(let number)):
                guard let day = Int(exactly: number) else { return nil }
                event.day = day
            case ("score", .number(let number)):
                guard let score = Int(exactly: number) else { return nil }
                event.score = score
            case ("total", .number(let number)):
                guard let total = Int(exactly: number) else { return nil }
                event.total = total
            case ("wrongOnly", .bool(let flag)): event.wrongOnly = flag
            case (_, .null): continue
            default: return nil
            }
        }
        return .event(event)
    }
}
