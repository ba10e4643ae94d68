#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// Asks for a deck's name (and, for a new deck, whether it holds words or kanji). Enter hands a
/// `Result` back through `dismiss(result:)`; Esc goes back with nil.
public final class DeckNameController: ScreenController {
    /// The name typed and the kind chosen.
    public struct Result: Equatable {
        public var name: String
        public var kind: DeckKind
    }

    let field: TextField
    /// The kind of deck; Tab changes it when `allowsKindChange`.
    private(set) var kind: DeckKind
    let allowsKindChange: Bool
    /// The text of the screen in the learner's language.
    let strings: any WordsStrings

    /// The longest deck name, in characters.
    static let maximumNameLength = 60

    private lazy var done = KeyBinding(keys: [.enter], label: strings.label(.done), help: strings.nameDoneHelp)
    private lazy var toggleKind = KeyBinding(keys: [.tab], keyLabel: "Tab", label: strings.label(.kinds), help: strings.kindHelp)

    public init(strings: any WordsStrings, title: String, name: String = "", kind: DeckKind = .vocab, allowsKindChange: Bool) {
        self.strings = strings
        field = TextField(text: name, placeholder: strings.namePlaceholder)
        self.kind = kind
        self.allowsKindChange = allowsKindChange
        super.init(title: title)
        field.maximumLength = Self.maximumNameLength
        field.onSubmit = { [unowned self] _ in self.submit() }
    }

    public override var keyBindings: [KeyBinding] {
        [done] + (allowsKindChange ? [toggleKind] : [])
    }

    public override var backKeys: [Key] { [.escape] }

    /// The name field has the keyboard (`?` is typed; F1 is help).
    public override var isEditingText: Bool { true }

    public override func handle(_ key: Key) -> Bool {
        if allowsKindChange, toggleKind.matches(key) {
            kind = kind == .vocab ? .kanji : .vocab
            return true
        }
        if key == .escape { return false }
        return field.handle(key)
    }

    public override func handlePaste(_ text: String) -> Bool {
        field.paste(text)
        return true
    }

    private func submit() {
        let name = field.text.trimmingSpaces
        guard !name.isEmpty else {
            showStatus(strings.needsName, role: .wrong)
            return
        }
        dismiss(result: Result(name: name, kind: kind))
    }

    public override func draw(in canvas: Canvas) {
        canvas.draw(strings.nameLabel, at: Point(x: 2, y: 1), role: .accent)
        let x = 2 + strings.nameLabel.displayWidth + 1
        field.draw(in: canvas.subcanvas(Rect(x: x, y: 1, width: max(1, canvas.width - x - 2), height: 1)))
        if allowsKindChange {
            canvas.draw(strings.kindLabel, at: Point(x: 2, y: 3), role: .accent)
            let kx = 2 + strings.nameLabel.displayWidth + 1
            let options: [(DeckKind, String)] = [(.vocab, strings.kindName(.vocab)), (.kanji, strings.kindName(.kanji))]
            var offset = kx
            for (option, label) in options {
                offset += canvas.draw(option == kind ? "[\(label)]" : " \(label) ", at: Point(x: offset, y: 3),
                                      role: option == kind ? .selection : .dim) + 1
            }
        }
    }
}
