import Foundation

/// Reads and writes progress.json by hand, over `JSONParser` and a byte buffer.
///
/// Foundation's JSONEncoder took about 150 ms to encode 10,000 review cards on Linux; this codec
/// writes the same document (same keys, dates as seconds since 1970, absent optionals left out),
/// so `StudyProgress`'s Codable conformance still reads it, in a few milliseconds.
public enum ProgressCodec {
    /// A document that is valid JSON but not valid progress.
    struct FormatError: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): \(message)" }
    }

    // MARK: - Encoding

    /// The bytes of progress.json for `progress`.
    public static func encode(_ progress: StudyProgress) -> Data {
        var writer = Writer()
        writer.bytes.reserveCapacity(256 + progress.srs.count * 160 + progress.mistakes.count * 140)
        writer.open()
        writer.field(.schemaVersion); writer.int(progress.schemaVersion)
        writer.field(.createdAt); writer.date(progress.createdAt)
        writer.field(.updatedAt); writer.date(progress.updatedAt)
        writer.field(.bookmarks); writer.open()
        for (id, date) in progress.bookmarks { writer.key(id); writer.date(date) }
        writer.close()
        writer.field(.dayResults); writer.open()
        for (day, result) in progress.dayResults {
            writer.key(day); writer.open()
            writer.field(.testCount); writer.int(result.testCount)
            writer.optionalInt(.bestScore, result.bestScore)
            writer.optionalInt(.bestTotal, result.bestTotal)
            writer.optionalDate(.bestDate, result.bestDate)
            writer.optionalInt(.lastScore, result.lastScore)
            writer.optionalInt(.lastTotal, result.lastTotal)
            writer.optionalDate(.lastStudied, result.lastStudied)
            writer.optionalDate(.completedAt, result.completedAt)
            writer.close()
        }
        writer.close()
        writer.field(.mistakes); writer.open()
        for (id, record) in progress.mistakes {
            writer.key(id); writer.open()
            writer.field(.kind); writer.string(record.kind.rawValue)
            writer.field(.wrongCount); writer.int(record.wrongCount)
            writer.field(.firstWrong); writer.date(record.firstWrong)
            writer.field(.lastWrong); writer.date(record.lastWrong)
            writer.field(.rightStreak); writer.int(record.rightStreak)
            writer.field(.modes); writer.bytes.append(UInt8(ascii: "["))
            for (index, mode) in record.modes.enumerated() {
                if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                writer.string(mode.rawValue)
            }
            writer.bytes.append(UInt8(ascii: "]"))
            writer.close()
        }
        writer.close()
        writer.field(.srs); writer.open()
        for (id, card) in progress.srs {
            writer.key(id); writer.open()
            writer.field(.state); writer.int(card.state.rawValue)
            writer.optionalInt(.step, card.step)
            writer.optionalDouble(.stability, card.stability)
            writer.optionalDouble(.difficulty, card.difficulty)
            writer.field(.due); writer.date(card.due)
            writer.optionalDate(.lastReview, card.lastReview)
            writer.close()
        }
        writer.close()
        writer.field(.activity); writer.open()
        for (day, activity) in progress.activity {
            writer.key(day); writer.open()
            writer.field(.newItems); writer.int(activity.newItems)
            writer.field(.reviews); writer.int(activity.reviews)
            writer.close()
        }
        writer.close()
        if !progress.suspended.isEmpty {
            writer.field(.suspended); writer.open()
            for (id, date) in progress.suspended { writer.key(id); writer.date(date) }
            writer.close()
        }
        if !progress.slips.isEmpty {
            writer.field(.slips); writer.bytes.append(UInt8(ascii: "["))
            for (index, slip) in progress.slips.enumerated() {
                if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                var element = Writer()
                element.open()
                element.field(.itemID); element.string(slip.itemID)
                element.field(.kind); element.string(slip.kind.rawValue)
                element.field(.date); element.date(slip.date)
                element.close()
                writer.bytes.append(contentsOf: element.bytes)
            }
            writer.bytes.append(UInt8(ascii: "]"))
        }
        writer.close()
        writer.bytes.append(0x0A)
        return Data(writer.bytes)
    }

    /// A field name of progress.json as written: quoted and followed by the colon, built once so
    /// writing it is a plain copy.
    struct FieldName: Sendable {
        let bytes: [UInt8]

        private init(_ name: String) {
            bytes = Array("\"\(name)\":".utf8)
        }

        static let activity = FieldName("activity")
        static let bestDate = FieldName("bestDate")
        static let bestScore = FieldName("bestScore")
        static let bestTotal = FieldName("bestTotal")
        static let bookmarks = FieldName("bookmarks")
        static let completedAt = FieldName("completedAt")
        static let createdAt = FieldName("createdAt")
        static let date = FieldName("date")
        static let itemID = FieldName("itemID")
        static let slips = FieldName("slips")
        static let suspended = FieldName("suspended")
        static let dayResults = FieldName("dayResults")
        static let difficulty = FieldName("difficulty")
        static let due = FieldName("due")
        static let firstWrong = FieldName("firstWrong")
        static let kind = FieldName("kind")
        static let lastReview = FieldName("lastReview")
        static let lastScore = FieldName("lastScore")
        static let lastStudied = FieldName("lastStudied")
        static let lastTotal = FieldName("lastTotal")
        static let lastWrong = FieldName("lastWrong")
        static let mistakes = FieldName("mistakes")
        static let modes = FieldName("modes")
        static let newItems = FieldName("newItems")
        static let reviews = FieldName("reviews")
        static let rightStreak = FieldName("rightStreak")
        static let schemaVersion = FieldName("schemaVersion")
        static let srs = FieldName("srs")
        static let stability = FieldName("stability")
        static let state = FieldName("state")
        static let step = FieldName("step")
        static let testCount = FieldName("testCount")
        static let updatedAt = FieldName("updatedAt")
        static let wrongCount = FieldName("wrongCount")
    }

    /// Appends JSON tokens to a byte buffer, placing commas itself.
    struct Writer {
        var bytes: [UInt8] = []
        private var needsComma = false

        mutating func open() {
            if needsComma { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "{"))
            needsComma = false
        }

        mutating func close() {
            bytes.append(UInt8(ascii: "}"))
            needsComma = true
        }

        /// A key; the value follows without a comma.
        mutating func key(_ key: String) {
            if needsComma { bytes.append(UInt8(ascii: ",")) }
            appendString(key)
            bytes.append(UInt8(ascii: ":"))
            needsComma = false
        }

        /// One of the document's field names; the value follows without a comma.
        mutating func field(_ name: FieldName) {
            if needsComma { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: name.bytes)
            needsComma = false
        }

        mutating func string(_ value: String) {
            appendString(value)
            needsComma = true
        }

        mutating func int(_ value: Int) {
            appendInteger(value)
            needsComma = true
        }

        mutating func double(_ value: Double) {
            // Shortest round-tripping form; never NaN or infinity in valid progress.
            if value.rounded() == value, abs(value) < 1e15 {
                appendInteger(Int(value))
            } else {
                bytes.append(contentsOf: (value.isFinite ? value : 0).description.utf8)
            }
            needsComma = true
        }

        /// Seconds since 1970 with millisecond precision, written without floating-point formatting.
        mutating func date(_ value: Date) {
            var milliseconds = Int((value.timeIntervalSince1970 * 1000).rounded())
            if milliseconds < 0 {
                bytes.append(UInt8(ascii: "-"))
                milliseconds = -milliseconds
            }
            appendInteger(milliseconds / 1000)
            let fraction = milliseconds % 1000
            if fraction != 0 {
                bytes.append(UInt8(ascii: "."))
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / 100))
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
                bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10))
            }
            needsComma = true
        }

        private mutating func appendInteger(_ value: Int) {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = value.magnitude
            if magnitude < 10 {
                bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
                return
            }
            // Least significant digit first, then turned around in place.
            var low = bytes.count
            while magnitude > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            }
            var high = bytes.count - 1
            while low < high {
                bytes.swapAt(low, high)
                low += 1
                high -= 1
            }
        }

        mutating func optionalInt(_ name: FieldName, _ value: Int?) {
            if let value { field(name); int(value) }
        }

        mutating func optionalDouble(_ name: FieldName, _ value: Double?) {
            if let value { field(name); double(value) }
        }

        mutating func optionalDate(_ name: FieldName, _ value: Date?) {
            if let value { field(name); date(value) }
        }

        private mutating func appendString(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            // Copy the text whole, then check the copy: almost every string needs no escaping.
            let start = bytes.count
            bytes.append(contentsOf: text.utf8)
            if bytes[start...].contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                bytes.removeSubrange(start...)
                for byte in text.utf8 {
                    switch byte {
                    case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
                    case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
                    case 0..<0x20:
                        let hex = Array("0123456789abcdef".utf8)
                        bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                    default: bytes.append(byte)
                    }
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    // MARK: - Decoding

    /// The schema version of a parsed document, or nil when it has none.
    static func schemaVersion(of root: JSONValue) -> Int? {
        guard case .object(let object) = root, case .number(let number)? = object["schemaVersion"],
              number.rounded() == number, abs(number) < 1e9 else { return nil }
        return Int(number)
    }

    /// Decodes a current-schema document.
    static func decode(_ root: JSONValue) throws(FormatError) -> StudyProgress {
        let object = try Reader.object(root, "(top level)")
        var progress = StudyProgress(createdAt: try Reader.date(object, "createdAt", ""))
        progress.schemaVersion = try Reader.int(object, "schemaVersion", "")
        progress.updatedAt = try Reader.date(object, "updatedAt", "")
        for (id, value) in try Reader.optionalObject(object, "bookmarks") {
            progress.bookmarks[id] = try Reader.date(value, "bookmarks.\(id)")
        }
        for (day, value) in try Reader.optionalObject(object, "dayResults") {
            let path = "dayResults.\(day)"
            let fields = try Reader.object(value, path)
            var result = DayResult()
            result.testCount = try Reader.optionalInt(fields, "testCount", path) ?? 0
            result.bestScore = try Reader.optionalInt(fields, "bestScore", path)
            result.bestTotal = try Reader.optionalInt(fields, "bestTotal", path)
            result.bestDate = try Reader.optionalDate(fields, "bestDate", path)
            result.lastScore = try Reader.optionalInt(fields, "lastScore", path)
            result.lastTotal = try Reader.optionalInt(fields, "lastTotal", path)
            result.lastStudied = try Reader.optionalDate(fields, "lastStudied", path)
            result.completedAt = try Reader.optionalDate(fields, "completedAt", path)
            progress.dayResults[day] = result
        }
        for (id, value) in try Reader.optionalObject(object, "mistakes") {
            let path = "mistakes.\(id)"
            let fields = try Reader.object(value, path)
            guard let kind = DeckKind(rawValue: try Reader.string(fields, "kind", path)) else {
                throw FormatError(path: path + ".kind", message: "unknown kind")
            }
            var modes: [TestMode] = []
            guard case .array(let rawModes)? = fields["modes"] else { throw FormatError(path: path + ".modes", message: "expected an array") }
            for raw in rawModes {
                guard case .string(let name) = raw, let mode = TestMode(rawValue: name) else {
                    throw FormatError(path: path + ".modes", message: "unknown test mode")
                }
                modes.append(mode)
            }
            var record = MistakeRecord(kind: kind, wrongAt: try Reader.date(fields, "firstWrong", path), mode: .multipleChoice)
            record.modes = modes
            record.wrongCount = try Reader.int(fields, "wrongCount", path)
            record.lastWrong = try Reader.date(fields, "lastWrong", path)
            record.rightStreak = try Reader.int(fields, "rightStreak", path)
            progress.mistakes[id] = record
        }
        let cards = try Reader.optionalObject(object, "srs")
        progress.srs.reserveCapacity(cards.count)
        for (id, value) in cards {
            let path = "srs.\(id)"
            let fields = try Reader.object(value, path)
            var card = SRSCard(due: try Reader.date(fields, "due", path))
            guard let state = SRSState(rawValue: try Reader.int(fields, "state", path)) else {
                throw FormatError(path: path + ".state", message: "unknown state")
            }
            card.state = state
            card.step = try Reader.optionalInt(fields, "step", path)
            card.stability = try Reader.optionalDouble(fields, "stability", path)
            card.difficulty = try Reader.optionalDouble(fields, "difficulty", path)
            card.lastReview = try Reader.optionalDate(fields, "lastReview", path)
            progress.srs[id] = card
        }
        for (day, value) in try Reader.optionalObject(object, "activity") {
            let path = "activity.\(day)"
            let fields = try Reader.object(value, path)
            progress.activity[day] = DailyActivity(newItems: try Reader.int(fields, "newItems", path),
                                                   reviews: try Reader.int(fields, "reviews", path))
        }
        for (id, value) in try Reader.optionalObject(object, "suspended") {
            progress.suspended[id] = try Reader.date(value, "suspended.\(id)")
        }
        if let value = object["slips"] {
            guard case .array(let elements) = value else { throw FormatError(path: "slips", message: "expected an array") }
            for (index, element) in elements.enumerated() {
                let path = "slips[\(index)]"
                let fields = try Reader.object(element, path)
                guard let kind = SlipKind(rawValue: try Reader.string(fields, "kind", path)) else {
                    throw FormatError(path: path + ".kind", message: "unknown kind of slip")
                }
                progress.slips.append(SlipRecord(itemID: try Reader.string(fields, "itemID", path), kind: kind,
                                                 date: try Reader.date(fields, "date", path)))
            }
        }
        return progress
    }

    /// Typed field access that fails with the path of the first wrong field.
    enum Reader {
        static func object(_ value: JSONValue, _ path: @autoclosure () -> String) throws(FormatError) -> JSONObject {
            guard case .object(let object) = value else { throw FormatError(path: path(), message: "expected an object") }
            return object
        }

        static func optionalObject(_ object: JSONObject, _ key: String) throws(FormatError) -> JSONObject {
            guard let value = object[key] else { return JSONObject() }
            return try Self.object(value, key)
        }

        static func double(_ value: JSONValue, _ path: @autoclosure () -> String) throws(FormatError) -> Double {
            guard case .number(let number) = value else { throw FormatError(path: path(), message: "expected a number") }
            return number
        }

        static func date(_ value: JSONValue, _ path: @autoclosure () -> String) throws(FormatError) -> Date {
            Date(timeIntervalSince1970: try double(value, path()))
        }

        static func date(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) throws(FormatError) -> Date {
            guard let value = object[key] else { throw FormatError(path: "\(path()).\(key)", message: "missing") }
            return try date(value, "\(path()).\(key)")
        }

        static func optionalDate(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) throws(FormatError) -> Date? {
            guard let value = object[key] else { return nil }
            if case .null = value { return nil }
            return try date(value, "\(path()).\(key)")
        }

        static func optionalDouble(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) throws(FormatError) -> Double? {
            guard let value = object[key] else { return nil }
            if case .null = value { return nil }
            return try double(value, "\(path()).\(key)")
        }

        static func int(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) throws(FormatError) -> Int {
            guard let value = try optionalInt(object, key, path()) else { throw FormatError(path: "\(path()).\(key)", message: "missing") }
            return value
        }

        static func optionalInt(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) throws(FormatError) -> Int? {
            guard let value = object[key] else { return nil }
            if case .null = value { return nil }
            let number = try double(value, "\(path()).\(key)")
            guard number.rounded() == number, abs(number) < 1e15 else {
                throw FormatError(path: "\(path()).\(key)", message: "expected a whole number")
            }
            return Int(number)
        }

        static func string(_ object: JSONObject, _ key: String, _ path: @autoclosure () -> String) throws(FormatError) -> String {
            guard case .string(let text)? = object[key] else { throw FormatError(path: "\(path()).\(key)", message: "expected a string") }
            return text
        }
    }
}
