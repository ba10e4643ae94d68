import Testing
@testable import TerminalUI

@Suite("Table view")
struct TableViewTests {
    // MARK: - Reuse

    @Test("A 10,000-row list asks for as many cells per frame as a 20-row list")
    func onlyVisibleRowsAreRequested() {
        let small = TableHarness(rows: 20), large = TableHarness(rows: 10_000)
        var perFrame: [Int] = []
        for harness in [small, large] {
            harness.draw()
            harness.source.resetCount()
            for _ in 0..<50 {
                harness.press("j")
                harness.draw()
            }
            perFrame.append(harness.source.cellRequests / 50)
        }
        #expect(perFrame[0] == 10) // the 10-line canvas shows 10 rows
        #expect(perFrame[1] == perFrame[0])
    }

    @Test("Cells are reused: no more cell objects than visible rows, however far it scrolls")
    func reuse() {
        let harness = TableHarness(rows: 10_000)
        for _ in 0..<300 {
            harness.press("j")
            harness.draw()
        }
        #expect(harness.table.cellCount == 10)
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 300))
        #expect(harness.draw().textLines.contains { $0.hasPrefix("Row 300") })
    }

    @Test("Reused cells are reset before they draw another row")
    func prepareForReuse() {
        final class MarkingSource: TableViewDataSource {
            func numberOfRows(in tableView: TableView) -> Int { 100 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
                cell.text = "Row \(indexPath.row)"
                if indexPath.row == 0 { cell.detailText = "FIRST" }
                return cell
            }
        }
        let source = MarkingSource()
        let table = TableView()
        table.dataSource = source
        var buffer = ScreenBuffer(size: Size(width: 30, height: 5))
        buffer.draw { table.draw(in: $0) }
        #expect(buffer.textLines.filter { $0.contains("FIRST") }.count == 1)
        for _ in 0..<10 { _ = table.handle(.down) }
        buffer = ScreenBuffer(size: Size(width: 30, height: 5))
        buffer.draw { table.draw(in: $0) }
        #expect(!buffer.textLines.joined().contains("FIRST"))
    }

    // MARK: - Scrolling

    @Test("Moving past the bottom scrolls so the selection stays visible")
    func scrollFollowsSelection() {
        let harness = TableHarness(rows: 100)
        harness.draw()
        harness.press(String(repeating: "j", count: 15))
        let lines = harness.draw().textLines
        #expect(lines.last!.hasPrefix("Row 15"))
        #expect(lines.first!.hasPrefix("Row 6"))
        harness.press(String(repeating: "k", count: 12))
        #expect(harness.draw().textLines.first!.hasPrefix("Row 3"))
    }

    @Test("A scrolled list marks more above or below at the right end of its first and last rows")
    func scrollMarks() {
        let harness = TableHarness(rows: 30)
        var lines = harness.draw().textLines
        #expect(!lines.first!.hasSuffix("^ more"))
        #expect(lines.last!.hasSuffix("v more"))
        harness.press(String(repeating: "j", count: 15))
        lines = harness.draw().textLines
        #expect(lines.first!.hasSuffix("^ more"))
        #expect(lines.last!.hasSuffix("v more"))
        harness.press("G")
        lines = harness.draw().textLines
        #expect(lines.first!.hasSuffix("^ more"))
        #expect(!lines.last!.hasSuffix("v more"))
        let short = TableHarness(rows: 5)
        #expect(!short.draw().textLines.contains { $0.hasSuffix("more") })
    }

    @Test("Paging moves by the visible height; g/G and Home/End jump to the ends")
    func paging() {
        let harness = TableHarness(rows: 100)
        harness.draw()
        _ = harness.table.handle(.pageDown)
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 9))
        harness.draw()
        _ = harness.table.handle(.pageDown)
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 18))
        _ = harness.table.handle(.pageUp)
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 9))
        harness.press("G")
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 99))
        #expect(harness.draw().textLines.last!.hasPrefix("Row 99"))
        _ = harness.table.handle(.home)
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 0))
        _ = harness.table.handle(.end)
        harness.press("g")
        #expect(harness.draw().textLines.first!.hasPrefix("Row 0"))
    }

    @Test("Movement stops at the ends")
    func ends() {
        let harness = TableHarness(rows: 3)
        harness.press("kkk")
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 0))
        harness.press("jjjjj")
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 2))
    }

    @Test("Rows of different heights take their lines, and the selection shows whole")
    func heights() {
        let harness = TableHarness(rows: 20)
        harness.source.heights = [0: 3, 5: 4]
        harness.table.reloadData()
        let first = harness.draw().textLines
        #expect(first[0].hasPrefix("Row 0"))
        #expect(first[3].hasPrefix("Row 1"))
        harness.press("jjjjj")
        let lines = harness.draw().textLines
        let rowFive = lines.firstIndex { $0.hasPrefix("Row 5") }!
        #expect(rowFive + 4 <= lines.count)
    }

    // MARK: - Selection

    @Test("Unselectable rows (section titles) are skipped")
    func unselectable() {
        let harness = TableHarness(rows: 6)
        harness.source.unselectable = [0, 3]
        harness.table.reloadData()
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 1))
        harness.press("jj")
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 4))
        harness.press("kk")
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 1))
        harness.press("k")
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 1))
    }

    @Test("A programmatic selection far down the list is scrolled into view")
    func programmaticSelection() {
        let harness = TableHarness(rows: 170)
        harness.table.selectRow(at: TableIndexPath(row: 120))
        let lines = harness.draw().textLines
        #expect(lines.contains { $0.hasPrefix("Row 120") })
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 120))
    }

    @Test("The selected row is drawn in the selection role across its whole width")
    func selectionRole() {
        let harness = TableHarness(rows: 5)
        harness.press("j")
        let runs = harness.draw().styleRuns.filter { $0.role == .selection }
        #expect(runs.map(\.description) == ["row 1 cols 0-29: selection"])
    }

    @Test("Reloading keeps the selection, clamped when rows disappear")
    func reloadKeepsSelection() {
        let harness = TableHarness(rows: 50)
        harness.press("jjjjj")
        harness.table.reloadData()
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 5))
        harness.source.rows = 3
        harness.table.reloadData()
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 2))
    }

    /// Audit F4: Search's delegate runs a pending search while the table pages, and the rows
    /// shrank under the table's feet (index out of range).
    @Test("Paging or moving while the data source reloads fewer rows keeps the selection on a row there is",
          arguments: [0, 1, 3], [true, false])
    func rowsShrinkingDuringAMove(remaining: Int, down: Bool) {
        let harness = TableHarness(rows: 100)
        harness.draw()
        harness.press("jjjjjjjjjjjj")
        let (source, table) = (harness.source, harness.table)
        source.onShouldSelect = {
            source.onShouldSelect = nil
            source.rows = remaining
            table.reloadData()
        }
        table.page(down: down)
        if remaining == 0 {
            #expect(table.selectedIndexPath == nil)
        } else {
            #expect((table.selectedIndexPath?.row ?? -1) < remaining)
        }
        harness.draw()
        source.rows = 100
        table.reloadData()
        table.selectRow(at: TableIndexPath(row: 50))
        source.onShouldSelect = { source.onShouldSelect = nil; source.rows = remaining; table.reloadData() }
        table.moveSelection(by: down ? 5 : -5)
        #expect(remaining == 0 ? table.selectedIndexPath == nil : (table.selectedIndexPath?.row ?? -1) < remaining)
    }

    @Test("An empty table shows its message")
    func empty() {
        let harness = TableHarness(rows: 0)
        harness.table.emptyMessage = "No bookmarks yet."
        let lines = harness.draw().textLines
        #expect(lines.contains { $0.contains("No bookmarks yet.") })
        #expect(harness.table.selectedIndexPath == nil)
        #expect(!harness.table.handle(.enter))
    }

    // MARK: - Expansion

    @Test("Space expands a row; the selection moves into its sub-rows and Enter opens them")
    func expandAndSelectSubRows() {
        let harness = TableHarness(rows: 10)
        harness.source.subRows = [1: 3]
        harness.table.reloadData()
        harness.press("j ")
        #expect(harness.table.isExpanded(row: 1))
        #expect(harness.source.toggles.map(\.0) == [1])
        harness.press("jj\r")
        #expect(harness.source.opened == [TableIndexPath(row: 1, subRow: 1)])
        let lines = harness.draw().textLines
        #expect(lines[2].contains("Row 1 sub 0"))
        #expect(lines[5].contains("Row 2"))
        harness.press("jj")
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 2))
    }

    @Test("h from a sub-row collapses the row and selects it; h on a plain row is left for going back")
    func collapseFromSubRow() {
        let harness = TableHarness(rows: 5)
        harness.source.subRows = [0: 2]
        harness.table.reloadData()
        harness.press("lj")
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 0, subRow: 0))
        #expect(harness.table.handle(.character("h")))
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 0))
        #expect(!harness.table.isExpanded(row: 0))
        harness.press("j")
        #expect(!harness.table.handle(.left))
    }

    @Test("l on an expanded row enters it; l on a row without sub-rows opens it")
    func rightKey() {
        let harness = TableHarness(rows: 5)
        harness.source.subRows = [0: 2]
        harness.table.reloadData()
        harness.press("ll")
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 0, subRow: 0))
        harness.press("h")
        harness.press("jl")
        #expect(harness.source.opened == [TableIndexPath(row: 1)])
    }

    @Test("Expansion survives scrolling away and back, and reloads")
    func expansionSurvivesScrolling() {
        let harness = TableHarness(rows: 200)
        harness.source.subRows = [2: 2]
        harness.table.reloadData()
        harness.press("jj ")
        harness.draw()
        harness.press("G")
        harness.draw()
        harness.table.reloadData()
        harness.press("g")
        let lines = harness.draw().textLines
        #expect(harness.table.isExpanded(row: 2))
        #expect(lines[3].contains("Row 2 sub 0"))
        #expect(lines[0].hasPrefix("  Row 0"))
        #expect(lines[2].hasPrefix("- Row 2"))
        #expect(lines[5].hasPrefix("  Row 3"))
    }

    @Test("Expanding a row near the bottom scrolls its sub-rows into view")
    func expandRevealsSubRows() {
        let harness = TableHarness(rows: 30)
        harness.source.subRows = [9: 3]
        harness.table.reloadData()
        harness.press(String(repeating: "j", count: 9))
        harness.draw()
        harness.press(" ")
        let lines = harness.draw().textLines
        #expect(lines.last!.contains("Row 9 sub 2"))
    }

    @Test("Selecting a sub-row in code expands its parent")
    func programmaticSubRow() {
        let harness = TableHarness(rows: 5)
        harness.source.subRows = [3: 2]
        harness.table.reloadData()
        harness.table.selectRow(at: TableIndexPath(row: 3, subRow: 1))
        #expect(harness.table.isExpanded(row: 3))
        #expect(harness.table.selectedIndexPath == TableIndexPath(row: 3, subRow: 1))
    }

    @Test("The expand binding is offered only when some row expands")
    func bindings() {
        let plain = TableHarness(rows: 3)
        #expect(!plain.table.keyBindings.contains { $0.label == "expand" })
        let expandable = TableHarness(rows: 3)
        expandable.source.subRows = [0: 1]
        expandable.table.reloadData()
        #expect(expandable.table.keyBindings.contains { $0.label == "expand" })
    }
}
