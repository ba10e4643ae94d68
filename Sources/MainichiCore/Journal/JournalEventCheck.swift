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

    /// What is wrong with a history entry, nil when nothing is.
    static func fault(ofEntry value: JSONValue) -> LogWarning.Fault? {
        guard case .object(let entry) = value else { return .unknownValue }
        guard case .string(let type)? = entry["type"], HistoryEvent.EventType(rawValue: type) != nil else { return nil }
        guard case .number(let seconds)? = entry["time"], ProgressCodec.dateRange.contains(seconds) else {
            return .timeOrDurationOutOfRange
        }
        switch entry["duration"] {
        case nil, .null?: break
        case .number(let number)? where HistoryLineDecoder.durationRange.contains(number): break
        default: return .timeOrDurationOutOfRange
        }
        switch entry["rating"] {
        case nil, .null?: break
        case .number(let number)? where Int(exactly: number).flatMap(Rating.init(rawValue:)) != nil: break
        default: return .valueOutOfRange
        }
        for key in ["day", "score", "total"] {
            if case .number(let number)? = entry[key], Int(exactly: number) == nil { return .valueOutOfRange }
        }
        return nil
    }
}
