import CNcurses
import TerminalUI

/// Turns theme styles into curses attributes and colour pairs, creating pairs on demand.
///
/// A pair is made the first time a foreground/background combination is drawn and kept for
/// the life of the screen. Without colour support, or with a theme that does not use colour,
/// only attributes are used.
final class ColorPalette {
    /// How one role is drawn: attributes and a pair number.
    struct Look {
        var attributes: attr_t
        var pair: Int16
    }

    private let colorAvailable: Bool
    /// The pairs made so far, pair `index + 1` at `index`: a theme uses a few dozen at most, and
    /// a list needs no hashing (a dictionary of a new key type costs the Swift runtime a scan of
    /// every protocol conformance in the binary on its first use, a fifth of a millisecond).
    private var pairs: [(foreground: Int16, background: Int16)] = []
    private var nextPair: Int16 = 1
    private var looks: [StyleRole: Look] = [:]
    /// The role looked up last and its look.
    private var last: (role: StyleRole, look: Look)?
    private var theme: Theme?

    /// Starts colour if the terminal has it. Call after `initscr`.
    init() {
        if has_colors() {
            start_color()
            use_default_colors()
            colorAvailable = true
        } else {
            colorAvailable = false
        }
    }

    /// Switches to `theme`. Returns true when the theme differs from the last one, so every
    /// cell must be drawn again.
    func use(_ theme: Theme) -> Bool {
        if let current = self.theme, current.name == theme.name, current.usesColor == theme.usesColor,
           current.styles == theme.styles {
            return false
        }
        self.theme = theme
        looks = [:]
        last = nil
        return true
    }

    /// The look of `role` under the current theme.
    func look(for role: StyleRole) -> Look {
        // Neighbouring cells mostly share a role: the last one is kept beside the table.
        if let last, last.role == role { return last.look }
        if let look = looks[role] {
            last = (role, look)
            return look
        }
        let style = theme?.style(for: role) ?? .plain
        var attributes = mi_a_normal()
        if style.attributes.contains(.bold) { attributes |= mi_a_bold() }
        if style.attributes.contains(.dim) { attributes |= mi_a_dim() }
        if style.attributes.contains(.reverse) { attributes |= mi_a_reverse() }
        if style.attributes.contains(.underline) { attributes |= mi_a_underline() }
        var pair: Int16 = 0
        if colorAvailable, theme?.usesColor == true {
            let foreground = colorNumber(style.foreground)
            let background = colorNumber(style.background)
            if foreground.brightenedByBold { attributes |= mi_a_bold() }
            pair = self.pair(foreground: foreground.number, background: background.number)
        }
        let look = Look(attributes: attributes, pair: pair)
        looks[role] = look
        last = (role, look)
        return look
    }

    private func pair(foreground: Int16, background: Int16) -> Int16 {
        if foreground == -1 && background == -1 { return 0 }
        if let index = pairs.firstIndex(where: { $0.foreground == foreground && $0.background == background }) {
            return Int16(index + 1)
        }
        guard Int32(nextPair) < mi_color_pairs(), init_pair(nextPair, foreground, background) != ERR else {
            return 0
        }
        pairs.append((foreground, background))
        nextPair += 1
        return nextPair - 1
    }

    /// The curses colour number; bright colours fall back to the plain colour plus bold on
    /// terminals with only eight colours, and 256-palette colours to the nearest of the sixteen on
    /// terminals with fewer than 256.
    private func colorNumber(_ color: TerminalColor) -> (number: Int16, brightenedByBold: Bool) {
        let base: Int16, bright: Bool
        switch color {
        case .default: return (-1, false)
        case .indexed(let index):
            if index < 16 { return colorNumber(TerminalColor.named[Int(index)]) }
            if Int32(index) < mi_colors() { return (Int16(index), false) }
            return colorNumber(color.nearest(amongFirst: 16))
        case .black: (base, bright) = (0, false)
        case .red: (base, bright) = (1, false)
        case .green: (base, bright) = (2, false)
        case .yellow: (base, bright) = (3, false)
        case .blue: (base, bright) = (4, false)
        case .magenta: (base, bright) = (5, false)
        case .cyan: (base, bright) = (6, false)
        case .white: (base, bright) = (7, false)
        case .brightBlack: (base, bright) = (0, true)
        case .brightRed: (base, bright) = (1, true)
        case .brightGreen: (base, bright) = (2, true)
        case .brightYellow: (base, bright) = (3, true)
        case .brightBlue: (base, bright) = (4, true)
        case .brightMagenta: (base, bright) = (5, true)
        case .brightCyan: (base, bright) = (6, true)
        case .brightWhite: (base, bright) = (7, true)
        }
        guard bright else { return (base, false) }
        return mi_colors() >= 16 ? (base + 8, false) : (base, true)
    }
}
