import MainichiCore
import TerminalUI

/// The first-run welcome: what Mainichi does, the daily flow and the few keys to know. Shown once
/// (the settings remember it); Enter continues to the main menu.
public final class WelcomeController: ScreenController {
    let context: AppContext
    private var page = TextPage([
        .heading("Welcome to Mainichi"),
        .paragraph("Japanese vocabulary and kanji for the JLPT, N5 to N1, a day at a time: 20 words or 10 kanji a day."),
        .gap,
        .heading("Every day"),
        .paragraph("Open Vocabulary or Kanji, pick your level and today's day. Read the list with the readings and meanings hidden, reveal them as you go, then test yourself. Retest what you got wrong until nothing is left. Items you test come back in Review when you are about to forget them."),
        .gap,
        .heading("Keys"),
        .key("j/k", "move down and up"),
        .key("Enter", "open"),
        .key("Esc", "go back"),
        .key("r / m", "show the reading / meaning (R, M for all)"),
        .key("b", "bookmark"),
        .key("p", "pronounce"),
        .key("t", "test this day"),
        .key("/", "search from anywhere"),
        .key("?", "every key of the screen you are on"),
    ])

    private let continueBinding = KeyBinding(keys: [.enter, .space], keyLabel: "Enter", label: "continue",
                                             help: "Continue to the main menu")

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Welcome")
    }

    public override var keyBindings: [KeyBinding] { [continueBinding] + TextPage.scrollBindings }

    public override func draw(in canvas: Canvas) {
        page.draw(in: canvas.inset(top: 1, bottom: 1))
        let hint = page.hasMoreBelow ? "j for more, Enter to start" : "Enter to start"
        canvas.draw(hint, row: canvas.height - 1, x: 0, width: canvas.width - 2, alignment: .trailing, role: .dim)
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case continueBinding:
            dismiss()
            return true
        default:
            return page.handle(key)
        }
    }

    public override func viewWillDisappear() {
        guard !context.settings.settings.welcomeShown else { return }
        context.perform(self) { try context.settings.update { $0.welcomeShown = true } }
    }
}
