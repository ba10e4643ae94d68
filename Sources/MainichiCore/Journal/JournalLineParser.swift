#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A hand-written reader for the journal lines mainichi writes: one flat JSON object of strings,
/// numbers and booleans (a nested value, such as a review's card, is handed to `JSONParser` on its
/// own), read straight from the line's bytes into a `JournalEvent`.
///
/// It gives exactly the event the general path (`JSONParser` then `JournalEvent.decode`) gives, or
/// nil whenever it is not sure: an escape in a string, a number with an exponent or more than 15
/// digits, anything malformed. `JournalEvent.decode` then takes the general path, which also
/// words the error, so a line is read the same whichever path reads it. Numbers are exact: an
/// integer of up to 15 digits is converted directly, and a decimal of up to 15 digits is one
/// correctly rounded division by a power of ten no larger than 10^22 (both factors exact in a
/// `Double`), the value `Double(String)` gives.
enum JournalLineParser {
    /// The event on `line`, or nil when the general parser must read it.
    static func event(in line: ArraySlice<UInt8>) -> JournalEvent? {
        line.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer)
            return reader.event()
        }
    }

    /// Powers of ten a `Double` holds exactly.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func event() -> JournalEvent? {
            skipWhitespace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var idValue: JSONValue?
            var id: JournalEvent.ID?
            var timeValue: JSONValue?
            var typeValue: JSONValue?
            var fields: [JSONObject.Field] = []
            fields.reserveCapacity(6)
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return nil } // no id: the general path says so
            while true {
                skipWhitespace()
                guard let key = knownKey() ?? string() else { return nil }
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipWhitespace()
                if key == "id", position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                    // Read from the bytes: `ID(String)` walks the text by characters.
                    guard let parsed = eventID() else { return nil }
                    id = parsed
                    idValue = nil
                    skipWhitespace()
                    if take(UInt8(ascii: ",")) { continue }
                    guard take(UInt8(ascii: "}")) else { return nil }
                    break
                }
                guard let value = value() else { return nil }
                switch key {
                case "id": idValue = value; id = nil
                case "time": timeValue = value
                case "type": typeValue = value
                default: fields.append(JSONObject.Field(key: key, value: value))
                }
                skipWhitespace()
                if take(UInt8(ascii: ",")) { continue }
                guard take(UInt8(ascii: "}")) else { return nil }
                break
            }
            skipWhitespace()
            guard position == bytes.count else { return nil }
            // The same checks as `JournalEvent.decode`; a failure goes to the general path for its message.
            if case .string(let idText)? = idValue { id = JournalEvent.ID(idText) }
            guard let id, case .number(let seconds)? = timeValue, ProgressCodec.dateRange.contains(seconds),
                  case .string(let type)? = typeValue, !type.isEmpty else { return nil }
            return JournalEvent(id: id, time: Date(timeIntervalSince1970: seconds), type: type, fields: fields)
        }

        /// An event id string, "<device>:<sequence>", whose sequence is 1 to 18 ASCII digits (at most
        /// `JournalEvent.ID.maximumSequence`) after the last colon and whose device is not empty; nil for anything else (the general path
        /// then decides, as `JournalEvent.ID(_:)` does).
        mutating func eventID() -> JournalEvent.ID? {
            let start = position + 1
            guard string() != nil else { return nil } // validated as UTF-8
            let end = position - 1
            var colon = end - 1
            while colon >= start, bytes[colon] != UInt8(ascii: ":") { colon -= 1 }
            guard colon > start, end - colon - 1 >= 1, end - colon - 1 <= 18 else { return nil }
            var sequence = 0
            for index in (colon + 1)..<end {
                guard isDigit(bytes[index]) else { return nil }
                sequence = sequence * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            }
            guard sequence <= JournalEvent.ID.maximumSequence else { return nil }
            let device = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<colon]), as: UTF8.self)
            return JournalEvent.ID(device: device, sequence: sequence)
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// A key of the lines mainichi writes, as a literal (nothing to check or build), when the
        /// next string is one of them exactly; nil, nothing taken, otherwise.
        mutating func knownKey() -> String? {
            guard let first = firstByteOfString() else { return nil }
            switch first {
            case UInt8(ascii: "i"): return take("id", "id") ?? take("item", "item") ?? take("items", "items")
            case UInt8(ascii: "t"): return take("time", "time") ?? take("type", "type") ?? take("total", "total")
            case UInt8(ascii: "k"): return take("kind", "kind")
            case UInt8(ascii: "m"): return take("mode", "mode")
            case UInt8(ascii: "r"): return take("right", "right")
            case UInt8(ascii: "d"): return take("day", "day") ?? take("dayStamp", "dayStamp") ?? take("dayLayout", "dayLayout")
            case UInt8(ascii: "o"): return take("on", "on")
            case UInt8(ascii: "c"): return take("card", "card")
            case UInt8(ascii: "w"): return take("wasNew", "wasNew")
            case UInt8(ascii: "s"): return take("score", "score") ?? take("slip", "slip")
            case UInt8(ascii: "h"): return take("history", "history")
            default: return nil
            }
        }

        /// The same for the most common string values: event types, deck kinds and test modes.
        mutating func knownValue() -> String? {
            guard let first = firstByteOfString() else { return nil }
            switch first {
            case UInt8(ascii: "a"): return take("answer", "answer")
            case UInt8(ascii: "r"): return take("review", "review") ?? take("reviewUndo", "reviewUndo")
            case UInt8(ascii: "b"): return take("bookmark", "bookmark")
            case UInt8(ascii: "v"): return take("vocab", "vocab")
            case UInt8(ascii: "k"): return take("kanji", "kanji")
            case UInt8(ascii: "m"): return take("multipleChoice", "multipleChoice") ?? take("meaningToWord", "meaningToWord")
            case UInt8(ascii: "t"): return take("typedReading", "typedReading") ?? take("test", "test")
            case UInt8(ascii: "f"): return take("flashcard", "flashcard")
            case UInt8(ascii: "o"): return take("onyomi", "onyomi")
            case UInt8(ascii: "c"): return take("counted", "counted")
            default: return nil
            }
        }

        /// The first byte inside the string that begins here, when it has one.
        private func firstByteOfString() -> UInt8? {
            guard position + 2 < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
            return bytes[position + 1]
        }

        /// Takes the string beginning here, quotes included, when it is exactly `literal`, and
        /// returns `text` (the same characters, as a string that costs nothing to make).
        @inline(__always)
        private mutating func take(_ literal: StaticString, _ text: String) -> String? {
            let start = position + 1
            let count = literal.utf8CodeUnitCount
            guard start + count < bytes.count, bytes[start + count] == UInt8(ascii: "\"") else { return nil }
            for offset in 0..<count where bytes[start + offset] != literal.utf8Start[offset] { return nil }
            position = start + count + 1
            return text
        }

        /// A string without escapes or control characters, valid UTF-8; nil otherwise.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = position
            var isASCII = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
                    position += 1
                    if isASCII { return String(decoding: text, as: UTF8.self) }
                    return String(validating: text, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                if byte >= 0x80 { isASCII = false }
                position += 1
            }
            return nil
        }

        mutating func value() -> JSONValue? {
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "\""): return (knownValue() ?? string()).map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number().map(JSONValue.number)
            case UInt8(ascii: "{"), UInt8(ascii: "["): return nested()
            default: return nil
            }
        }

        mutating func literal(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.count - position >= count else { return false }
            for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] { return false }
            position += count
            return true
        }

        /// A number in JSON's grammar without an exponent, of at most 15 digits.
        mutating func number() -> Double? {
            let start = position
            let negative = take(UInt8(ascii: "-"))
            var mantissa = 0
            var digits = 0
            var fractionDigits = 0
            guard position < bytes.count, isDigit(bytes[position]) else { return nil }
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
                digits = 1
            } else {
                while position < bytes.count, isDigit(bytes[position]) {
                    mantissa = mantissa &* 10 &+ Int(bytes[position] &- UInt8(ascii: "0"))
                    digits += 1
                    position += 1
                    if digits > 15 { return nil }
                }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard position < bytes.count, isDigit(bytes[position]) else { return nil }
                while position < bytes.count, isDigit(bytes[position]) {
                    mantissa = mantissa &* 10 &+ Int(bytes[position] &- UInt8(ascii: "0"))
                    digits += 1
                    fractionDigits += 1
                    position += 1
                    if digits > 15 { return nil }
                }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") { return nil }
            if fractionDigits == 0 {
                // As `JSONParser`: an integer of at most 15 characters, sign included, is converted directly.
                guard position - start <= 15 else { return nil }
                return Double(negative ? -mantissa : mantissa)
            }
            let magnitude = Double(mantissa) / JournalLineParser.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        /// An object or array value: its extent found here, its contents read by `JSONParser`.
        mutating func nested() -> JSONValue? {
            let start = position
            var depth = 0
            var inString = false
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        position += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    if depth > 64 { return nil }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        return try? JSONParser.parse(Array(bytes[start..<position]))
                    }
                default: break
                }
            }
            return nil
        }
    }
}
