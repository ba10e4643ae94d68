/// Whether the terminal draws on a light or a dark background, so an automatic theme can pick
/// light or dark text.
///
/// Found from the terminal's answer to the OSC 11 colour query (`init(oscReply:)`; the query
/// itself is the curses backend's), else from the COLORFGBG variable some terminals set
/// (`init(colorFGBG:)`).
public enum TerminalBackground: String, Sendable, Equatable {
    case light
    case dark

    /// Reads an OSC 11 answer such as `ESC ] 11 ; rgb:ffff/ffff/dddd ESC \` (or ending in BEL):
    /// light when the colour is lighter than mid-grey (relative luminance above 0.18, CIE L* 50).
    /// Each channel has 1 to 4 hex digits, as XParseColor allows. Nil for anything else.
    public init?(oscReply: String) {
        guard let start = oscReply.firstRange(of: "rgb:") else { return nil }
        let body = oscReply[start.upperBound...].prefix { $0.isHexDigit || $0 == "/" }
        let fields = body.split(separator: "/", omittingEmptySubsequences: false)
        var channels: [Double] = []
        for field in fields {
            guard (1...4).contains(field.count), let value = Int(field, radix: 16) else { return nil }
            channels.append(Double(value) / Double((1 << (4 * field.count)) - 1))
        }
        guard channels.count == 3 else { return nil }
        let luminance = RGBColor(red: channels[0], green: channels[1], blue: channels[2]).relativeLuminance
        self = luminance > 0.18 ? .light : .dark
    }

    /// Reads COLORFGBG ("15;0", "0;default;15"): its last field is the background's colour number;
    /// 7 (white) and 9 to 15 are light, 0 to 6 and 8 dark. Nil when it says nothing usable.
    public init?(colorFGBG: String) {
        guard let last = colorFGBG.split(separator: ";").last, let number = Int(last), (0...15).contains(number) else {
            return nil
        }
        self = number == 7 || number >= 9 ? .light : .dark
    }
}
