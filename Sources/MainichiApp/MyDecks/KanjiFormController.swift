#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The Add kanji and Edit kanji form of a kanji deck of the learner's: the kanji, its on'yomi
/// and kun'yomi, meanings, stroke count and radical, each an editable field.
///
/// Typing a kanji the decks teach fills the other fields from the bundled kanji data (when they
/// are still empty), all staying editable; a kanji the decks do not have is entered by hand
/// (a line under the form says which). The kanji field takes one kanji: another replaces it,
/// letters are not typed there. On'yomi typed in romaji turn into katakana, kun'yomi into
/// hiragana; several readings are separated by commas (or 、), meanings by `;`. Tab and Down go
/// to the next field, Shift-Tab and Up back; Enter saves from any field (the kanji, a meaning,
/// the stroke count and the radical are needed, as the deck format asks); Esc asks before
/// throwing away typed text.
///
/// The form saves nothing itself: `save` gets the draft and returns nil when it was stored (the
/// form closes) or the reason it was not (shown in the status line, the form stays).
public final class KanjiFormController: ScreenController {
    /// The fields, in order.
    public enum Field: Int, CaseIterable, Sendable {
        case kanji, onyomi, kunyomi, meanings, strokes, radical
    }

    let context: AppContext
    /// The text of these screens in the learner's language.
    var strings: any WordsStrings { context.strings.words }
    /// The fields' editors, indexed by `Field.rawValue`.
    let fields: [TextField]
    /// The field with the cursor.
    private(set) var focus: Field = .kanji
    /// The decks' kanji for the character typed, when the decks have it.
    private(set) var known: KanjiItem?
    /// What the form started with, to tell whether anything was typed.
    private let original: KanjiDraft
    private let save: (KanjiDraft) -> String?

    /// The most strokes a kanji has (龘 has 48; the largest in Unicode's data 84).
    static let strokeRange = 1...84

    private lazy var next = KeyBinding(keys: [.tab, .down, .control("n")], keyLabel: "Tab", label: strings.label(.next),
                                       help: strings.kanjiNextHelp)
    private lazy var previous = KeyBinding(keys: [.backTab, .up, .control("p")], keyLabel: "S-Tab", label: strings.label(.previous),
                                           help: strings.previousHelp, showsInFooter: false)
    private lazy var saveBinding = KeyBinding(keys: [.enter], label: strings.label(.save), help: strings.kanjiSaveHelp)

    /// - Parameters:
    ///   - title: "Add kanji" or "Edit kanji".
    ///   - draft: the kanji to edit; an empty draft to add one.
    ///   - save: stores the draft; returns nil on success or why it could not.
    public init(context: AppContext, title: String, draft: KanjiDraft = KanjiDraft(), save: @escaping (KanjiDraft) -> String?) {
        self.context = context
        self.original = draft
        self.save = save
        fields = Field.allCases.map { TextField(placeholder: context.strings.words.kanjiPlaceholder($0)) }
        super.init(title: title)
        fields[Field.onyomi.rawValue].transform = { Self.convertingLastReading($0, katakana: true) }
        fields[Field.kunyomi.rawValue].transform = { Self.convertingLastReading($0, katakana: false) }
        fields[Field.kanji.rawValue].onChange = { [unowned self] _ in self.lookUp() }
        for field in fields {
            field.maximumLength = 300
            field.onSubmit = { [unowned self] _ in self.submit() }
        }
        fields[Field.kanji.rawValue].maximumLength = 1
        fields[Field.strokes.rawValue].maximumLength = 3
        fill(from: draft)
        known = Self.deckKanji(draft.kanji, in: context)
    }

    /// The field's text.
    func text(of field: Field) -> String { fields[field.rawValue].text }

    /// The draft the fields make now.
    public var draft: KanjiDraft {
        let meanings = text(of: .meanings).split(separator: ";").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        return KanjiDraft(kanji: text(of: .kanji).trimmingSpaces,
                          onyomi: Self.readings(text(of: .onyomi)).map { Kana.katakana(from: Self.finished($0)) },
                          kunyomi: Self.readings(text(of: .kunyomi)).map(Self.finished),
                          meanings: meanings, strokes: Int(text(of: .strokes).trimmingSpaces) ?? 0,
                          radical: text(of: .radical).trimmingSpaces)
    }

    /// Whether the learner typed anything since the form opened.
    public var hasChanges: Bool { draft != original }

    /// The readings of a field: separated by commas, 、 or blanks.
    static func readings(_ text: String) -> [String] {
        text.split { $0 == "," || $0 == "、" || $0 == "，" || $0 == " " || $0 == "　" }.map { String($0).trimmingSpaces }
            .filter { !$0.isEmpty }
    }

