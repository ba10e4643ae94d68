#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The Add word and Edit word form: word, reading, meanings, Korean meanings (when the learner
/// reads Korean meanings), part of speech and one example with its translation (and its Korean
/// translation, when the learner reads Korean meanings), each an editable field.
///
/// The word takes kanji, kana or romaji (romaji turns into kana as it is typed, capitals into
/// katakana, as in the reading field); while it is typed the dictionary's entries for it are
/// listed under the form, homographs with their readings and first meanings. Up/Down move in
/// that list and Tab picks the highlighted entry: it fills every field (examples too, when a
/// deck has the word), which all stay editable. A word no dictionary has is simply typed in
/// full. Enter saves from any field (a word and a meaning are needed); Esc asks before throwing
/// away typed text.
///
/// The form saves nothing itself: `save` gets the draft and returns nil when it was stored (the
/// form closes) or the reason it was not (shown in the status line, the form stays).
public final class WordFormController: ScreenController {
    /// The fields, in order.
    public enum Field: Int, CaseIterable, Sendable {
        case word, reading, meanings, korean, partOfSpeech, example, translation, koreanTranslation

        /// Whether the field is shown only to a learner who reads Korean meanings.
        var isKorean: Bool { self == .korean || self == .koreanTranslation }
    }

    let context: AppContext
    /// The text of these screens in the learner's language.
    var strings: any WordsStrings { context.strings.words }
    /// The fields' editors, indexed by `Field.rawValue`.
    let fields: [TextField]
    /// The fields the form shows, in order: the Korean meanings and the example's Korean translation
    /// only when the learner reads Korean meanings (in English they are kept as they were, unseen).
    let shownFields: [Field]
    /// The field with the cursor.
    private(set) var focus: Field = .word
    /// The dictionary's entries for the word as typed.
    private(set) var matches: [DictionaryEntry] = []
    /// Whether `matches` answer a word typed in the form (not one the form was filled with: a word
    /// being edited, or a dictionary entry just picked, says nothing about the dictionary).
    private var matchesTypedWord = false
    /// The highlighted match.
    private(set) var selectedMatch = 0
    /// The scroll offset of the match list.
    private var matchOffset = 0
    /// What the form started with, to tell whether anything was typed.
    private let original: WordDraft
    /// Korean meanings carried through the form (from the word edited or the deck word picked)
    /// when the form does not show them.
    private var koreanMeanings: [String] = []
    /// Examples beyond the first, kept as they were.
    private var otherExamples: [ExampleSentence]
    /// The segments of the first example, kept while its text is unchanged.
    private var firstExample: ExampleSentence?
    private let save: (WordDraft) -> String?

    /// The most matches looked up for a word.
    static let matchLimit = 30

    private lazy var next = KeyBinding(keys: [.tab], keyLabel: "Tab", label: strings.label(.next),
                                  help: strings.tabHelp)
    private lazy var previous = KeyBinding(keys: [.backTab], keyLabel: "S-Tab", label: strings.label(.previous),
                                      help: strings.previousHelp, showsInFooter: false)
    private lazy var move = KeyBinding(keys: [.up, .down, .control("p"), .control("n")], keyLabel: "Up/Dn", label: strings.label(.entries),
                                  help: strings.moveHelp)
    private lazy var saveBinding = KeyBinding(keys: [.enter], label: strings.label(.save), help: strings.saveHelp)

    /// - Parameters:
    ///   - title: "Add word" or "Edit word".
    ///   - draft: the word to edit; an empty draft to add one.
    ///   - save: stores the draft; returns nil on success or why it could not.
    public init(context: AppContext, title: String, draft: WordDraft = WordDraft(),
                save: @escaping (WordDraft) -> String?) {
        self.context = context
        self.original = draft
        self.save = save
        self.firstExample = draft.examples.first
        self.otherExamples = Array(draft.examples.dropFirst())
        fields = Field.allCases.map { TextField(placeholder: context.strings.words.placeholder($0)) }
        shownFields = Field.allCases.filter { !$0.isKorean || context.meaningLanguage != .english }
        super.init(title: title)
        fields[Field.word.rawValue].transform = { RomajiConverter.convert($0) }
        fields[Field.reading.rawValue].transform = { RomajiConverter.convert($0) }
        fields[Field.word.rawValue].onChange = { [unowned self] _ in self.lookUp() }
        for field in fields {
            field.maximumLength = 500
            field.onSubmit = { [unowned self] _ in self.submit() }
        }
        fill(from: draft)
        updateFocus()
    }

