/// A small, strict JSON parser over UTF-8 bytes that reports where a document goes wrong (line and
/// column) instead of crashing: truncated files, invalid UTF-8, stray bytes and absurd nesting all
/// become a `JSONParser.SyntaxError`.
///
/// Written for the deck loader: it decodes a deck faster than Foundation's `JSONSerialization` on
/// Linux and gives the exact position of every syntax error. It works on array indices, so it stays
/// safe Swift (no unsafe pointers); bounds checks cost little next to building the values.
struct JSONParser {
    /// Where and why a document is not valid JSON.
    struct SyntaxError: Error, Sendable, Equatable {
        /// 1-based line of the offending byte.
        var line: Int
        /// 1-based column, counted in bytes.
        var column: Int
        var message: String { fault.message }
        /// Why, as data.
        var fault: JSONSyntaxFault

        /// "line 3, column 7: unexpected end of file (the file looks truncated)".
        var description: String { "line \(line), column \(column): \(message)" }
    }

    /// The deepest nesting accepted, so hostile input cannot exhaust the stack.
    static let maximumDepth = 256

    /// Parses a whole document; trailing content other than whitespace is an error.
    /// - Parameters:
    ///   - bytes: the document, UTF-8 (a leading byte order mark is skipped).
    ///   - cleaningStrings: when true, every string value (not field names) comes out as
    ///     `Whitespace.trim(TextSanitizer.sanitize(text))`, for text from untrusted files. The scan
    ///     that finds the closing quote also spots the strings that could need either, so the rest,
    ///     nearly all of a deck, cost nothing extra.
    ///   - rejectingDuplicateKeys: when true, a field name repeated in one object is an error
    ///     (otherwise the later value silently wins).
    static func parse(_ bytes: [UInt8], cleaningStrings: Bool = false,
                      rejectingDuplicateKeys: Bool = false) throws(SyntaxError) -> JSONValue {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var cursor = Cursor(bytes: bytes, position: start, cleaningStrings: cleaningStrings)
        cursor.rejectsDuplicateKeys = rejectingDuplicateKeys
        do throws(Failure) {
            cursor.skipWhitespace()
            let value = try cursor.parseValue(depth: 0)
            cursor.skipWhitespace()
            if cursor.position < bytes.count {
                throw Failure(offset: cursor.position, fault: .trailing(cursor.foundByte()))
            }
            return value
        } catch {
            // Invalid UTF-8 anywhere is reported before any syntax error. Checking only now is
            // enough: a document that parses has bytes >= 0x80 only inside strings, and every
            // string is validated as it is decoded.
            if let invalid = firstInvalidUTF8(bytes) {
                throw position(of: Failure(offset: invalid, fault: .invalidUTF8), in: bytes)
            }
            throw position(of: error, in: bytes)
        }
    }

    /// Parses a document that must be one object, building only the fields whose names are in
    /// `keptKeys`: the values of the others are checked as JSON (their syntax, strings' UTF-8 and
    /// escapes) but never built, which is most of the work of a deck item with examples. Field
    /// names repeated in the object are an error, as with `rejectingDuplicateKeys`.
    ///
    /// What the deck outline reads (`DeckLoader.outline`): headwords, readings, meanings and days.
    static func parseObject(_ bytes: [UInt8], keeping keptKeys: [String]) throws(SyntaxError) -> JSONObject {
        var cursor = Cursor(bytes: bytes, position: 0, cleaningStrings: true)
        cursor.rejectsDuplicateKeys = true
        cursor.keptKeys = keptKeys
        do throws(Failure) {
            cursor.skipWhitespace()
            guard cursor.position < bytes.count, bytes[cursor.position] == UInt8(ascii: "{") else {
                throw Failure(offset: cursor.position, fault: .unexpected(expected: .value, found: cursor.foundByte()))
            }
            let value = try cursor.parseObject(depth: 1)
            cursor.skipWhitespace()
            if cursor.position < bytes.count {
                throw Failure(offset: cursor.position, fault: .trailing(cursor.foundByte()))
            }
            guard case .object(let object) = value else { throw Failure(offset: 0, fault: .truncated) }
            return object
        } catch {
            if let invalid = firstInvalidUTF8(bytes) {
                throw position(of: Failure(offset: invalid, fault: .invalidUTF8), in: bytes)
            }
            throw position(of: error, in: bytes)
        }
    }

