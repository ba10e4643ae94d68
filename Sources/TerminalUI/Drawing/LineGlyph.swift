/// A line-drawing glyph. Backends draw it with the terminal's line-drawing set (curses ACS),
/// which every terminal shows one cell wide; the buffer and snapshots hold its ASCII fallback.
public enum LineGlyph: Hashable, Sendable {
    case horizontal, vertical
    case topLeft, topRight, bottomLeft, bottomRight
    case teeLeft, teeRight, teeUp, teeDown, cross

    /// The ASCII character stored in the cell and shown where line drawing is unavailable.
    public var asciiFallback: String {
        switch self {
        case .horizontal: return "-"
        case .vertical: return "|"
        default: return "+"
        }
    }
}
