import Testing
import TerminalUI

@Suite("Themes")
struct ThemeTests {
    @Test("NO_COLOR picks the monochrome theme, which uses no colour")
    func noColor() {
        let theme = Theme.default(environment: ["NO_COLOR": "1"], preferred: "light")
        #expect(theme.name == "monochrome")
        #expect(!theme.usesColor)
        for style in theme.styles.values {
            #expect(style.foreground == .default && style.background == .default)
        }
        #expect(Theme.default(environment: ["NO_COLOR": ""]).name == "dark")
    }

    @Test("A saved preference is honoured; unknown names fall back to dark")
    func preferred() {
        #expect(Theme.default(environment: [:], preferred: "light").name == "light")
        #expect(Theme.default(environment: [:], preferred: "neon").name == "dark")
        #expect(Theme.named("Monochrome")?.name == "monochrome")
    }

    @Test("Selection stands out in every theme")
    func selectionVisible() {
        for theme in Theme.all {
            #expect(theme.style(for: .selection) != theme.style(for: .normal))
            #expect(theme.style(for: StyleRole("unknown")) == theme.style(for: .normal))
        }
    }
}
