import MainichiCore
import TerminalUI

/// The Help entry of the main menu: how a study day goes and the main keys, in a scrollable page.
public final class HelpController: ScreenController {
    private var page: TextPage
    private let strings: Strings

    /// - Parameter strings: the words of the page, in the learner's language.
    public init(strings: Strings = Strings(.english)) {
        self.strings = strings
        page = TextPage(strings.menu.helpPage)
        super.init(title: strings.menu.help)
    }

    public override var keyBindings: [KeyBinding] { page.keys(strings.menu).all.filter(\.isEnabled) }

    public override func draw(in canvas: Canvas) {
        page.draw(in: canvas.inset(top: 1))
    }

    public override func handle(_ key: Key) -> Bool {
        page.handle(key)
    }
}
