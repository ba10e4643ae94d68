import Testing
import TerminalUI

@Suite("Themes")
struct ThemeTests {
    @Test("The monochrome theme uses no colour; names are found case-insensitively")
    func monochromeAndNames() {
        let theme = Theme.monochrome
        #expect(!theme.usesColor)
        for style in theme.styles.values {
            #expect(style.foreground == .default && style.background == .default)
        }
        #expect(Theme.named("Monochrome")?.name == "monochrome")
        #expect(Theme.named("neon") == nil)
    }

    @Test("Selection stands out in every theme")
    func selectionVisible() {
        for theme in Theme.all {
            #expect(theme.style(for: .selection) != theme.style(for: .normal))
            #expect(theme.style(for: StyleRole("unknown")) == theme.style(for: .normal))
        }
    }
}
