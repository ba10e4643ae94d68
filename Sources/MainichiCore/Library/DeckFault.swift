/// What is wrong at one place in a deck file, as data: the app words it in the learner's language
/// (`DeckProblem.message` keeps the English words for logs and tests).
public enum DeckFault: Sendable, Equatable {
    /// A value of the wrong JSON type: "expected an array of strings, found a number".
    case wrongType(expected: Expectation, found: ValueType)
    /// A value of the right type but not allowed; `found` is the value as written (`"N6"`, `7`).
    case wrongValue(expected: Expectation, found: String)
    /// A required field is absent.
    case missing(expected: Expectation)
    /// Two items share an id.
    case duplicateID(String, firstIndex: Int)
    /// An item line of a builder-laid-out deck did not parse by itself.
    case unreadableLine
    /// An example's segments spell another text than its sentence.
    case segmentsMismatch(spelled: String, sentence: String)
    /// A rare reading that is none of the kanji's readings.
    case unknownRareReading(String)
    /// A meaning list that is empty (`onlyBlanks`: it held only empty strings).
    case noMeaning(onlyBlanks: Bool)
    /// The document is not valid JSON.
    case syntax(JSONSyntaxFault)

    /// The JSON type a value has.
    public enum ValueType: Sendable, Equatable {
        case null, boolean, number, string, array, object
    }

    /// What a place in a deck should hold.
    public enum Expectation: Sendable, Equatable {
        case object
        case formatVersion(Int)
        case deckKind
        case deckID
        case level
        case levelOrEmpty
        case itemArray
        case vocabExample
        case kanjiExample
        case exampleArray
        case exampleArrayMayBeEmpty
        case segmentArray
        case segment
        case kanaReading(of: String)
        case string
        case nonEmptyString
        case wholeNumber(minimum: Int?, maximum: Int?)
        case radicalNumber
        case downstep(morae: Int, reading: String)
        case stringArray
        case meaningArray
        case oneCharacter
        /// An item's `audio`: a plain file name (`AudioFileName`).
        case audioFileName
    }
}

extension DeckFault {
    /// The English words, as the loader has always reported them.
    public var message: String {
        switch self {
        case .wrongType(let expected, let found): "expected \(expected.english), found \(found.english)"
        case .wrongValue(let expected, let found): "expected \(expected.english), found \(found)"
        case .missing(let expected): "missing; expected \(expected.english)"
        case .duplicateID(let id, let first): "duplicate id \"\(id)\" (first used by items[\(first)])"
        case .unreadableLine: "could not be read on its own line"
        case .segmentsMismatch(let spelled, let sentence): "the segments spell \"\(spelled)\", not the sentence \"\(sentence)\""
        case .unknownRareReading(let reading): "\"\(reading)\" is not one of the kanji's onyomi or kunyomi"
        case .noMeaning(let onlyBlanks):
            onlyBlanks ? "expected at least one meaning, found only empty strings"
                : "expected at least one meaning, found an empty array"
        case .syntax(let fault): fault.message
        }
    }
}

