import TerminalUI

/// A text field: type (an input method's text arrives whole), edit, and Enter to submit.
final class TextFieldDemoController: ScreenController {
    private let field = TextField(placeholder: "type anything, e.g. 日本語 or romaji")
    private var submitted: [String] = []

    init() {
        super.init(title: "Text field")
        field.onSubmit = { [unowned self] text in
            guard !text.isEmpty else { return }
            submitted.insert(text, at: 0)
            field.text = ""
            showStatus("submitted \(text.displayWidth) columns")
        }
    }

    override var keyBindings: [KeyBinding] {
        [KeyBinding(keys: [.enter], label: "submit", help: "Submit the text"),
         KeyBinding(keys: [.control("u")], label: "clear", help: "Delete everything before the cursor"),
         KeyBinding(keys: [.left, .right, .home, .end], keyLabel: "Left/Right", label: "move",
                    help: "Move the cursor (Home and End jump)", showsInFooter: false)]
    }

    override func handlePaste(_ text: String) -> Bool {
        field.paste(text)
        return true
    }

    override func handle(_ key: Key) -> Bool {
        field.handle(key)
    }

    override func draw(in canvas: Canvas) {
        canvas.draw("Type here (Esc goes back):", at: Point(x: 2, y: 1), role: .title)
        field.draw(in: canvas.subcanvas(Rect(x: 2, y: 3, width: min(40, canvas.width - 4), height: 1)))
        if !submitted.isEmpty {
            canvas.draw("Submitted:", at: Point(x: 2, y: 5), role: .dim)
            for (index, text) in submitted.prefix(max(0, canvas.height - 7)).enumerated() {
                canvas.draw(text, at: Point(x: 4, y: 6 + index))
            }
        }
    }
}
