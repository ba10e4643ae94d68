import MainichiCore
import TerminalUI

/// Everything about one word: word and reading, other spellings, all meanings, example
/// sentences (Japanese and English), and the kanji it is written with (Enter opens one).
///
/// Keys: b bookmarks, p pronounces the word (on an example sentence, the sentence), a adds to
/// reviews, d opens the word's day. A word built from a kanji's example that is not in the decks
/// shows the same screen without those keys.
public final class WordDetailController: DetailController {
    public let word: VocabItem
    /// Whether the word is one of the decks' items (it can be bookmarked and reviewed).
    public let isInLibrary: Bool
    private lazy var kanji: [KanjiItem] = Self.kanji(in: word.word, library: context.library)

    private var bookmark: KeyBinding { KeyBinding("b", label: strings.bookmarkLabel, help: strings.bookmarkWordHelp) }
    private var pronounce: KeyBinding { KeyBinding("p", label: strings.sayLabel, help: strings.sayWordHelp) }
    private var addToReviews: KeyBinding {
        KeyBinding("a", label: strings.addToReviewsLabel, help: strings.addWordHelp, showsInFooter: false)
    }
    private var goToDay: KeyBinding {
        KeyBinding("d", label: strings.dayLabel, help: strings.wordDayHelp, showsInFooter: false)
    }

    public init(context: AppContext, word: VocabItem, isInLibrary: Bool = true) {
        self.word = word
        self.isInLibrary = isInLibrary
        super.init(context: context, title: word.word)
    }

    /// The reading drawn with its pitch: high morae in the accent colour, `/` where the pitch rises
    /// and `\` where it drops (た/べ\る), then the pattern's name: "pitch  た/べ\る  中高 (middle-high)".
    static func pitchLine(_ accent: PitchAccent, strings: any DetailStrings = EnglishDetailStrings()) -> [(String, StyleRole)] {
        var line: [(String, StyleRole)] = [(strings.pitch + "  ", .dim)]
        for (index, mora) in accent.morae.enumerated() {
            let high = accent.isHigh(index)
            if high, index > 0, !accent.isHigh(index - 1) { line.append(("/", .dim)) }
            line.append((mora, high ? .accent : .normal))
            if index + 1 == accent.downstep { line.append(("\\", .dim)) }
        }
        line.append(("  " + strings.pitchName(accent.pattern), .dim))
        return line
    }

    /// The kanji of `text` that the decks hold, in order, each once.
    static func kanji(in text: String, library: DeckLibrary) -> [KanjiItem] {
        var seen = Set<Character>()
        var result: [KanjiItem] = []
        for character in text where seen.insert(character).inserted && character.isKanji {
            if let item = library.item(withID: "k:\(character)")?.kanji { result.append(item) }
        }
        return result
    }

    public override var titleAccessory: String? {
        guard isInLibrary else { return strings.notInDecks }
        let mark = context.progress.progress.isBookmarked(word.id) ? "* " : ""
        return mark + context.dayName(StudyItem.vocab(word).dayKey)
    }

    public override var keyBindings: [KeyBinding] {
        _ = super.keyBindings  // adopts the stack's chrome words
        let table = tableView.keys
        let bindings = [table.move, pronounce, bookmark.enabled(isInLibrary), openBinding, addToReviews.enabled(isInLibrary),
                        goToDay.enabled(isInLibrary), table.expand] + table.scrolling
            + [UserDeckActions.addBinding(context).enabled(context.deckStore != nil)]
        return bindings.filter(\.isEnabled)
    }

