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
        encode(progress, keptAside: KeptAside())
    }

    /// The bytes of progress.json for `progress`, with the records and fields kept aside at load
    /// written back unchanged (a kept record whose id is in use again is dropped: the new one wins).
    static func encode(_ progress: StudyProgress, keptAside: KeptAside) -> Data {
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
        for (id, value) in keptAside.records["mistakes"] ?? [] where progress.mistakes[id] == nil {
            writer.key(id); writer.value(value)
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
            writer.optionalInt(.reviewCount, card.reviewCount == 0 ? nil : card.reviewCount)
            writer.close()
        }
        for (id, value) in keptAside.records["srs"] ?? [] where progress.srs[id] == nil {
            writer.key(id); writer.value(value)
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
        if let layout = progress.dayLayout {
            writer.field(.dayLayout); writer.int(layout)
        }
        if !progress.suspended.isEmpty {
            writer.field(.suspended); writer.open()
            for (id, date) in progress.suspended { writer.key(id); writer.date(date) }
            writer.close()
        }
        if !progress.wordMarks.isEmpty {
            writer.field(.wordMarks); writer.open()
            for (word, mark) in progress.wordMarks { writer.key(word); writer.string(mark.rawValue) }
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
            writer.closeArray()
        }
        for (key, value) in keptAside.fields {
            writer.key(key); writer.value(value)
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
        static let wordMarks = FieldName("wordMarks")
        static let dayResults = FieldName("dayResults")
        static let dayLayout = FieldName("dayLayout")
        static let difficulty = FieldName("difficulty")
        static let due = FieldName("due")
        static let firstWrong = FieldName("firstWrong")
        static let kind = FieldName("kind")
        static let lastReview = FieldName("lastReview")
        static let reviewCount = FieldName("reviewCount")
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

        /// Ends an array written byte by byte, so the next key gets its comma.
        mutating func closeArray() {
            bytes.append(UInt8(ascii: "]"))
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
        /// A date outside `dateRange` (which loading never lets in) is written at its nearest end,
        /// so no value can make the conversion to whole milliseconds trap.
        mutating func date(_ value: Date) {
            let seconds = value.timeIntervalSince1970
            let safe = seconds.isNaN ? 0 : min(max(seconds, ProgressCodec.dateRange.lowerBound), ProgressCodec.dateRange.upperBound)
            var milliseconds = Int((safe * 1000).rounded())
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

        /// Any JSON value, as read (records kept aside are written back through this).
        mutating func value(_ value: JSONValue) {
            switch value {
            case .null, .bool, .number, .string:
                // Inside an array the scalar writers place no comma themselves.
                if needsComma { bytes.append(UInt8(ascii: ",")); needsComma = false }
            case .array, .object: break
            }
            switch value {
            case .null: bytes.append(contentsOf: "null".utf8); needsComma = true
            case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8); needsComma = true
            case .number(let number): double(number)
            case .string(let text): string(text)
            case .array(let elements):
                if needsComma { bytes.append(UInt8(ascii: ",")) }
                bytes.append(UInt8(ascii: "["))
                needsComma = false
                for element in elements { self.value(element) }
                bytes.append(UInt8(ascii: "]"))
                needsComma = true
            case .object(let object):
                open()
                for (key, fieldValue) in object { self.key(key); self.value(fieldValue) }
                close()
            }
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

    /// The collections every current-schema progress.json holds (the encoder always writes them).
    static let requiredCollections = ["bookmarks", "dayResults", "mistakes", "srs", "activity"]

    /// The top-level fields this version reads; others (from a newer mainichi) are kept as they are.
    static let knownTopLevelFields: Set<String> = Set(requiredCollections + ["schemaVersion", "createdAt", "updatedAt", "suspended", "slips", "dayLayout", "wordMarks"])

    /// The range of dates accepted in progress.json: years 1 to 9999. A date outside it cannot come
    /// from a real study session, and far outside it the scheduler's arithmetic would trap.
    static let dateRange: ClosedRange<Double> = -62_135_596_800 ... 253_402_300_799

    /// The range stability is clamped to, in days (the scheduler's minimum to far beyond any interval).
    static let stabilityRange: ClosedRange<Double> = FSRSScheduler.minimumStability ... 1_000_000

    /// The range difficulty is clamped to.
    static let difficultyRange: ClosedRange<Double> = 1 ... 10

    /// A current-schema document as read: the progress, what had to be repaired, and the records
    /// this version cannot use but must write back unchanged.
    struct Decoded {
        var progress: StudyProgress
        /// Paths of values outside their valid range that were reset ("srs.v:猫:ねこ.stability").
        var repairs: [String] = []
        var keptAside = KeptAside()
    }

    /// Records holding a value this version does not know (a test mode, kind or review state
    /// added by a newer mainichi), and unknown top-level fields. They are not shown, and are
    /// written back as they were, so an older build never destroys what a newer one saved.
    struct KeptAside: Sendable {
        /// Per collection ("mistakes", "srs"), the raw records by id.
        var records: [String: [(id: String, value: JSONValue)]] = [:]
        /// Top-level fields this version does not know.
        var fields: [(key: String, value: JSONValue)] = []

        /// How many records are kept aside.
        var recordCount: Int { records.values.reduce(0) { $0 + $1.count } }
        var isEmpty: Bool { records.isEmpty && fields.isEmpty }
    }

    /// Decodes a current-schema document.
    static func decode(_ root: JSONValue) throws(FormatError) -> StudyProgress {
        try decodeChecked(root, now: Date()).progress
    }

    /// Decodes a current-schema document, checking it whole.
    ///
    /// A missing collection, a repeated key or a wrong type makes the whole document invalid (it
    /// is damaged: nothing is guessed). A value out of range (a date past year 9999, a negative
    /// step, a stability of 0) is reset (a date to `now`) and listed in `repairs`. A record with an
    /// enum value this version does not know is kept aside, not decoded.
    static func decodeChecked(_ root: JSONValue, now: Date) throws(FormatError) -> Decoded {
        let object = try Reader.object(root, "(top level)")
        try Reader.requireUniqueKeys(object, "(top level)")
        for name in requiredCollections where object[name] == nil {
            throw FormatError(path: name, message: "missing")
        }
        var repairs: [String] = []
        var keptAside = KeptAside()
        func checked(_ date: Date, _ path: @autoclosure () -> String) -> Date {
            if dateRange.contains(date.timeIntervalSince1970) { return date }
            repairs.append(path())
            return now
        }
        func checkedOptional(_ date: Date?, _ path: @autoclosure () -> String) -> Date? {
            date.map { checked($0, path()) }
        }
        func nonNegative(_ value: Int?, _ path: @autoclosure () -> String) -> Int? {
            guard let value, value < 0 else { return value }
            repairs.append(path())
            return 0
        }
        func clamped(_ value: Double?, _ range: ClosedRange<Double>, _ path: @autoclosure () -> String) -> Double? {
            guard let value, !range.contains(value) else { return value }
            repairs.append(path())
            return value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
        }

        var progress = StudyProgress(createdAt: checked(try Reader.date(object, "createdAt", ""), "createdAt"))
        progress.schemaVersion = try Reader.int(object, "schemaVersion", "")
        progress.updatedAt = checked(try Reader.date(object, "updatedAt", ""), "updatedAt")
        for (key, value) in object where !knownTopLevelFields.contains(key) {
            keptAside.fields.append((key, value))
        }
        let bookmarks = try Reader.collection(object, "bookmarks")
        progress.bookmarks.reserveCapacity(bookmarks.count)
        for (id, value) in bookmarks {
            progress.bookmarks[id] = checked(try Reader.date(value, "bookmarks.\(id)"), "bookmarks.\(id)")
        }
        for (day, value) in try Reader.collection(object, "dayResults") {
            let path = "dayResults.\(day)"
            let fields = try Reader.record(value, path)
            var result = DayResult()
            result.testCount = nonNegative(try Reader.optionalInt(fields, "testCount", path), path + ".testCount") ?? 0
            result.bestScore = nonNegative(try Reader.optionalInt(fields, "bestScore", path), path + ".bestScore")
            result.bestTotal = nonNegative(try Reader.optionalInt(fields, "bestTotal", path), path + ".bestTotal")
            result.bestDate = checkedOptional(try Reader.optionalDate(fields, "bestDate", path), path + ".bestDate")
            result.lastScore = nonNegative(try Reader.optionalInt(fields, "lastScore", path), path + ".lastScore")
            result.lastTotal = nonNegative(try Reader.optionalInt(fields, "lastTotal", path), path + ".lastTotal")
            result.lastStudied = checkedOptional(try Reader.optionalDate(fields, "lastStudied", path), path + ".lastStudied")
            result.completedAt = checkedOptional(try Reader.optionalDate(fields, "completedAt", path), path + ".completedAt")
            // A day written before open deck identities ("vocab:N5:3") moves to today's key.
            let key = DayKey.canonical(day)
            progress.dayResults[key] = progress.dayResults[key].map { $0.merged(with: result) } ?? result
        }
        for (id, value) in try Reader.collection(object, "mistakes") {
            let path = "mistakes.\(id)"
            let fields = try Reader.record(value, path)
            guard let kind = DeckKind(rawValue: try Reader.string(fields, "kind", path)) else {
                keptAside.records["mistakes", default: []].append((id, value))
                continue
            }
            var modes: [TestMode] = []
            guard case .array(let rawModes)? = fields["modes"] else { throw FormatError(path: path + ".modes", message: "expected an array") }
            var knowsModes = true
            for raw in rawModes {
                guard case .string(let name) = raw else { throw FormatError(path: path + ".modes", message: "expected strings") }
                guard let mode = TestMode(rawValue: name) else { knowsModes = false; break }
                modes.append(mode)
            }
            guard knowsModes else {
                keptAside.records["mistakes", default: []].append((id, value))
                continue
            }
            var record = MistakeRecord(kind: kind, wrongAt: checked(try Reader.date(fields, "firstWrong", path), path + ".firstWrong"),
                                       mode: .multipleChoice)
            record.modes = modes
            record.wrongCount = nonNegative(try Reader.int(fields, "wrongCount", path), path + ".wrongCount") ?? 0
            record.lastWrong = checked(try Reader.date(fields, "lastWrong", path), path + ".lastWrong")
            record.rightStreak = nonNegative(try Reader.int(fields, "rightStreak", path), path + ".rightStreak") ?? 0
            progress.mistakes[id] = record
        }
        let cards = try Reader.collection(object, "srs")
        progress.srs.reserveCapacity(cards.count)
        for (id, value) in cards {
            let path = "srs.\(id)"
            let fields = try Reader.record(value, path)
            var card = SRSCard(due: checked(try Reader.date(fields, "due", path), path + ".due"))
            guard let state = SRSState(rawValue: try Reader.int(fields, "state", path)) else {
                keptAside.records["srs", default: []].append((id, value))
                continue
            }
            card.state = state
            card.step = nonNegative(try Reader.optionalInt(fields, "step", path), path + ".step")
            card.stability = clamped(try Reader.optionalDouble(fields, "stability", path), stabilityRange, path + ".stability")
            card.difficulty = clamped(try Reader.optionalDouble(fields, "difficulty", path), difficultyRange, path + ".difficulty")
            card.lastReview = checkedOptional(try Reader.optionalDate(fields, "lastReview", path), path + ".lastReview")
            card.reviewCount = nonNegative(try Reader.optionalInt(fields, "reviewCount", path), path + ".reviewCount") ?? 0
            progress.srs[id] = card
        }
        for (day, value) in try Reader.collection(object, "activity") {
            let path = "activity.\(day)"
            let fields = try Reader.record(value, path)
            progress.activity[day] = DailyActivity(newItems: try Reader.int(fields, "newItems", path),
                                                   reviews: try Reader.int(fields, "reviews", path))
        }
        progress.dayLayout = try Reader.optionalInt(object, "dayLayout", "")
        if let value = object["suspended"] {
            for (id, value) in try Reader.record(value, "suspended") {
                progress.suspended[id] = checked(try Reader.date(value, "suspended.\(id)"), "suspended.\(id)")
            }
        }
        if let value = object["wordMarks"] {
            for (word, value) in try Reader.record(value, "wordMarks") {
                // A mark added by a newer version is passed over, not a reason to reject the file.
                guard case .string(let raw) = value else {
                    throw FormatError(path: "wordMarks.\(word)", message: "expected a string")
                }
                if let mark = WordMark(rawValue: raw) { progress.wordMarks[word] = mark }
            }
        }
        if let value = object["slips"] {
            guard case .array(let elements) = value else { throw FormatError(path: "slips", message: "expected an array") }
            for (index, element) in elements.enumerated() {
                let path = "slips[\(index)]"
                let fields = try Reader.record(element, path)
                // A kind of slip added by a newer version is passed over, not a reason to reject the file.
                guard let kind = SlipKind(rawValue: try Reader.string(fields, "kind", path)) else { continue }
                progress.slips.append(SlipRecord(itemID: try Reader.string(fields, "itemID", path), kind: kind,
                                                 date: checked(try Reader.date(fields, "date", path), path + ".date")))
            }
        }
        return Decoded(progress: progress, repairs: repairs, keptAside: keptAside)
    }

    /// Typed field access that fails with the path of the first wrong field.
    enum Reader {
        /// One of the document's collections: an object whose keys (ids) are all different.
        static func collection(_ object: JSONObject, _ key: String) throws(FormatError) -> JSONObject {
            guard let value = object[key] else { throw FormatError(path: key, message: "missing") }
            let collection = try Self.object(value, key)
            try requireUniqueKeys(collection, key)
            return collection
        }

        /// One record of a collection: an object whose field names are all different.
        static func record(_ value: JSONValue, _ path: @autoclosure () -> String) throws(FormatError) -> JSONObject {
            let fields = try object(value, path())
            try requireUniqueKeys(fields, path())
            return fields
        }

        /// Fails when a key repeats in `object` (a JSON reader would silently keep only the last).
        static func requireUniqueKeys(_ object: JSONObject, _ path: @autoclosure () -> String) throws(FormatError) {
            if object.count < 2 { return }
            if object.count <= 12 {
                let keys = object.fields.map(\.key)
                for index in keys.indices.dropFirst() where keys[..<index].contains(keys[index]) {
                    throw FormatError(path: "\(path()).\(keys[index])", message: "repeated")
                }
                return
            }
            var seen = Set<String>(minimumCapacity: object.count)
            for field in object.fields where !seen.insert(field.key).inserted {
                throw FormatError(path: "\(path()).\(field.key)", message: "repeated")
            }
        }

        static func object(_ value: JSONValue, _ path: @autoclosure () -> String) throws(FormatError) -> JSONObject {
            guard case .object(let object) = value else { throw FormatError(path: path(), message: "expected an object") }
            return object
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
