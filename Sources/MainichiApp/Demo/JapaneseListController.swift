import TerminalUI

/// Japanese words in aligned columns; each word expands into example words (selectable sub-rows).
final class JapaneseListController: TableViewController {
    private struct Word {
        var word: String
        var reading: String
        var meaning: String
        var examples: [(String, String, String)]
    }

    private let words: [Word] = [
        Word(word: "食べる", reading: "たべる", meaning: "to eat", examples: [
            ("食べ物", "たべもの", "food"), ("食事", "しょくじ", "meal"), ("食堂", "しょくどう", "dining hall")]),
        Word(word: "日本語", reading: "にほんご", meaning: "Japanese (language)", examples: [
            ("日本", "にほん", "Japan"), ("英語", "えいご", "English (language)")]),
        Word(word: "ｶﾀｶﾅ", reading: "かたかな", meaning: "katakana (written here in halfwidth forms)", examples: [
            ("カタカナ", "かたかな", "katakana, fullwidth"), ("ひらがな", "ひらがな", "hiragana")]),
        Word(word: "毎日", reading: "まいにち", meaning: "every day", examples: [
            ("毎朝", "まいあさ", "every morning"), ("毎晩", "まいばん", "every evening")]),
        Word(word: "勉強", reading: "べんきょう", meaning: "study", examples: [("勉強する", "べんきょうする", "to study")]),
        Word(word: "ありがとう", reading: "ありがとう", meaning: "thank you", examples: []),
        Word(word: "ＡＢＣ", reading: "えーびーしー", meaning: "fullwidth Latin letters", examples: []),
        Word(word: "😀", reading: "えがお", meaning: "an emoji, two columns wide", examples: []),
    ]

    private lazy var layout = ColumnLayout.aligning(
        words.map { [$0.word, $0.reading, $0.meaning] } + words.flatMap { $0.examples.map { [$0.0, $0.1, $0.2] } },
        maximumWidths: [12, 14, nil])

    init() {
        super.init(title: "Japanese words")
    }

    override var headerHeight: Int { 1 }

    override func drawHeader(in canvas: Canvas) {
        layout.draw(["Word", "Reading", "Meaning"], roles: [.columnHeader, .columnHeader, .columnHeader],
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
            present(.message("\(word.word) (\(word.reading)): \(word.meaning)", title: "Word"))
        }
    }
}
