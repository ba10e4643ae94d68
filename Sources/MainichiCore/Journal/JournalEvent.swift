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

/// One line of a progress journal: a change the learner made, with a unique id, its time, its
/// type and its data.
///
/// The data is kept as read, so fields and types this version does not know (written by a newer
/// mainichi) survive a read and a write untouched; `ProgressEvent` gives the typed view of the
/// types this version knows. A line looks like
/// `{"id":"d3f1:42","time":1795000000.5,"type":"bookmark","item":"k:日","on":true}`.
public struct JournalEvent: Sendable {
    /// A unique event id: the device that wrote it and its sequence number on that device.
    public struct ID: Hashable, Comparable, Sendable, CustomStringConvertible {
        public var device: String
        public var sequence: Int

        /// The largest sequence number read as valid: 2^50, more than a device writing a change
        /// every microsecond for 35 years. A line with a larger one is damage (skipped with a notice),
        /// so counting on from the last sequence can never overflow.
        public static let maximumSequence = 1 << 50

        public init(device: String, sequence: Int) {
            self.device = device
            self.sequence = sequence
        }

        /// "d3f1:42".
        public var description: String { "\(device):\(sequence)" }

        /// Parses "d3f1:42" (the device part may itself hold colons; the sequence follows the last,
        /// from 0 to `maximumSequence`).
        public init?(_ text: String) {
            guard let colon = text.lastIndex(of: ":"), let sequence = Int(text[text.index(after: colon)...]),
                  (0...Self.maximumSequence).contains(sequence), colon > text.startIndex else { return nil }
            self.init(device: String(text[..<colon]), sequence: sequence)
        }

        public static func < (lhs: ID, rhs: ID) -> Bool {
            (lhs.device, lhs.sequence) < (rhs.device, rhs.sequence)
        }
    }

    public var id: ID
    public var time: Date
    /// The event type ("answer", "review"...); possibly one this version does not know.
    public var type: String
    /// The event's data fields in order, known and unknown (`id`, `time` and `type` excluded).
    /// (Structs, not tuples: arrays of tuples are copied and freed through slow generic code.)
    var fields: [JSONObject.Field]

    init(id: ID, time: Date, type: String, fields: [JSONObject.Field]) {
        self.id = id
        self.time = time
        self.type = type
        self.fields = fields
    }

    /// The value of a data field.
    subscript(key: String) -> JSONValue? {
        fields.last { $0.key == key }?.value
    }

    /// The order every reader folds events in, whatever order the files arrived in: by time, then
    /// device, then sequence.
    public static func foldOrder(_ lhs: JournalEvent, _ rhs: JournalEvent) -> Bool {
        if lhs.time != rhs.time { return lhs.time < rhs.time }
        return lhs.id < rhs.id
    }

    // MARK: - Lines

    /// The event as one JSON line, without the line break.
    public func encodedLine() -> [UInt8] {
        var writer = ProgressCodec.Writer()
        writer.open()
        writer.key("id"); writer.string(id.description)
        writer.key("time"); writer.date(time)
        writer.key("type"); writer.string(type)
        for field in fields where field.key != "id" && field.key != "time" && field.key != "type" {
            writer.key(field.key); writer.value(field.value)
        }
        writer.close()
        return writer.bytes
    }

    /// Why a line is not an event.
    public enum LineError: Error, Equatable, Sendable {
        /// Not JSON: a torn line (a crash mid-write) or garbage.
        case unreadable
        /// JSON, but without a valid `id`, `time` (years 1 to 9999) or `type`.
        case invalid(LogWarning.Fault)
    }

    /// Reads one line.
    public static func decode(line: ArraySlice<UInt8>) throws(LineError) -> JournalEvent {
        // The lines mainichi writes are read by a typed reader; anything else takes the general path.
        if let event = JournalLineParser.event(in: line) { return event }
        return try decodeGenerally(line: line)
    }

    /// Reads one line through the general JSON parser (any valid JSON object), wording the error
    /// (what `decode` falls back to; public for the benchmark comparing the two paths).
    public static func decodeGenerally(line: ArraySlice<UInt8>) throws(LineError) -> JournalEvent {
        guard let root = try? JSONParser.parse(Array(line)), case .object(let object) = root else { throw .unreadable }
        guard case .string(let idText)? = object["id"], let id = ID(idText) else { throw .invalid(.noID) }
        guard case .number(let seconds)? = object["time"], ProgressCodec.dateRange.contains(seconds) else {
            throw .invalid(.noTime)
        }
        guard case .string(let type)? = object["type"], !type.isEmpty else { throw .invalid(.noType) }
        var fields: [JSONObject.Field] = []
        fields.reserveCapacity(object.count - 3)
        for field in object.fields where field.key != "id" && field.key != "time" && field.key != "type" {
            fields.append(field)
        }
        return JournalEvent(id: id, time: Date(timeIntervalSince1970: seconds), type: type, fields: fields)
    }
}
