import Testing
import TerminalUI

/// `TableViewController`: the table screen's own options.
@Suite("Table view controller")
struct TableViewControllerTests {
    /// A screen whose one row says how wide the last frame was, as a layout by the width would.
    final class WidthScreen: TableViewController {
        override func numberOfRows(in tableView: TableView) -> Int { 1 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
            cell.text = "laid out for \(drawnWidth)"
            return cell
        }
    }

    private func draw(_ screen: WidthScreen, width: Int) -> String {
        var buffer = ScreenBuffer(size: Size(width: width, height: 3))
        buffer.draw { screen.draw(in: $0) }
        return buffer.textLines.joined(separator: "\n")
    }

    @Test("With reloadsOnWidthChange the rows are laid out again when the width changes, and only then")
    func reloadsOnWidthChange() {
        let screen = WidthScreen()
        screen.reloadsOnWidthChange = true
        #expect(draw(screen, width: 40).contains("laid out for 40"))
        #expect(draw(screen, width: 40).contains("laid out for 40"))
        #expect(draw(screen, width: 60).contains("laid out for 60"))
        #expect(screen.drawnWidth == 60)
    }

    @Test("Off by default: the rows stay as they were laid out")
    func offByDefault() {
        let screen = WidthScreen()
        #expect(draw(screen, width: 40).contains("laid out for 80"))
        #expect(draw(screen, width: 60).contains("laid out for 80"))
    }
}
