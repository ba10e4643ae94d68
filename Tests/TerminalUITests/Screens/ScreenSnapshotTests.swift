import Testing
import TerminalUI
import TestSupport

/// Golden snapshots of whole screens: text grid and styled runs.
@Suite("Screen snapshots")
struct ScreenSnapshotTests {
    final class WordList: TableViewController {
        let words = [("食べる", "たべる", "to eat"), ("日本語", "にほんご", "Japanese (language)"),
                     ("ｶﾀｶﾅ", "かたかな", "katakana, the angular syllabary used for loanwords and emphasis")]
        lazy var layout = ColumnLayout.aligning(words.map { [$0.0, $0.1, $0.2] })

        override var headerHeight: Int { 1 }
        override func drawHeader(in canvas: Canvas) {
            layout.draw(["Word", "Reading", "Meaning"], roles: Array(repeating: .columnHeader, count: 3),
                        in: canvas.inset(left: 2))
        }
        override func numberOfRows(in tableView: TableView) -> Int { words.count }
        override func tableView(_ tableView: TableView, numberOfSubRowsInRow row: Int) -> Int { row == 0 ? 2 : 0 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
            let word = words[indexPath.row]
            if let sub = indexPath.subRow {
                cell.text = sub == 0 ? "食べ物  たべもの  food" : "食事  しょくじ  meal"
            } else {
                cell.columns = [word.0, word.1, word.2]
                cell.columnRoles = [.normal, .dim, .normal]
                cell.columnLayout = layout
            }
            return cell
        }
    }

    func app(size: Size, theme: Theme = .dark) -> (Application, InMemoryTerminal) {
        makeApp(root: ListScreen(title: "Mainichi", count: 4) { _ in WordList(title: "Words") }, size: size, theme: theme)
    }

    @Test("Word list with an expanded row at 80x24")
    func wordList() {
        let (app, terminal) = app(size: Size(width: 80, height: 24))
        app.press("\r ")
        app.press("j")
        assertSnapshot(terminal, named: "word-list-80x24")
    }

    @Test("Word list at the minimum size, 40x12")
    func wordListSmall() {
        let (app, terminal) = app(size: Size(width: 40, height: 12), theme: .monochrome)
        app.press("\r")
        assertSnapshot(terminal, named: "word-list-40x12")
    }

    @Test("Help overlay")
    func helpOverlay() {
        let (app, terminal) = app(size: Size(width: 80, height: 24))
        app.press("?")
        assertSnapshot(terminal, named: "help-80x24")
    }

    @Test("Confirm alert")
    func alert() {
        let (app, terminal) = app(size: Size(width: 60, height: 16))
        app.navigationController.present(.confirm("Abandon this test? Your answers so far are kept.") { _ in })
        app.render()
        assertSnapshot(terminal, named: "alert-60x16")
    }

    @Test("Terminal too small")
    func tooSmall() {
        let (_, terminal) = app(size: Size(width: 30, height: 8))
        assertSnapshot(terminal, named: "too-small-30x8")
    }
}
