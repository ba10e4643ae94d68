import TerminalUI

/// The Help entry of the main menu: how a study day goes and the main keys, in a scrollable page.
public final class HelpController: ScreenController {
    private var page = TextPage([
        .heading("How it works"),
        .paragraph("Vocabulary and Kanji list the JLPT levels N5 (easiest) to N1. Each level is split into days of 20 words or 10 kanji. The next day to study is selected for you; a day is done once you have taken its test, and its best score shows in the day list."),
        .gap,
        .paragraph("In a day's list the readings and meanings start hidden: say them to yourself, then reveal them. Kanji rows open to show words that use the kanji. Test yourself with t (multiple choice unless changed in Settings) or T to choose: typed reading, flashcards. After a test, w retests only the wrong answers."),
        .gap,
        .paragraph("Everything you answer wrong goes into the Mistakes notebook and leaves it after three right answers in a row. Items you test or add with a come back in Review, spaced so you see them just before you would forget them."),
        .gap,
        .heading("Everywhere"),
        .key("j/k", "move down / up (also Down, Up); PgDn/PgUp a page; g/G the ends"),
        .key("Enter", "open the selected row"),
        .key("Esc", "go back (also h, Left, Backspace, q)"),
        .key("/", "search words and kanji"),
        .key("?", "the keys of the current screen"),
        .key("Q", "quit from any screen"),
        .gap,
        .heading("Day list"),
        .key("1-9 Enter", "jump to a day: type its number, then Enter"),
        .gap,
        .heading("Study list"),
        .key("r / m", "show or hide the selected reading / meaning"),
        .key("R / M", "every reading / meaning"),
        .key("Space, l", "kanji: show its example words (h collapses)"),
        .key("b", "bookmark or remove the bookmark"),
        .key("p", "pronounce the reading"),
        .key("a", "add to reviews"),
        .key("t / T", "test this list (default mode / choose)"),
        .gap,
        .heading("Details"),
        .key("Enter", "open a kanji of the word, or a word of the kanji"),
        .key("p", "pronounce the word, or the selected example sentence"),
        .key("d", "go to the item's day"),
        .gap,
        .heading("Settings"),
        .paragraph("Choose the default test mode, question order, audio, autoplay on reveal, the colour theme and daily review limits. Every change is saved at once."),
    ])

    public init() {
        super.init(title: "Help")
    }

    public override var keyBindings: [KeyBinding] { TextPage.scrollBindings }

    public override func draw(in canvas: Canvas) {
        page.draw(in: canvas.inset(top: 1))
    }

    public override func handle(_ key: Key) -> Bool {
        page.handle(key)
    }
}