    override func makeRows(width: Int) -> [DetailRow] {
        var rows: [DetailRow] = []
        let strings = strings
        let bookmarked = isInLibrary && context.progress.progress.isBookmarked(word.id)
        var title: [(String, StyleRole)] = [(word.word, .title)]
        if !word.isKanaOnly { title.append(("  " + word.reading, .accent)) }
        if bookmarked { title.append((strings.bookmarkedMark, .accent)) }
        rows.append(DetailRow(key: "title", lines: [title], isSelectable: true))
        if !word.alternates.isEmpty {
            rows.append(.wrapped(word.alternates.joined(separator: "、"), prefix: strings.alsoWritten, key: "alternates",
                                 width: width, role: .normal))
        }
        if let partOfSpeech = word.partOfSpeech {
            var row = DetailRow.wrapped(strings.partOfSpeech(partOfSpeech), prefix: "", key: "partOfSpeech", width: width, role: .dim)
            row.isSelectable = false
            rows.append(row)
        }
        if let accent = word.pitchAccent {
            rows.append(DetailRow(key: "pitch", lines: [truncate(Self.pitchLine(accent, strings: strings), width: width)], isSelectable: false))
        }
        if KoreanBridge(context: context).isShown, let cognate = context.korean.cognate(for: word.word) {
            switch cognate {
            case .word(let hanja, let hangul):
                let spelling = hanja == word.word ? hangul : "\(hangul) (\(hanja))"
                rows.append(.wrapped(spelling, prefix: strings.koreanPrefix, key: "korean", width: width, role: .accent))
            case .falseFriend(let hangul, let reason):
                rows.append(.wrapped(strings.falseFriend(hangul, reason), prefix: strings.koreanPrefix, key: "korean",
                                     width: width, role: .wrong))
            }
        }
        rows.append(.gap("meanings"))
        rows.append(.heading(strings.meanings))
        for (index, meaning) in word.meanings(in: context.meaningLanguage).enumerated() {
            rows.append(.wrapped(meaning, prefix: "\(index + 1). ", key: "meaning:\(index)", width: width))
        }
        if context.meaningLanguage != .english, let note = word.koreanNote, !word.koreanMeanings.isEmpty {
            rows.append(.wrapped(note, prefix: "   ", key: "koreanNote", width: width, role: .dim))
        }
        rows += longerWordRows(width: width)
        if !word.examples.isEmpty {
            rows.append(.gap("examples"))
            rows.append(.heading(strings.examples))
            for (index, example) in word.examples.enumerated() {
                let shown = ExampleReadingText.text(of: example, mode: context.settings.settings.exampleReadings,
                                                    isKnown: isTaughtByWordLevel)
                let japanese = shown.wrapped(toWidth: max(1, width - 2)).map { [("  ", StyleRole.dim), ($0, StyleRole.normal)] }
                // The translation in the meaning language (Korean where the deck gives it).
                let translations = example.translations(in: context.meaningLanguage).flatMap {
                    $0.wrapped(toWidth: max(1, width - 2)).map { [("  ", StyleRole.dim), ($0, StyleRole.dim)] }
                }
                var lines = japanese + translations
                if !lines.isEmpty { lines[0][0] = ("- ", .dim) }
                rows.append(DetailRow(key: "example:\(index)", lines: lines.isEmpty ? [[]] : lines, isSelectable: true,
                                      speech: example.japanese))
            }
        }
        rows += DetailRow.notes(word.notes, heading: strings.notes, width: width)
        if !kanji.isEmpty {
            rows.append(.gap("kanji"))
            rows.append(.heading(strings.kanji))
            // Kanji, readings in an aligned column, then the meanings cut to what is left.
            let readings = kanji.map { ($0.onyomi + $0.displayKunyomi).joined(separator: "、") }
            let meanings = kanji.map { context.listMeaning(.kanji($0)) }
            let readingWidth = StudyColumns.fit(natural: [readings.map(\.displayWidth).max() ?? 0], caps: [width],
                                                meaning: meanings.map(\.displayWidth).max() ?? 0,
                                                room: width - 2 - 2 * StudyColumns.spacing)[0]
            let layout = ColumnLayout([.fixed(2), .fixed(readingWidth), .flexible()], spacing: StudyColumns.spacing)
            let widths = layout.widths(forTotalWidth: width)
            for (index, item) in kanji.enumerated() {
                let fields = [item.kanji, readings[index], meanings[index]]
                let roles: [StyleRole] = [.title, .accent, .normal]
                var line: [(String, StyleRole)] = []
                for (column, field) in fields.enumerated() where column < widths.count {
                    let cell = field.displayWidth > widths[column] ? field.truncated(toWidth: widths[column]) : field
                    line.append((column == fields.count - 1 ? cell : cell.padded(toWidth: widths[column]) + "  ", roles[column]))
                }
                rows.append(DetailRow(key: "kanji:\(item.kanji)", lines: [truncate(line, width: width)], isSelectable: true,
                                      action: .openKanji(item)))
            }
        }
        return rows
    }

    /// Whether the decks teach `kanji` at or below the word's level.
    private func isTaughtByWordLevel(_ kanji: Character) -> Bool {
        guard let item = context.library.item(withID: "k:\(kanji)")?.kanji else { return false }
        guard let kanjiLevel = item.level, let wordLevel = word.level else { return false }
        return kanjiLevel <= wordLevel
    }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case pronounce:
            if let speech = selectedRow?.speech {
                context.pronounce(speech, from: self)
            } else {
                context.pronounce(.vocab(word), from: self)
            }
        case bookmark.enabled(isInLibrary):
            toggleBookmark(.vocab(word))
        case addToReviews.enabled(isInLibrary):
            addToReviews(.vocab(word))
        case goToDay.enabled(isInLibrary):
            goToDay(of: .vocab(word))
        case UserDeckActions.addBinding(context).enabled(context.deckStore != nil):
            if !addMinedWord() { UserDeckActions.add(word, from: self, context: context) }
        default:
            return super.handle(key)
        }
        return true
    }
}

/// Cuts a line of runs to `width` columns, the last run ending in the truncation mark.
func truncate(_ runs: [(String, StyleRole)], width: Int) -> [(String, StyleRole)] {
    var result: [(String, StyleRole)] = []
    var used = 0
    for (text, role) in runs {
        let room = width - used
        guard room > 0 else { break }
        if text.displayWidth <= room {
            result.append((text, role))
            used += text.displayWidth
        } else {
            result.append((text.truncated(toWidth: room), role))
            break
        }
    }
    return result
}

extension Character {
    /// Whether the character is a CJK ideograph (a kanji).
    var isKanji: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }
}
