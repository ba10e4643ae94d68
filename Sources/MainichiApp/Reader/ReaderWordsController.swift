import MainichiCore
import TerminalUI

/// The words of a text that would bring the learner to the goal share of its running text, most
/// frequent first: word, reading, how often it comes, meaning. Enter opens a word's entry; `+`
/// adds the new words listed to one of the learner's decks at once, each with the first sentence
/// it comes in, and into reviews (`Learner.addMinedWords`); a word studied already (in reviews,
/// from a deck of the app or the learner's) is left out, as `mainichi mine --add` leaves it, so it
/// never gets a second card.
final class ReaderWordsController: TableViewController {
    let context: AppContext
    private(set) var words: [TextCoverage.Word]
    private let dictionary: JapaneseDictionary
    private let goal: Int
    private var strings: any ReaderStrings { context.strings.reader }
    /// The entry screen of a word as the text has it (the Read screen's: its sentence, the longer
    /// words around it); the plain entry when nil or when it gives none.
    var detail: ((TextCoverage.Word) -> DetailController?)?
    private var addAll: KeyBinding {
        KeyBinding("+", label: strings.addAllLabel, help: strings.addAllHelp, isEnabled: !words.isEmpty && context.deckStore != nil)
    }

    init(context: AppContext, words: [TextCoverage.Word], dictionary: JapaneseDictionary, goal: Int) {
        self.context = context
        self.words = words
        self.dictionary = dictionary
        self.goal = goal
        super.init(title: context.strings.reader.wordsTitle(goal: goal))
        tableView.reservesExpansionColumn = false
        // The columns are laid out by the width (`drawnWidth`).
        reloadsOnWidthChange = true
        tableView.emptyMessage = context.strings.reader.noWordsToLearn
    }

    override var title: String {
        get { strings.wordsTitle(goal: goal) }
        set {}
    }

    override var titleAccessory: String? { "\(words.count)" }

    override var keyBindings: [KeyBinding] {
        super.keyBindings + [addAll].filter(\.isEnabled)
    }

    /// Word, reading and count as wide as they need up to a cap (smaller below 60 columns), the
    /// meaning in the rest.
    private var layout: ColumnLayout {
        let narrow = drawnWidth < 60
        let wordWidth = min(narrow ? 8 : 14, words.map { $0.dictionaryForm.displayWidth }.max() ?? 0)
        let readingWidth = min(narrow ? 8 : 14, words.map { Self.reading(beside: $0).displayWidth }.max() ?? 0)
        let countWidth = words.map { "\($0.count)".count }.max() ?? 1
        return ColumnLayout([.fixed(1 + wordWidth), .fixed(readingWidth), .fixed(countWidth, alignment: .trailing), .flexible()],
                            spacing: narrow ? 1 : 2)
    }

    /// The reading shown beside a word: none for a word written in kana (する, マグニチュード),
    /// as in the study lists.
    static func reading(beside word: TextCoverage.Word) -> String {
        Kana.hiragana(from: word.dictionaryForm) == Kana.hiragana(from: word.reading) ? "" : word.reading
    }

    override func numberOfRows(in tableView: TableView) -> Int { words.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let word = words[indexPath.row]
        let entry = dictionary.entry(at: word.entryPosition)
        cell.columns = [" " + word.dictionaryForm, Self.reading(beside: word), "\(word.count)", entry.map(meaning(of:)) ?? ""]
        cell.columnRoles = [ReaderController.role(of: word.knowledge), .accent, .dim, .normal]
        cell.columnLayout = layout
        return cell
    }

    /// The meaning of `entry` in the learner's meaning language: its deck word's (Korean where the
    /// deck has it), else the dictionary's first two senses.
    private func meaning(of entry: DictionaryEntry) -> String {
        if let item = context.library.items(withIDs: WordKnowledgeIndex.itemIDs(of: entry)).first {
            return item.meaningSummary(in: context.meaningLanguage)
        }
        return entry.meanings.prefix(2).joined(separator: "; ")
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        if let detail = detail?(words[indexPath.row]) {
            push(detail)
            return
        }
        guard let entry = dictionary.entry(at: words[indexPath.row].entryPosition) else { return }
        push(ReaderController.detail(of: entry, context: context))
    }

    override func handle(_ key: Key) -> Bool {
        guard addAll.matches(key) else { return super.handle(key) }
        addEveryWord()
        return true
    }

    /// Asks which deck, then adds the new words listed to it, each with its first sentence.
    private func addEveryWord() {
        let mined = words.filter { $0.knowledge == .new }.compactMap { MinedWord($0, dictionary: dictionary, library: context.library) }
        guard !mined.isEmpty else {
            showStatus(strings.noNewWordsToAdd, role: .dim)
            return
        }
        guard let store = context.deckStore, let navigation = navigationController else { return }
        let picker = DeckPickerController(context: context, store: store, title: strings.addAllTitle(mined.count))
        navigation.push(picker) { [weak self] (deckID: String?) in
            guard let self, let deckID else { return }
            let context = self.context
            guard let result = context.perform(self, { try context.learner.addMinedWords(mined, toDeck: deckID, in: context.userDecks) })
            else { return }
            context.lastUsedUserDeckID = deckID
            self.refreshKnowledge()
            let added = result.added.count
            if added == 0, let refusal = result.refused.first {
                self.showStatus(context.strings.errors.text(refusal.reason), role: .wrong)
            } else if added == 0, result.alreadyInDeck.isEmpty {
                self.showStatus(self.strings.noNewWordsToAdd, role: .dim)
            } else if added == 0 {
                self.showStatus(self.strings.allInDeck(result.alreadyInDeck.count, deck: result.deckTitle), role: .dim)
            } else {
                self.showStatus(self.strings.addedWords(added, deck: result.deckTitle, alreadyThere: result.alreadyInDeck.count))
            }
        }
    }

    override func viewWillAppear() {
        // A word's screen may have put it into reviews or a deck (its colour, what + adds).
        refreshKnowledge()
    }

    /// Judges the words again from the learner's progress and decks (a word added is learning now).
    private func refreshKnowledge() {
        let ownWords = OwnWordIndex(decks: context.userDecks.decks().decks, dictionary: dictionary)
        let index = WordKnowledgeIndex(progress: context.progress.progress, dictionary: dictionary, ownWords: ownWords)
        for row in words.indices {
            words[row].knowledge = index.knowledge(of: TextToken(text: "", range: 0..<0, kind: .word,
                                                                 entryPosition: words[row].entryPosition))
        }
        tableView.reloadData()
    }
}