    /// The field's text.
    func text(of field: Field) -> String { fields[field.rawValue].text }

    /// The draft the fields make now.
    public var draft: WordDraft {
        let word = RomajiConverter.finish(text(of: .word)).trimmingSpaces
        let reading = RomajiConverter.finish(text(of: .reading)).trimmingSpaces
        let meanings = text(of: .meanings).split(separator: ";").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
        var examples = otherExamples
        let japanese = text(of: .example).trimmingSpaces
        if !japanese.isEmpty {
            let english = text(of: .translation).trimmingSpaces
            let unchanged = firstExample.flatMap { $0.japanese == japanese ? $0 : nil }
            // The Korean translation as typed; unseen (in English), the sentence's as it was.
            let korean = shownFields.contains(.koreanTranslation) ? text(of: .koreanTranslation).trimmingSpaces : unchanged?.korean
            // The sentence as it was keeps its readings.
            examples.insert(ExampleSentence(japanese: japanese, english: english, korean: korean,
                                            segments: unchanged?.segments ?? []), at: 0)
        }
        var draft = WordDraft(word: word, reading: reading, meanings: meanings,
                              partOfSpeech: text(of: .partOfSpeech).trimmingSpaces, examples: examples, notes: original.notes)
        draft.koreanMeanings = shownFields.contains(.korean)
            ? text(of: .korean).split(separator: ";").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
            : koreanMeanings
        return draft
    }

    /// Whether the learner typed anything since the form opened.
    public var hasChanges: Bool { draft != original }

    private func fill(from draft: WordDraft) {
        let example = draft.examples.first
        let texts = [draft.word, draft.reading, draft.meanings.joined(separator: "; "),
                     draft.koreanMeanings.joined(separator: "; "), draft.partOfSpeech,
                     example?.japanese ?? "", example?.english ?? "", example?.korean ?? ""]
        for (field, text) in zip(fields, texts) {
            let transform = field.transform
            field.transform = nil
            field.text = text
            field.transform = transform
        }
        firstExample = example
        otherExamples = Array(draft.examples.dropFirst())
        koreanMeanings = draft.koreanMeanings
        matches = []
        matchesTypedWord = false
        updateFocus()
    }

    // MARK: - Dictionary

    /// Looks the word up as typed: kanji and kana as written, a romaji tail as kana.
    private func lookUp() {
        let typed = text(of: .word).trimmingSpaces
        selectedMatch = 0
        matchOffset = 0
        matchesTypedWord = true
        guard !typed.isEmpty, let dictionary = context.dictionary else {
            matches = []
            return
        }
        var found = dictionary.lookup(typed)
        if found.isEmpty, let kana = RomajiConverter.searchKana(for: typed), kana != typed {
            found = dictionary.lookup(kana)
        }
        matches = Array(found.prefix(Self.matchLimit))
    }

    /// Fills every field from the highlighted match.
    func pickMatch() {
        guard selectedMatch < matches.count else { return }
        let entry = matches[selectedMatch]
        var draft = WordDraft(entry, examples: examples(for: entry))
        draft.koreanMeanings = entry.level == nil ? []
            : context.library.item(withID: "v:\(entry.headword):\(entry.reading)")?.vocab?.koreanMeanings ?? []
        fill(from: draft)
        showStatus(strings.filled(entry.headword), role: .dim)
    }

    /// The examples of the deck word with this entry's headword and reading, if a deck has it.
    private func examples(for entry: DictionaryEntry) -> [ExampleSentence] {
        guard entry.level != nil else { return [] }
        return context.library.item(withID: "v:\(entry.headword):\(entry.reading)")?.vocab?.examples ?? []
    }

    // MARK: - Keys

    public override var keyBindings: [KeyBinding] {
        [saveBinding, next, move, previous]
    }

    public override var backKeys: [Key] { [.escape] }

