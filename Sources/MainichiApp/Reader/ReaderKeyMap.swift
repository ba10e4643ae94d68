import TerminalUI

/// The Read screen's keys by name, in the words of the learner's language: they make the footer
/// and the `?` help, and `ReaderController.handle(_:)` matches keys against them.
///
/// `k` marks a word known (as the issue names it), so a line up is Up alone; j and Down go down.
struct ReaderKeyMap {
    /// h/l, w/b, Left/Right: the previous or next word.
    var word: KeyBinding
    /// j/Down, Up: a line down or up.
    var line: KeyBinding
    /// PgUp/PgDn: a page.
    var page: KeyBinding
    /// Enter: the word's entry.
    var open: KeyBinding
    /// k: known.
    var known: KeyBinding
    /// i: ignored.
    var ignore: KeyBinding
    /// u: undo the last mark.
    var undo: KeyBinding
    /// p: say the word.
    var say: KeyBinding
    /// P: say the sentence the word is in.
    var saySentence: KeyBinding
    /// /: find text.
    var search: KeyBinding
    /// n: the next match.
    var nextMatch: KeyBinding
    /// c: the words to 95%.
    var words: KeyBinding
    /// r: readings for all, unknown, no words.
    var readings: KeyBinding
    /// +: add the word with its sentence to one of the learner's decks.
    var add: KeyBinding

    /// The keys of `word` that go back.
    static let previousWordKeys: Set<Key> = [.character("h"), .character("b"), .left]
    /// The keys of `line` that go up.
    static let upKeys: Set<Key> = [.up]
    /// The keys of `page` that go up.
    static let pageUpKeys: Set<Key> = [.pageUp]

    /// - Parameters:
    ///   - add: the app's `+` binding (`UserDeckActions.addBinding`), disabled where no deck
    ///     store is open.
    ///   - hasWords: whether the text is cut into words (no dictionary: the keys of words are off).
    ///   - scrolls: whether the lines and pages move anything (with no words: the text is longer
    ///     than the screen).
    ///   - onFigures: whether the header's figures are selected: Enter lists the words to learn,
    ///     and the keys of a word leave the footer.
    init(strings: any ReaderStrings, hasMatch: Bool, add: KeyBinding, hasWords: Bool = true, scrolls: Bool = true,
         onFigures: Bool = false) {
        // Enter and + are what the screen is for: their hints stay in the narrowest footer.
        self.add = add.enabled(add.isEnabled && hasWords).essentialInFooter()
        word = KeyBinding(keys: [.character("h"), .character("l"), .character("w"), .character("b"), .left, .right],
                          keyLabel: "h/l", label: strings.moveWordLabel, help: strings.moveWordHelp)
        line = KeyBinding(keys: [.character("j"), .down, .up], keyLabel: "j/Up", label: strings.moveLineLabel,
                          help: strings.moveLineHelp, showsInFooter: false)
        page = KeyBinding(keys: [.pageUp, .pageDown], keyLabel: "PgUp/PgDn", label: strings.moveLineLabel,
                          help: strings.pageHelp, showsInFooter: false)
        open = KeyBinding(keys: [.enter], keyLabel: "Enter", label: strings.openLabel, help: strings.openHelp).essentialInFooter()
        known = KeyBinding("k", label: strings.knownLabel, help: strings.knownHelp)
        ignore = KeyBinding("i", label: strings.ignoreLabel, help: strings.ignoreHelp)
        undo = KeyBinding("u", label: strings.undoLabel, help: strings.undoHelp, showsInFooter: false)
        say = KeyBinding("p", label: strings.sayLabel, help: strings.sayHelp, showsInFooter: false)
        saySentence = KeyBinding("P", label: strings.saySentenceLabel, help: strings.saySentenceHelp, showsInFooter: false)
        search = KeyBinding("/", label: strings.searchLabel, help: strings.searchHelp)
        nextMatch = KeyBinding("n", label: strings.nextMatchLabel, help: strings.nextMatchHelp, showsInFooter: false,
                               isEnabled: hasMatch)
        words = KeyBinding("c", label: strings.wordsLabel, help: strings.wordsHelp)
        readings = KeyBinding("r", label: strings.readingsLabel, help: strings.readingsHelp, showsInFooter: false,
                              isEnabled: hasWords)
        // The bindings that act on words, disabled when the text has none.
        for binding in [\ReaderKeyMap.word, \.open, \.known, \.ignore, \.undo, \.say, \.saySentence, \.words] where !hasWords {
            self[keyPath: binding].isEnabled = false
        }
        if !scrolls {
            line.isEnabled = false
            page.isEnabled = false
        }
        if onFigures {
            open = KeyBinding(keys: [.enter], keyLabel: "Enter", label: strings.wordsLabel, help: strings.openHelp).essentialInFooter()
            for binding in [\ReaderKeyMap.known, \.ignore, \.add] {
                self[keyPath: binding] = self[keyPath: binding].hiddenFromFooter()
            }
        }
    }

    /// Every binding, in the order the footer and the help list them.
    var all: [KeyBinding] { [word, line, page, open, known, ignore, add, undo, say, saySentence, search, nextMatch, words, readings] }
}
