extension Key {
    /// The space bar.
    public static let space = Key.character(" ")

    /// A short, ASCII name for the footer and help: "j", "Enter", "Esc", "Space", "Up", "PgDn", "Ctrl-U".
    public var displayName: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c).removingControlCharacters
        case .control(let c): return "Ctrl-\(String(c).uppercased())"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Del"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .function(let n): return "F\(n)"
        }
    }

    /// Decodes a script of key presses: printable characters are themselves; "\r" or "\n" is
    /// Enter, "\u{1B}" Esc, "\u{7F}" or "\u{8}" Backspace, "\t" Tab, other C0 codes Ctrl-letter.
    ///
    /// `Key.sequence("jj\r")` is j, j, Enter. Tests and benchmarks script input with it.
    public static func sequence(_ script: String) -> [Key] {
        var keys: [Key] = []
        for character in script {
            keys.append(Key(scripted: character))
        }
        return keys
    }

    /// The key a single scripted character stands for; see `sequence(_:)`.
    public init(scripted character: Character) {
        switch character {
        case "\r", "\n", "\r\n": self = .enter
        case "\u{1B}": self = .escape
        case "\u{7F}", "\u{8}": self = .backspace
        case "\t": self = .tab
        default:
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
               scalar.value >= 1, scalar.value <= 26 {
                self = .control(Character(Unicode.Scalar(scalar.value + 0x60)!))
            } else {
                self = .character(character)
            }
        }
    }
}
