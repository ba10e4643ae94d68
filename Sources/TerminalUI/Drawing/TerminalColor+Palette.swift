extension TerminalColor {
    /// The sixteen named colours in palette order (0 = black ... 15 = bright white).
    public static let named: [TerminalColor] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]

    /// The colour's number in the 256-colour palette; nil for the terminal's default.
    public var paletteIndex: Int? {
        switch self {
        case .default: return nil
        case .indexed(let index): return Int(index)
        default: return Self.named.firstIndex(of: self)
        }
    }

    /// The colour in xterm's default palette: the reference the themes' contrast is checked
    /// against, and how an `indexed` colour is matched to the nearest of the sixteen. Nil for the
    /// terminal's default.
    public var referenceRGB: RGBColor? {
        guard let index = paletteIndex else { return nil }
        switch index {
        case 0..<16:
            let table: [UInt32] = [
                0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
                0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
            ]
            return RGBColor(table[index])
        case 16..<232:
            let levels: [UInt32] = [0x00, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]
            let cube = index - 16
            return RGBColor(levels[cube / 36] << 16 | levels[cube / 6 % 6] << 8 | levels[cube % 6])
        default:
            let grey = UInt32(8 + (index - 232) * 10)
            return RGBColor(grey << 16 | grey << 8 | grey)
        }
    }

    /// This colour on a terminal with only `count` colours (8 or 16): itself when it fits, else
    /// the nearest of the first `count` named colours in the reference palette.
    public func nearest(amongFirst count: Int) -> TerminalColor {
        guard let index = paletteIndex, index >= count, let rgb = referenceRGB else { return self }
        func distance(_ other: RGBColor) -> Double {
            let dr = rgb.red - other.red, dg = rgb.green - other.green, db = rgb.blue - other.blue
            return dr * dr + dg * dg + db * db
        }
        return Self.named.prefix(count).min { distance($0.referenceRGB!) < distance($1.referenceRGB!) } ?? self
    }
}
