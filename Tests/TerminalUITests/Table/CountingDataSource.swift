import TerminalUI

/// A data source that counts the cells it is asked for, with optional sub-rows, heights and
/// unselectable rows.
final class CountingDataSource: TableViewDataSource, TableViewDelegate {
    var rows: Int
    var subRows: [Int: Int] = [:]
    var heights: [Int: Int] = [:]
    var unselectable: Set<Int> = []
    /// Called when the table asks whether a row can be selected (a data source that reloads then).
    var onShouldSelect: (() -> Void)?
    private(set) var cellRequests = 0
    private(set) var opened: [TableIndexPath] = []
    private(set) var toggles: [(Int, Bool)] = []

    init(rows: Int) {
        self.rows = rows
    }

    func resetCount() { cellRequests = 0 }

    func numberOfRows(in tableView: TableView) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        cell.text = indexPath.subRow.map { "Row \(indexPath.row) sub \($0)" } ?? "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, numberOfSubRowsInRow row: Int) -> Int { subRows[row] ?? 0 }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Int {
        indexPath.isSubRow ? 1 : heights[indexPath.row] ?? 1
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) { opened.append(indexPath) }

    func tableView(_ tableView: TableView, didToggleExpansionOfRow row: Int, isExpanded: Bool) {
        toggles.append((row, isExpanded))
    }

    func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool {
        onShouldSelect?()
        return indexPath.isSubRow || !unselectable.contains(indexPath.row)
    }
}

/// A table view over a data source, drawn into a buffer of the given size.
struct TableHarness {
    let source: CountingDataSource
    let table = TableView()
    var size: Size

    init(rows: Int, size: Size = Size(width: 30, height: 10)) {
        source = CountingDataSource(rows: rows)
        self.size = size
        table.dataSource = source
        table.delegate = source
    }

    /// Draws a frame and returns it.
    @discardableResult
    func draw() -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        buffer.draw { table.draw(in: $0) }
        return buffer
    }

    func press(_ script: String) {
        for key in Key.sequence(script) { _ = table.handle(key) }
    }
}