extension DeckFault.ValueType {
    var english: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension DeckFault.Expectation {
    var english: String {
        switch self {
        case .object: "an object"
        case .formatVersion(let version): "\(version) (the only format version this mainichi reads)"
        case .deckKind: "\"vocab\" or \"kanji\""
        case .deckID: "a deck id of 1 to 64 lower-case letters, digits, - and _"
        case .level: "one of N5, N4, N3, N2, N1"
        case .levelOrEmpty: "one of N5, N4, N3, N2, N1 or \"\""
        case .itemArray: "an array of items"
        case .vocabExample: "an object with \"ja\" and \"en\""
        case .kanjiExample: "an object with \"word\", \"reading\", \"meaning\" and \"level\""
        case .exampleArray: "an array of examples"
        case .exampleArrayMayBeEmpty: "an array of examples (it may be empty)"
        case .segmentArray: "an array of [text, reading] pairs"
        case .segment: "[text, reading] with a non-empty text"
        case .kanaReading(let text): "the reading of \"\(text)\" in kana"
        case .string: "a string"
        case .nonEmptyString: "a non-empty string"
        case .wholeNumber(let minimum?, let maximum?): "a whole number from \(minimum) to \(maximum)"
        case .wholeNumber(let minimum?, nil): "a whole number of at least \(minimum)"
        case .wholeNumber: "a whole number"
        case .radicalNumber: "a whole number from 1 to 214 (the Kangxi radicals)"
        case .downstep(let morae, let reading): "a downstep from 0 to the \(morae) morae of \"\(reading)\""
        case .stringArray: "an array of strings"
        case .meaningArray: "an array of at least one meaning"
        case .oneCharacter: "one character"
        case .audioFileName: "a plain file name in the media folder (no folder, not starting with a dot)"
        }
    }
}

/// Why a document is not valid JSON, as data.
public enum JSONSyntaxFault: Sendable, Equatable {
    /// The document ends in the middle of a value.
    case truncated
    /// A string that never closes.
    case unterminatedString
    /// Something other than white space after the document.
    case trailing(Found)
    case invalidUTF8
    /// Something else than `expected` at this place.
    case unexpected(expected: Token, found: Found)
    case tooDeep
    case duplicateField(String)
    /// A raw control character (its hex code) inside a string.
    case controlCharacter(String)
    case invalidSurrogatePair
    case loneSurrogate
    /// A backslash followed by something that is no escape.
    case unknownEscape(Found)
    case numberOutOfRange

    /// What the parser found where it stopped.
    public enum Found: Sendable, Equatable {
        case endOfFile
        /// A printable ASCII character.
        case character(Character)
        /// Any other byte.
        case byte(UInt8)
    }

    /// What the parser looked for.
    public enum Token: Sendable, Equatable {
        case value
        case literal(String)
        case fieldName
        case colon
        case commaOrBrace
        case commaOrBracket
        case hexDigit
        case digit
        case fractionDigit
        case exponentDigit
    }

    /// The English words, as the parser has always reported them.
    public var message: String {
        let truncated = "unexpected end of file (the file looks truncated)"
        switch self {
        case .truncated: return truncated
        case .unterminatedString: return "unterminated string: " + truncated
        case .trailing(let found): return "unexpected \(found.english) after the end of the document"
        case .invalidUTF8: return "invalid UTF-8 (deck files must be UTF-8 text)"
        case .unexpected(let expected, let found): return "expected \(expected.english), found \(found.english)"
        case .tooDeep: return "nested too deeply"
        case .duplicateField(let key): return "the field \"\(key)\" appears twice in one object"
        case .controlCharacter(let hex): return "control character 0x\(hex) inside a string (write it as an escape)"
        case .invalidSurrogatePair: return "invalid surrogate pair in a \\u escape"
        case .loneSurrogate: return "lone surrogate in a \\u escape"
        case .unknownEscape(let found):
            if case .character(let character) = found { return "unknown escape '\\\(character)' in a string" }
            return "unknown escape \\ followed by \(found.english) in a string"
        case .numberOutOfRange: return "number out of range"
        }
    }
}

extension JSONSyntaxFault.Found {
    var english: String {
        switch self {
        case .endOfFile: "end of file"
        case .character(let character): "character '\(character)'"
        case .byte(let byte): "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }
}

extension JSONSyntaxFault.Token {
    var english: String {
        switch self {
        case .value: "a value"
        case .literal(let literal): "\"\(literal)\""
        case .fieldName: "a field name in quotes"
        case .colon: "':' after a field name"
        case .commaOrBrace: "',' or '}' in an object"
        case .commaOrBracket: "',' or ']' in an array"
        case .hexDigit: "a hex digit in a \\u escape"
        case .digit: "a digit in a number"
        case .fractionDigit: "a digit after the decimal point"
        case .exponentDigit: "a digit in an exponent"
        }
    }
}
