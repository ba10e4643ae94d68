import MainichiCore
import TerminalUI

/// Japanese words in aligned columns; each word expands into example words (selectable sub-rows).
final class JapaneseListController: TableViewController {
    private struct Word {
        var word: String
        var reading: String
        var meaning: String
        var examples: [(String, String, String)]
    }

    private let strings: Strings
    private lazy var words: [Word] = Self.words(meanings: strings.demo.meanings)

    private static func words(meanings: [String: String]) -> [Word] {
        func meaning(_ word: String) -> String { meanings[word] ?? "" }
        return [
            Word(word: "食べる", reading: "たべる", meaning: meaning("食べる"), examples: [
                ("食べ物", "たべもの", meaning("食べ物")), ("食事", "しょくじ", meaning("食事")), ("食堂", "しょくどう", meaning("食堂"))]),
            Word(word: "日本語", reading: "にほんご", meaning: meaning("日本語"), examples: [
                ("日本", "にほん", meaning("日本")), ("英語", "えいご", meaning("英語"))]),
            Word(word: "ｶﾀｶﾅ", reading: "かたかな", meaning: meaning("ｶﾀｶﾅ"), examples: [
                ("カタカナ", "かたかな", meaning("カタカナ")), ("ひらがな", "ひらがな", meaning("ひらがな"))]),
            Word(word: "毎日", reading: "まいにち", meaning: meaning("毎日"), examples: [
                ("毎朝", "まいあさ", meaning("毎朝")), ("毎晩", "まいばん", meaning("毎晩"))]),
            Word(word: "勉強", reading: "べんきょう", meaning: meaning("勉強"), examples: [("勉強する", "べんきょうする", meaning("勉強する"))]),
            Word(word: "ありがとう", reading: "ありがとう", meaning: meaning("ありがとう"), examples: []),
            Word(word: "ＡＢＣ", reading: "えーびーしー", meaning: meaning("ＡＢＣ"), examples: []),
            Word(word: "😀", reading: "えがお", meaning: meaning("😀"), examples: []),
        ]
    }

    private lazy var layout = ColumnLayout.aligning(
        words.map { [$0.word, $0.reading, $0.meaning] } + words.flatMap { $0.examples.map { [$0.0, $0.1, $0.2] } },
        maximumWidths: [12, 14, nil])

    init(strings: Strings) {
        self.strings = strings
        super.init(title: strings.demo.wordsTitle)
    }

    override var headerHeight: Int { 1 }

    override func drawHeader(in canvas: Canvas) {
        layout.draw(strings.demo.wordHeadings, roles: [.columnHeader, .columnHeader, .columnHeader],
                    in: canvas.inset(left: 2))
    }

    override func numberOfRows(in tableView: TableView) -> Int { words.count }

    override func tableView(_ tableView: TableView, numberOfSubRowsInRow row: Int) -> Int { words[row].examples.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let word = words[indexPath.row]
        if let sub = indexPath.subRow {
            let example = word.examples[sub]
            cell.columns = [example.0, example.1, example.2]
            cell.columnRoles = [.normal, .dim, .dim]
            // Sub-rows sit two columns further right; keep the columns after the first aligned.
            var columns = layout.columns
            if case .fixed(let width) = columns[0].width { columns[0] = .fixed(max(0, width - 2)) }
            cell.columnLayout = ColumnLayout(columns, spacing: layout.spacing)
        } else {
            cell.columns = [word.word, word.reading, word.meaning]
            cell.columnRoles = [.title, .accent, .normal]
            cell.columnLayout = layout
        }
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        let word = words[indexPath.row]
        if let sub = indexPath.subRow {
            showStatus("\(word.examples[sub].0): \(word.examples[sub].2)")
        } else {
            present(.message("\(word.word) (\(word.reading)): \(word.meaning)", title: strings.demo.wordTitle))
        }
    }
}