    /// Whether `text` holds a Latin letter (romaji still to turn into kana).
    static func hasLatin(_ text: Substring) -> Bool {
        text.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    /// A reading with its romaji turned into kana; one without romaji as written (the decks'
    /// `なま-` and `い.きる` keep their marks).
    static func finished(_ reading: String) -> String {
        hasLatin(Substring(reading)) ? RomajiConverter.finish(reading) : reading
    }

    /// The field's text with romaji in the reading being typed (after the last separator) turned
    /// into kana (katakana for on'yomi); the readings before it are left as they are.
    static func convertingLastReading(_ text: String, katakana: Bool) -> String {
        let start = text.lastIndex { $0 == "," || $0 == "、" || $0 == "，" || $0 == " " || $0 == "　" }.map(text.index(after:))
            ?? text.startIndex
        let last = text[start...]
        guard hasLatin(last) else { return text }
        let converted = RomajiConverter.convert(String(last))
        return String(text[..<start]) + (katakana ? Kana.katakana(from: converted) : converted)
    }

    /// The bundled kanji `text` is, if the decks teach it.
    static func deckKanji(_ text: String, in context: AppContext) -> KanjiItem? {
        let typed = text.trimmingSpaces
        guard typed.count == 1, let character = typed.first, Kana.isKanji(character) else { return nil }
        guard let item = context.library.item(withID: "k:" + typed)?.kanji, !context.library.isUserDeck(item.deck) else { return nil }
        return item
    }

    private func fill(from draft: KanjiDraft) {
        let texts = [draft.kanji, draft.onyomi.joined(separator: ", "), draft.kunyomi.joined(separator: ", "),
                     draft.meanings.joined(separator: "; "), draft.strokes > 0 ? String(draft.strokes) : "", draft.radical]
        for (field, text) in zip(fields, texts) {
            let transform = field.transform
            field.transform = nil
            field.text = text
            field.transform = transform
        }
        updateFocus()
    }

    /// Looks the kanji up as typed; fills the empty form from the decks' kanji.
    private func lookUp() {
        known = Self.deckKanji(text(of: .kanji), in: context)
        guard let known else { return }
        let others = Field.allCases.filter { $0 != .kanji }
        guard others.allSatisfy({ text(of: $0).trimmingSpaces.isEmpty }) else { return }
        var filled = KanjiDraft(known)
        filled.kanji = text(of: .kanji)
        fill(from: filled)
        showStatus(strings.kanjiFilled(known.kanji), role: .dim)
    }

    // MARK: - Keys

    public override var keyBindings: [KeyBinding] {
        [saveBinding, next, previous]
    }

    public override var backKeys: [Key] { [.escape] }

    /// A field always has the keyboard (`?` is typed; F1 is help), as in the word form.
    public override var isEditingText: Bool { true }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case next:
            moveFocus(by: 1)
        case previous:
            moveFocus(by: -1)
        case .escape:
            cancelForm()
        default:
            // Strokes take digits, the kanji field a kanji: other characters are not typed.
            if focus == .strokes, case .character(let character) = key, !character.isNumber { return true }
            if focus == .kanji, case .character(let character) = key {
                // One kanji: a new one replaces the one there.
                if Kana.isKanji(character) { setKanji(character) }
                return true
            }
            return fields[focus.rawValue].handle(key)
        }
        return true
    }

    public override func handlePaste(_ text: String) -> Bool {
        if focus == .kanji {
            if let kanji = text.first(where: Kana.isKanji) { setKanji(kanji) }
            return true
        }
        fields[focus.rawValue].paste(text)
        return true
    }

    /// Puts `kanji` in the kanji field (looking it up).
    private func setKanji(_ kanji: Character) {
        let field = fields[Field.kanji.rawValue]
        field.text = ""
        field.insert(String(kanji))
    }

    private func moveFocus(by step: Int) {
        let count = Field.allCases.count
        focus = Field(rawValue: (focus.rawValue + step + count) % count) ?? .kanji
        updateFocus()
    }

    private func updateFocus() {
        for (index, field) in fields.enumerated() {
            field.isFocused = index == focus.rawValue
            field.moveCursor(to: field.isFocused ? field.text.count : 0)
        }
    }

    /// Enter: checks and saves the draft.
    func submit() {
        let draft = draft
        if draft.kanji.count != 1 || !draft.kanji.allSatisfy(Kana.isKanji) {
            showStatus(strings.needsOneKanji, role: .wrong)
            focus = .kanji
        } else if draft.meanings.isEmpty {
            showStatus(strings.needsMeaning, role: .wrong)
            focus = .meanings
        } else if !Self.strokeRange.contains(draft.strokes) {
            showStatus(strings.needsStrokes, role: .wrong)
            focus = .strokes
        } else if draft.radical.isEmpty {
            showStatus(strings.needsRadical, role: .wrong)
            focus = .radical
        } else if let problem = save(draft) {
            showStatus(problem, role: .wrong)
        } else {
            dismiss(result: draft)
        }
        updateFocus()
    }

    /// Esc: leaves at once when nothing was typed, else asks first.
    private func cancelForm() {
        guard hasChanges else {
            dismiss()
            return
        }
        present(.confirm(strings.discardQuestion, confirmTitle: strings.discard, cancelTitle: strings.keepEditing,
                         focusesCancel: true) { [weak self] discard in
            if discard { self?.dismiss() }
        })
    }

    // MARK: - Drawing

    public override func draw(in canvas: Canvas) {
        let labelWidth = canvas.width < 60 ? 9 : 16
        let fieldWidth = max(1, canvas.width - labelWidth - 4)
        for field in Field.allCases {
            let y = field.rawValue
            guard y < canvas.height else { break }
            canvas.draw(strings.kanjiLabel(field, short: canvas.width < 60), at: Point(x: 2, y: y),
                        role: field == focus ? .accent : .dim, maxWidth: labelWidth)
            fields[field.rawValue].draw(in: canvas.subcanvas(Rect(x: 2 + labelWidth, y: y, width: fieldWidth, height: 1)))
        }
        let y = Field.allCases.count + (canvas.height > 12 ? 1 : 0)
        guard y < canvas.height, !text(of: .kanji).trimmingSpaces.isEmpty else { return }
        canvas.draw(known == nil ? strings.kanjiByHand : strings.kanjiFromDecks, at: Point(x: 2, y: y), role: .sectionHeader,
                    maxWidth: canvas.width - 4)
    }
}
