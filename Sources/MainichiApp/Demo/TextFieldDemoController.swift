import MainichiCore
import TerminalUI

/// A text field: type (an input method's text arrives whole), edit, and Enter to submit.
final class TextFieldDemoController: ScreenController {
    private let strings: Strings
    private let field: TextField
    private var submitted: [String] = []

    init(strings: Strings) {
        self.strings = strings
        field = TextField(placeholder: strings.demo.fieldPlaceholder)
        super.init(title: strings.demo.fieldTitle)
        field.onSubmit = { [unowned self] text in
            guard !text.isEmpty else { return }
            submitted.insert(text, at: 0)
            field.text = ""
            showStatus(strings.demo.submitted(columns: text.displayWidth))
        }
    }

    override var keyBindings: [KeyBinding] {
        let demo = strings.demo
        return [KeyBinding(keys: [.enter], label: demo.submitLabel, help: demo.submitHelp),
                KeyBinding(keys: [.control("u")], label: demo.clearLabel, help: demo.clearHelp),
                KeyBinding(keys: [.left, .right, .home, .end], keyLabel: "Left/Right", label: demo.moveLabel,
                           help: demo.moveHelp, showsInFooter: false)]
    }

    override func handlePaste(_ text: String) -> Bool {
        field.paste(text)
        return true
    }

    override func handle(_ key: Key) -> Bool {
        field.handle(key)
    }

    override func draw(in canvas: Canvas) {
        canvas.draw(strings.demo.fieldPrompt, at: Point(x: 2, y: 1), role: .title)
        field.draw(in: canvas.subcanvas(Rect(x: 2, y: 3, width: min(40, canvas.width - 4), height: 1)))
        if !submitted.isEmpty {
            canvas.draw(strings.demo.submittedHeading, at: Point(x: 2, y: 5), role: .dim)
            for (index, text) in submitted.prefix(max(0, canvas.height - 7)).enumerated() {
                canvas.draw(text, at: Point(x: 4, y: 6 + index))
            }
        }
    }
}
