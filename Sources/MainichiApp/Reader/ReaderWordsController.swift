import MainichiCore
import TerminalUI

/// The words of a text that would bring the learner to the goal share of its running text, most
/// frequent first: word, reading, how often it comes, meaning. Enter opens a word's entry;
/// `k` and `i` mark it as the Read screen does.
final class ReaderWordsController: TableViewController {
    let context: AppContext
    private(set) var words: [TextCoverage.Word]
    private let dictionary: JapaneseDictionary
    private let goal: Int
    private var strings: any ReaderStrings { context.strings.reader }
    private var known: KeyBinding { KeyBinding("k", label: strings.knownLabel, help: strings.knownHelp) }
    private var ignore: KeyBinding { KeyBinding("i", label: strings.ignoreLabel, help: strings.ignoreHelp) }

    init(context: AppContext, words: [TextCoverage.Word], dictionary: JapaneseDictionary, goal: Int) {
        self.context = context
        self.words = words
        self.dictionary = dictionary
        self.goal = goal
        super.init(title: context.strings.reader.wordsTitle(goal: goal))
        tableView.reservesExpansionColumn = false
        tableView.emptyMessage = context.strings.reader.noWordsToLearn
    }

    override var title: String {
        get { strings.wordsTitle(goal: goal) }
        set {}
    }

    override var titleAccessory: String? { "\(words.count)" }

    override var keyBindings: [KeyBinding] {
        super.keyBindings + [known.enabled(!words.isEmpty), ignore.enabled(!words.isEmpty)]
    }

    private var layout: ColumnLayout {
        let wordWidth = min(12, words.map { $0.dictionaryForm.displayWidth }.max() ?? 0)
        let readingWidth = min(14, words.map { $0.reading.displayWidth }.max() ?? 0)
        return ColumnLayout([.fixed(wordWidth + 3), .fixed(readingWidth + 2), .fixed(5), .flexible()])
    }

    override func numberOfRows(in tableView: TableView) -> Int { words.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let word = words[indexPath.row]
        let entry = dictionary.entry(at: word.entryPosition)
        cell.columns = [" " + word.dictionaryForm, word.reading, "\(word.count)", (entry?.meanings.prefix(2) ?? []).joined(separator: "; ")]
        cell.columnRoles = [ReaderController.role(of: word.knowledge), .accent, .dim, .normal]
        cell.columnLayout = layout
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        guard let entry = dictionary.entry(at: words[indexPath.row].entryPosition) else { return }
        push(ReaderController.detail(of: entry, context: context))
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case known: mark(.known)
        case ignore: mark(.ignored)
        default: return super.handle(key)
        }
        return true
    }

    /// Marks the selected word and takes it off the list.
    private func mark(_ mark: WordMark) {
        guard let row = tableView.selectedIndexPath?.row, row < words.count,
              let entry = dictionary.entry(at: words[row].entryPosition) else { return }
        let word = words[row].dictionaryForm
        guard context.perform(self, { try context.learner.markWord(entry, as: mark) }) != nil else { return }
        words.remove(at: row)
        tableView.reloadData()
        showStatus(mark == .known ? strings.markedKnown(word) : strings.markedIgnored(word))
    }
}