    /// Whether the valid UTF-8 text in `bytes[start..<end]` may start or end with white space
    /// (`Whitespace.trim` has work to do); false rules it out without making a string.
    static func mayHaveEdgeWhitespace(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        Cursor.mayHaveEdgeWhitespace(bytes, from: start, to: end)
    }

    private static func position(of failure: Failure, in bytes: [UInt8]) -> SyntaxError {
        var line = 1
        var lineStart = 0
        let end = min(failure.offset, bytes.count)
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SyntaxError(line: line, column: end - lineStart + 1, fault: failure.fault)
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (RFC 3629:
    /// no overlong forms, no surrogates, nothing above U+10FFFF), or nil when all are well formed.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(bytes, at: index) else { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed multi-byte UTF-8 sequence whose lead byte (>= 0x80) is at
    /// `index`, or nil when it is malformed or cut short.
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch bytes[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= lower, second <= upper else { return nil }
        var offset = 2
        while offset < length {
            guard bytes[index + offset] & 0xC0 == 0x80 else { return nil }
            offset += 1
        }
        return length
    }

    /// A failure at a byte offset; turned into line and column once, at the end.
    private struct Failure: Error {
        var offset: Int
        var fault: JSONSyntaxFault
    }

    private struct Cursor {
        let bytes: [UInt8]
        var position: Int
        /// Whether string values are sanitised and trimmed (see `parse(_:cleaningStrings:)`).
        let cleaningStrings: Bool
        /// Whether a field name repeated in one object is an error.
        var rejectsDuplicateKeys = false
        /// Room reserved for the fields of an object and the elements of an array: deck objects
        /// have up to a dozen fields and most arrays a few elements, so most containers cost one
        /// allocation instead of one per doubling. The tree is short-lived; the slack is too.
        static let objectCapacity = 8
        static let arrayCapacity = 4
        /// When set, the top-level object builds only these fields; the others' values are
        /// skipped (`skipValue`), their field names still checked for repeats.
        var keptKeys: [String]?

        /// The byte at the cursor, as a problem names it.
        func foundByte() -> JSONSyntaxFault.Found {
            guard position < bytes.count else { return .endOfFile }
            let byte = bytes[position]
            if byte >= 0x21, byte < 0x7F { return .character(Character(Unicode.Scalar(byte))) }
            return .byte(byte)
        }

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
            guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
            case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
            case UInt8(ascii: "\""): return .string(try parseString(isValue: true))
            case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
            case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
            case UInt8(ascii: "n"): try expectLiteral("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
            default:
                throw Failure(offset: position, fault: .unexpected(expected: .value, found: foundByte()))
            }
        }

        mutating func expectLiteral(_ literal: String) throws(Failure) {
            for expected in literal.utf8 {
                guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                guard bytes[position] == expected else {
                    throw Failure(offset: position, fault: .unexpected(expected: .literal(literal), found: foundByte()))
                }
                position += 1
            }
        }

        mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
            if depth > JSONParser.maximumDepth { throw Failure(offset: position, fault: .tooDeep) }
            position += 1
            skipWhitespace()
            guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(JSONObject())
            }
            var fields: [JSONObject.Field] = []
            fields.reserveCapacity(Self.objectCapacity)
            let kept = depth == 1 ? keptKeys : nil
            var skippedKeys: [String] = []
            while true {
                skipWhitespace()
                guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                guard bytes[position] == UInt8(ascii: "\"") else {
                    throw Failure(offset: position, fault: .unexpected(expected: .fieldName, found: foundByte()))
                }
                let keyStart = position
                let key = try parseString(isValue: false)
                if rejectsDuplicateKeys, fields.contains(where: { $0.key == key }) || skippedKeys.contains(key) {
                    throw Failure(offset: keyStart, fault: .duplicateField(key))
                }
                skipWhitespace()
                guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                guard bytes[position] == UInt8(ascii: ":") else {
                    throw Failure(offset: position, fault: .unexpected(expected: .colon, found: foundByte()))
                }
                position += 1
                skipWhitespace()
                if let kept, !kept.contains(key) {
                    skippedKeys.append(key)
                    try skipValue(depth: depth)
                } else {
                    fields.append(JSONObject.Field(key: key, value: try parseValue(depth: depth)))
                }
                skipWhitespace()
                guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                switch bytes[position] {
                case UInt8(ascii: ","):
                    position += 1
                case UInt8(ascii: "}"):
                    position += 1
                    return .object(JSONObject(fields))
                default:
                    throw Failure(offset: position, fault: .unexpected(expected: .commaOrBrace, found: foundByte()))
                }
            }
        }

        mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
            if depth > JSONParser.maximumDepth { throw Failure(offset: position, fault: .tooDeep) }
            position += 1
            skipWhitespace()
            guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array([])
            }
            var elements: [JSONValue] = []
            elements.reserveCapacity(Self.arrayCapacity)
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth))
                skipWhitespace()
                guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                switch bytes[position] {
                case UInt8(ascii: ","):
                    position += 1
                case UInt8(ascii: "]"):
                    position += 1
                    return .array(elements)
                default:
                    throw Failure(offset: position, fault: .unexpected(expected: .commaOrBracket, found: foundByte()))
                }
            }
        }

        /// Steps over the value at `position`, checking it as `parseValue` would but building
        /// nothing: no strings, arrays or objects.
        mutating func skipValue(depth: Int) throws(Failure) {
            guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                if depth + 1 > JSONParser.maximumDepth { throw Failure(offset: position, fault: .tooDeep) }
                position += 1
                skipWhitespace()
                guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return
                }
                while true {
                    skipWhitespace()
                    guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                    guard bytes[position] == UInt8(ascii: "\"") else {
                        throw Failure(offset: position, fault: .unexpected(expected: .fieldName, found: foundByte()))
                    }
                    try skipString()
                    skipWhitespace()
                    guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                    guard bytes[position] == UInt8(ascii: ":") else {
                        throw Failure(offset: position, fault: .unexpected(expected: .colon, found: foundByte()))
                    }
                    position += 1
                    skipWhitespace()
                    try skipValue(depth: depth + 1)
                    skipWhitespace()
                    guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                    switch bytes[position] {
                    case UInt8(ascii: ","): position += 1
                    case UInt8(ascii: "}"):
                        position += 1
                        return
                    default:
                        throw Failure(offset: position, fault: .unexpected(expected: .commaOrBrace, found: foundByte()))
                    }
                }
            case UInt8(ascii: "["):
                if depth + 1 > JSONParser.maximumDepth { throw Failure(offset: position, fault: .tooDeep) }
                position += 1
                skipWhitespace()
                guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return
                }
                while true {
                    skipWhitespace()
                    try skipValue(depth: depth + 1)
                    skipWhitespace()
                    guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                    switch bytes[position] {
                    case UInt8(ascii: ","): position += 1
                    case UInt8(ascii: "]"):
                        position += 1
                        return
                    default:
                        throw Failure(offset: position, fault: .unexpected(expected: .commaOrBracket, found: foundByte()))
                    }
                }
            case UInt8(ascii: "\""): try skipString()
            default: _ = try parseValue(depth: depth)
            }
        }

        /// Steps over the string at `position` as `parseString` reads it, without building it.
        mutating func skipString() throws(Failure) {
            let start = position
            position += 1
            while position < bytes.count {
                let byte = bytes[position]
                if byte >= 0x80 {
                    if byte >= 0xE3, byte <= 0xE9, position + 2 < bytes.count,
                       bytes[position + 1] & 0xC0 == 0x80, bytes[position + 2] & 0xC0 == 0x80 {
                        position += 3
                        continue
                    }
                    try skipSequence()
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return
                }
                if byte == UInt8(ascii: "\\") {
                    // Escapes are rare in decks: read the string the usual way to check them.
                    position = start
                    _ = try parseString(isValue: false)
                    return
                }
                if byte < 0x20 {
                    throw Failure(offset: position, fault: .controlCharacter(String(byte, radix: 16, uppercase: true)))
                }
                position += 1
            }
            throw Failure(offset: start, fault: .unterminatedString)
        }

        /// Steps over the multi-byte UTF-8 sequence at `position` (lead byte >= 0x80).
        mutating func skipSequence() throws(Failure) {
            guard let length = JSONParser.sequenceLength(bytes, at: position) else {
                throw Failure(offset: position, fault: .invalidUTF8)
            }
            position += length
        }

        /// Reads a string; `isValue` is false for field names, which are never cleaned.
        mutating func parseString(isValue: Bool) throws(Failure) -> String {
            let start = position
            position += 1
            let contentStart = position
            // Fast path: no escapes. Raw control characters are errors, so only DEL and the lead
            // bytes of U+0080-U+00BF (C1 controls among them), U+0600-063F (U+061C) and
            // U+2000-U+2FFF (the other bidi controls) could give the sanitiser work.
            var mayHoldControls = false
            while position < bytes.count {
                let byte = bytes[position]
                if byte >= 0x80 {
                    // Kana and kanji (U+3040-U+9FFF) inline; everything else through the full check.
                    if byte >= 0xE3, byte <= 0xE9, position + 2 < bytes.count,
                       bytes[position + 1] & 0xC0 == 0x80, bytes[position + 2] & 0xC0 == 0x80 {
                        position += 3
                        continue
                    }
                    if byte == 0xC2 || byte == 0xE2 || byte == 0xD8 { mayHoldControls = true } // C1, bidi controls
                    try skipSequence()
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    var string = String(decoding: bytes[contentStart..<position], as: UTF8.self)
                    if cleaningStrings, isValue,
                       mayHoldControls || Self.mayHaveEdgeWhitespace(bytes, from: contentStart, to: position) {
                        string = Whitespace.trim(TextSanitizer.sanitize(string))
                    }
                    position += 1
                    return string
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 {
                    throw Failure(offset: position, fault: .controlCharacter(String(byte, radix: 16, uppercase: true)))
                }
                if byte == 0x7F { mayHoldControls = true }
                position += 1
            }
            guard position < bytes.count else { throw Failure(offset: start, fault: .unterminatedString) }
            // Slow path: unescape into a byte buffer; an escaped string is always cleaned.
            var buffer = Array(bytes[contentStart..<position])
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    let string = String(decoding: buffer, as: UTF8.self)
                    return cleaningStrings && isValue ? Whitespace.trim(TextSanitizer.sanitize(string)) : string
                }
                if byte < 0x20 {
                    throw Failure(offset: position, fault: .controlCharacter(String(byte, radix: 16, uppercase: true)))
                }
                if byte >= 0x80 {
                    let sequenceStart = position
                    try skipSequence()
                    buffer.append(contentsOf: bytes[sequenceStart..<position])
                    continue
                }
                if byte != UInt8(ascii: "\\") {
                    buffer.append(byte)
                    position += 1
                    continue
                }
                position += 1
                guard position < bytes.count else { break }
                switch bytes[position] {
                case UInt8(ascii: "\""): buffer.append(0x22)
                case UInt8(ascii: "\\"): buffer.append(0x5C)
                case UInt8(ascii: "/"): buffer.append(0x2F)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    let escapeStart = position - 1
                    position += 1
                    var scalar = try parseHex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate must be followed by an escaped low surrogate.
                        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                            position += 2
                            let low = try parseHex4()
                            guard (0xDC00..<0xE000).contains(low) else {
                                throw Failure(offset: escapeStart, fault: .invalidSurrogatePair)
                            }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            throw Failure(offset: escapeStart, fault: .loneSurrogate)
                        }
                    } else if (0xDC00..<0xE000).contains(scalar) {
                        throw Failure(offset: escapeStart, fault: .loneSurrogate)
                    }
                    buffer.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
                    continue
                default:
                    let byte = position < bytes.count ? bytes[position] : 0
                    let found: JSONSyntaxFault.Found = byte >= 0x21 && byte < 0x7F ? .character(Character(Unicode.Scalar(byte))) : foundByte()
                    throw Failure(offset: position - 1, fault: .unknownEscape(found))
                }
                position += 1
            }
            throw Failure(offset: start, fault: .unterminatedString)
        }

        mutating func parseHex4() throws(Failure) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
                let byte = bytes[position]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw Failure(offset: position, fault: .unexpected(expected: .hexDigit, found: foundByte()))
                }
                value = value << 4 | digit
                position += 1
            }
            return value
        }

        mutating func parseNumber() throws(Failure) -> Double {
            let start = position
            var isInteger = true
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count else { throw Failure(offset: position, fault: .truncated) }
            guard isDigit(bytes[position]) else {
                throw Failure(offset: position, fault: .unexpected(expected: .digit, found: foundByte()))
            }
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
            } else {
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                isInteger = false
                position += 1
                guard position < bytes.count, isDigit(bytes[position]) else {
                    throw Failure(offset: position, fault: .unexpected(expected: .fractionDigit, found: foundByte()))
                }
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                isInteger = false
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard position < bytes.count, isDigit(bytes[position]) else {
                    throw Failure(offset: position, fault: .unexpected(expected: .exponentDigit, found: foundByte()))
                }
                while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            }
            let length = position - start
            if isInteger, length <= 15 {
                var value = 0
                var index = start
                let negative = bytes[index] == UInt8(ascii: "-")
                if negative { index += 1 }
                while index < position {
                    value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                return Double(negative ? -value : value)
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self) // ASCII digits and signs
            guard let value = Double(text), value.isFinite else {
                throw Failure(offset: start, fault: .numberOutOfRange)
            }
            return value
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        /// Whether the valid UTF-8 text in `bytes[start..<end]` starts or ends with a white space
        /// scalar, in which case `Whitespace.trim` has work to do.
        static func mayHaveEdgeWhitespace(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
            guard start < end else { return false }
            var last = end - 1
            while last > start, bytes[last] & 0xC0 == 0x80 { last -= 1 }
            return mayStartWhitespace(bytes[start]) && Whitespace.isWhitespace(scalar(in: bytes, at: start))
                || mayStartWhitespace(bytes[last]) && Whitespace.isWhitespace(scalar(in: bytes, at: last))
        }

        /// Whether `lead` can begin a white space scalar: ASCII spaces and controls, or the lead
        /// byte of U+0085, U+00A0, U+1680, U+2000-U+205F or U+3000.
        static func mayStartWhitespace(_ lead: UInt8) -> Bool {
            lead <= 0x20 || lead == 0xC2 || (0xE1...0xE3).contains(lead)
        }

        /// The scalar whose valid UTF-8 encoding starts at `index`.
        static func scalar(in bytes: [UInt8], at index: Int) -> Unicode.Scalar {
            let lead = UInt32(bytes[index])
            let value: UInt32
            switch lead {
            case ..<0x80: value = lead
            case ..<0xE0: value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            case ..<0xF0: value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            default:
                value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
            }
            return Unicode.Scalar(value) ?? " "
        }
    }
}
