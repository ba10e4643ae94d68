import TerminalUI

/// Tells the terminal's answers to the start-up queries apart from keys.
///
/// `BackgroundQuery` asks for the background colour (OSC 11) and then for the device attributes
/// (DA1, `CSI c`); a terminal answers `ESC ] 11 ; rgb:… ST` (or BEL) and `ESC [ ? … c`. Answers
/// that come before the first frame are read by the query; any that come later reach the key
/// reader, which hands the characters after an Esc to this scanner so an answer is swallowed (and
/// its colour used) instead of being taken for Esc and typed text.
enum TerminalReplyScanner {
    /// What followed an Esc.
    enum Reply: Equatable {
        /// An OSC answer, with the background it names (nil when it names none).
        case background(TerminalBackground?)
        /// The device attributes answer: the terminal has answered everything asked before it.
        case deviceAttributes
        /// Not an answer: the characters read after the Esc, to be taken as keys.
        case notAReply([UInt32])
    }

    /// The longest answer read; anything longer is not an answer.
    static let maximumLength = 96

    /// Reads what follows an Esc from `next` (nil: nothing more has arrived).
    static func reply(afterEscape next: () -> UInt32?) -> Reply {
        var read: [UInt32] = []
        func take() -> UInt32? {
            guard read.count < maximumLength, let code = next() else { return nil }
            read.append(code)
            return code
        }
        switch take() {
        case UInt32(ascii: "]"):
            var text = "\u{1B}]"
            while let code = take() {
                // Ended by BEL, by ST as one C1 character, or by ESC \.
                if code == 0x07 || code == 0x9C {
                    return .background(TerminalBackground(oscReply: text))
                }
                if code == 0x1B {
                    guard take() == UInt32(ascii: "\\") else { return .notAReply(read) }
                    return .background(TerminalBackground(oscReply: text))
                }
                guard let scalar = Unicode.Scalar(code), scalar.isASCII else { return .notAReply(read) }
                text.unicodeScalars.append(scalar)
            }
            return .notAReply(read)
        case UInt32(ascii: "["):
            guard take() == UInt32(ascii: "?") else { return .notAReply(read) }
            while let code = take() {
                if code == UInt32(ascii: "c") { return .deviceAttributes }
                let isParameter = (UInt32(ascii: "0")...UInt32(ascii: "9")).contains(code) || code == UInt32(ascii: ";")
                guard isParameter else { return .notAReply(read) }
            }
            return .notAReply(read)
        default:
            return .notAReply(read)
        }
    }

    /// What a run of bytes read from the terminal holds: the background an OSC 11 answer names,
    /// whether the device attributes answer came, and the other bytes (keys typed ahead), in order.
    static func split(_ bytes: [UInt8]) -> (background: TerminalBackground?, answered: Bool, rest: [UInt8]) {
        var background: TerminalBackground?
        var answered = false
        var rest: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x1B else {
                rest.append(byte)
                continue
            }
            let start = index
            let reply = reply {
                guard index < bytes.count else { return nil }
                defer { index += 1 }
                return UInt32(bytes[index])
            }
            switch reply {
            case .background(let found): background = found ?? background
            case .deviceAttributes: answered = true
            case .notAReply:
                rest.append(byte)
                index = start
            }
        }
        return (background, answered, rest)
    }
}

private extension UInt32 {
    init(ascii: Unicode.Scalar) { self = ascii.value }
}