    /// A field always has the keyboard (`?` is typed; F1 is help).
    public override var isEditingText: Bool { true }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case next:
            if focus == .word, !matches.isEmpty {
                pickMatch()
            }
            moveFocus(by: 1)
            return true
        case previous:
            moveFocus(by: -1)
            return true
        case .up, .control("p"):
            if focus == .word, !matches.isEmpty { selectedMatch = max(0, selectedMatch - 1) } else { moveFocus(by: -1) }
            return true
        case .down, .control("n"):
            if focus == .word, !matches.isEmpty { selectedMatch = min(matches.count - 1, selectedMatch + 1) } else { moveFocus(by: 1) }
            return true
        case .escape:
            cancelForm()
            return true
        default:
            return fields[focus.rawValue].handle(key)
        }
    }

    public override func handlePaste(_ text: String) -> Bool {
        fields[focus.rawValue].paste(text)
        return true
    }

    private func moveFocus(by step: Int) {
        let count = shownFields.count
        let index = shownFields.firstIndex(of: focus) ?? 0
        focus = shownFields[(index + step + count) % count]
        updateFocus()
    }

    private func updateFocus() {
        // The field with the cursor shows its end, where typing goes on; the others their start.
        for (index, field) in fields.enumerated() {
            field.isFocused = index == focus.rawValue
            field.moveCursor(to: field.isFocused ? field.text.count : 0)
        }
    }

    /// Enter: checks and saves the draft.
    func submit() {
        let draft = draft
        if draft.word.isEmpty {
            showStatus(strings.needsWord, role: .wrong)
            focus = .word
        } else if draft.meanings.isEmpty {
            showStatus(strings.needsMeaning, role: .wrong)
            focus = .meanings
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

    /// The width of the label column.
    private func labelWidth(for width: Int) -> Int { width < 60 ? 9 : 16 }

    public override func draw(in canvas: Canvas) {
        let labelWidth = labelWidth(for: canvas.width)
        let fieldWidth = max(1, canvas.width - labelWidth - 4)
        // While the word is typed on a short screen the dictionary's entries take the place of the
        // fields under it (they come back on Tab), so that a few entries show.
        let typing = focus == .word && matchesTypedWord && !text(of: .word).trimmingSpaces.isEmpty
        let rows = typing && canvas.height < shownFields.count + 4 ? 1 : shownFields.count
        for (y, field) in shownFields.prefix(rows).enumerated() {
            guard y < canvas.height else { break }
            let isFocused = field == focus
            canvas.draw(strings.label(field, short: canvas.width < 60), at: Point(x: 2, y: y),
                        role: isFocused ? .accent : .dim, maxWidth: labelWidth)
            fields[field.rawValue].draw(in: canvas.subcanvas(Rect(x: 2 + labelWidth, y: y, width: fieldWidth, height: 1)))
        }
        drawMatches(in: canvas.inset(top: rows + (canvas.height > 12 ? 1 : 0)))
    }

    private func drawMatches(in canvas: Canvas) {
        guard canvas.height > 0 else { return }
        let typed = text(of: .word).trimmingSpaces
        guard !typed.isEmpty, focus == .word, matchesTypedWord else { return }
        let heading = matches.isEmpty ? strings.noMatches(hasDictionary: context.dictionary != nil) : strings.matches(matches.count)
        canvas.draw(heading, at: Point(x: 2, y: 0), role: .sectionHeader, maxWidth: canvas.width - 4)
        let rows = canvas.height - 1
        guard rows > 0, !matches.isEmpty else { return }
        if selectedMatch < matchOffset { matchOffset = selectedMatch }
        if selectedMatch >= matchOffset + rows { matchOffset = selectedMatch - rows + 1 }
        let headwordWidth = min(max(matches.map { $0.headword.displayWidth }.max() ?? 0, 4), canvas.width / 4)
        let readingWidth = min(max(matches.map { $0.reading.displayWidth }.max() ?? 0, 4), canvas.width / 4)
        for (row, index) in (matchOffset..<min(matches.count, matchOffset + rows)).enumerated() {
            let entry = matches[index]
            let y = row + 1
            let isSelected = index == selectedMatch
            let line = canvas.subcanvas(Rect(x: 0, y: y, width: canvas.width, height: 1))
            if isSelected { line.fill(role: .selection) }
            var x = 2
            line.draw(entry.headword, at: Point(x: x, y: 0), role: isSelected ? .selection : .title, maxWidth: headwordWidth)
            x += headwordWidth + 2
            if x < line.width {
                line.draw(entry.reading, at: Point(x: x, y: 0), role: isSelected ? .selection : .accent, maxWidth: readingWidth)
            }
            x += readingWidth + 2
            if x < line.width {
                let level = entry.level.map { "\($0.displayName) " } ?? ""
                line.draw(level + entry.meanings.prefix(3).joined(separator: "; "), at: Point(x: x, y: 0),
                          role: isSelected ? .selection : .normal, maxWidth: line.width - x - 1)
            }
        }
    }
}
