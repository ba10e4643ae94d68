/// Mouse reports that arrive although the app never asks for them (a terminal left in a mouse
/// mode by another program, or a wheel turned over it): SGR `ESC [ < b ; x ; y M` (or `m`) and
/// X10 `ESC [ M b x y`.
///
/// curses reports the start of one as a key code (`KEY_MOUSE` for the prefix terminfo's `kmous`
/// names, and the codes `CursesTerminal` defines for the other); the rest is read and dropped
/// here, so a report is neither an Escape nor text typed into a field.
enum MouseReport {
    enum Format: Equatable {
        /// `ESC [ <` then decimal numbers separated by `;`, ending in `M` or `m`.
        case sgr
        /// `ESC [ M` then three bytes.
        case x10
    }

    /// The longest SGR report body read: three numbers of up to five digits and their separators.
    static let longestSGRBody = 20

    /// The format curses means by `KEY_MOUSE`: the one whose prefix `kmous` is.
    static func format(ofMouseKey capability: String?) -> Format {
        capability?.hasSuffix("<") == true ? .sgr : .x10
    }

    /// Reads the rest of a report through `next` (a character, or nil when none comes in time).
    /// - Returns: a character read that is not part of the report (input to handle), else nil.
    static func skipRest(of format: Format, next: () -> UInt32?) -> UInt32? {
        switch format {
        case .sgr:
            for _ in 0..<longestSGRBody {
                guard let character = next() else { return nil }
                switch character {
                case UInt32(UInt8(ascii: "M")), UInt32(UInt8(ascii: "m")): return nil
                case UInt32(UInt8(ascii: "0"))...UInt32(UInt8(ascii: "9")), UInt32(UInt8(ascii: ";")): continue
                default: return character
                }
            }
            return nil
        case .x10:
            for _ in 0..<3 {
                if next() == nil { break }
            }
            return nil
        }
    }
}
