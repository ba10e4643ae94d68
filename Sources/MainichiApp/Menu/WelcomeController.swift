import MainichiCore
import TerminalUI

/// The first-run welcome: what Mainichi does, the daily flow and the few keys to know. Shown once
/// (the settings remember it); Enter continues to the main menu.
public final class WelcomeController: ScreenController {
    /// The context; nil in the first frame, drawn before it is open (`StartScreen`), where the
    /// page is only drawn.
    let context: AppContext?
    private var page: TextPage
    private let fixedStrings: Strings?
    private var strings: any MenuStrings { (context?.strings ?? fixedStrings ?? Strings(.english)).menu }

    private var continueBinding: KeyBinding {
        KeyBinding(keys: [.enter, .space], keyLabel: "Enter", label: strings.continueLabel, help: strings.continueHelp)
    }

    public init(context: AppContext) {
        self.context = context
        fixedStrings = nil
        page = TextPage(context.strings.menu.welcomePage)
        super.init(title: context.strings.menu.welcomeTitle)
    }

    /// The page as the first frame draws it, in `strings`, before the context is open.
    init(strings: Strings) {
        context = nil
        fixedStrings = strings
        page = TextPage(strings.menu.welcomePage)
        super.init(title: strings.menu.welcomeTitle)
    }

    public override var keyBindings: [KeyBinding] { ([continueBinding] + page.keys(strings).all).filter(\.isEnabled) }

    public override func draw(in canvas: Canvas) {
        page.draw(in: canvas.inset(top: 1, bottom: 1))
        let hint = page.hasMoreBelow ? strings.moreHint : strings.startHint
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
        guard let context, !context.settings.settings.welcomeShown else { return }
        context.perform(self) { try context.settings.update { $0.welcomeShown = true } }
    }
}
