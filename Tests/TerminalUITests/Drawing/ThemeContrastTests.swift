import Testing
import TerminalUI

/// Every role of the colour themes stays readable: at least WCAG's 4.5:1 contrast between its
/// text and its background (its own, or the theme's intended one: black for dark, white for
/// light), in xterm's default 256-colour palette.
@Suite("Theme contrast")
struct ThemeContrastTests {
    /// The roles the built-in themes give a look (text roles: every one carries letters).
    static let roles: [StyleRole] = [
        .normal, .title, .selection, .dim, .accent, .correct, .wrong, .titleBar, .footer, .footerKey, .border,
        .status, .sectionHeader, .columnHeader, .input, .button,
    ]

    /// The theme's intended background and the text colour a terminal's default foreground has on it.
    static func canvas(of theme: Theme) -> (background: RGBColor, text: RGBColor) {
        theme.name == "light" ? (RGBColor(0xFFFFFF), RGBColor(0x000000)) : (RGBColor(0x000000), RGBColor(0xE5E5E5))
    }

    /// Foreground and background of `role`, with the default colours and reverse video resolved.
    static func colors(of role: StyleRole, in theme: Theme) -> (text: RGBColor, background: RGBColor) {
        let style = theme.style(for: role)
        let canvas = canvas(of: theme)
        var text = style.foreground.referenceRGB ?? canvas.text
        var background = style.background.referenceRGB ?? canvas.background
        if style.attributes.contains(.reverse) { swap(&text, &background) }
        return (text, background)
    }

    @Test("Each role of the dark and light themes keeps at least 4.5:1 contrast", arguments: [Theme.dark, .light])
    func contrast(theme: Theme) {
        for role in Self.roles {
            #expect(theme.styles[role] != nil || role == .normal, "\(theme.name) gives \(role) no look")
            let (text, background) = Self.colors(of: role, in: theme)
            let ratio = text.contrast(with: background)
            #expect(ratio >= 4.5, "\(theme.name) \(role): \(ratio):1")
        }
    }

    @Test("The contrast formula gives WCAG's figures: 21:1 black on white, 1:1 alike, about 4.0:1 xterm grey on white")
    func formula() {
        #expect(abs(RGBColor(0x000000).contrast(with: RGBColor(0xFFFFFF)) - 21) < 1e-9)
        #expect(RGBColor(0x777777).contrast(with: RGBColor(0x777777)) == 1)
        // The light theme's old dim grey (xterm's bright black) failed here.
        let oldGrey = TerminalColor.brightBlack.referenceRGB!.contrast(with: RGBColor(0xFFFFFF))
        #expect(oldGrey > 3.9 && oldGrey < 4.5)
        // And its old status green, bright on white.
        #expect(TerminalColor.green.referenceRGB!.contrast(with: RGBColor(0xFFFFFF)) < 2.5)
    }

    @Test("256-palette colours map into the cube and greys, and to the nearest of the sixteen on small terminals")
    func palette() {
        #expect(TerminalColor.indexed(28).referenceRGB == RGBColor(0x008700))
        #expect(TerminalColor.indexed(242).referenceRGB == RGBColor(0x6C6C6C))
        #expect(TerminalColor.indexed(231).referenceRGB == RGBColor(0xFFFFFF))
        #expect(TerminalColor.indexed(28).nearest(amongFirst: 16) == .green)
        #expect(TerminalColor.indexed(242).nearest(amongFirst: 16) == .brightBlack)
        #expect(TerminalColor.indexed(238).nearest(amongFirst: 8) == .black)
        #expect(TerminalColor.red.nearest(amongFirst: 8) == .red)
        #expect(TerminalColor.default.referenceRGB == nil)
    }
}
