#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks the fields of a journal event that are read apart from its change: the history entry
/// it carries (`history`, or `entry` of a `history` event) and the day layout it stamps
/// (`dayLayout`). A bad one is not used (the history fold drops the entry, the reducer ignores
/// the layout) while the event's change stands; the reader says so, naming the file and line
/// (`LogWarning.Kind.invalidField`), as it does for a bad top-level field.
///
/// The history entry gets the checks `HistoryLineDecoder` applies to a history.jsonl line:
/// a time in range, a duration of 0 to a week, a rating of 1 to 4, whole numbers for day, score
/// and total. An entry of a type this version does not know is left alone (a newer version's).
enum JournalEventCheck {
    /// The first bad field of `event`, nil when there is none.
    static func invalidField(of event: JournalEvent) -> (name: String, fault: LogWarning.Fault)? {
        if case .number(let layout)? = event[ProgressReducer.dayLayoutField],
           Int(exactly: layout).map(DayLayoutMap.layoutRange.contains) != true {
            return (ProgressReducer.dayLayoutField, .valueOutOfRange)
        }
        let name = event.type == JournalMigration.historyType ? "entry" : StudyHistory.historyField
        guard let value = event[name], let fault = fault(ofEntry: value) else { return nil }
        return (name, fault)
    }

    /// What is wrong with a history entry, nil when nothing is (one pass over its fields: every
    /// review line carries one, so this runs for most lines of a journal).
    static func fault(ofEntry value: JSONValue) -> LogWarning.Fault? {
        guard case .object(let entry) = value else { return .unknownValue }
        var isKnownType = false
        var hasTime = false
        var fault: LogWarning.Fault?
        for field in entry.fields {
            switch (field.key, field.value) {
            case ("type", .string(let type)):
                isKnownType = HistoryEvent.EventType(rawValue: type) != nil
            case ("time", .number(let seconds)):
                hasTime = true
                if !ProgressCodec.dateRange.contains(seconds) { fault = fault ?? .timeOrDurationOutOfRange }
            case ("time", _):
                fault = fault ?? .timeOrDurationOutOfRange
            case ("duration", .number(let number)):
                if !HistoryLineDecoder.durationRange.contains(number) { fault = fault ?? .timeOrDurationOutOfRange }
            case ("rating", .number(let number)):
                if Int(exactly: number).flatMap(Rating.init(rawValue:)) == nil { fault = fault ?? .valueOutOfRange }
            case ("day", .number(let number)), ("score", .number(let number)), ("total", .number(let number)):
                if Int(exactly: number) == nil { fault = fault ?? .valueOutOfRange }
            case ("duration", .null), ("rating", .null):
                continue
            case ("duration", _):
                fault = fault ?? .timeOrDurationOutOfRange
            case ("rating", _):
                fault = fault ?? .valueOutOfRange
            default:
                continue
            }
        }
        // An entry of a type this version does not know is a newer version's: left alone.
        guard isKnownType else { return nil }
        return hasTime ? fault : .timeOrDurationOutOfRange
    }
}
