/// A screen that is a table view, like UIKit's `UITableViewController`: it is the table's data
/// source and delegate, forwards keys to it and draws it under an optional header.
///
/// ```swift
/// final class DayListController: TableViewController {
///     let days: [Day]
///     override func numberOfRows(in tableView: TableView) -> Int { days.count }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
///         cell.text = "Day \(indexPath.row + 1)"
///         return cell
///     }
///     override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
///         push(StudyListController(day: days[indexPath.row]))
///     }
/// }
/// ```
/// Override methods you need; the defaults are those of the protocols (no sub-rows, height 1,
/// every row selectable).
open class TableViewController: ScreenController, TableViewDataSource, TableViewDelegate {
    public let tableView = TableView()

    public override init(title: String = "") {
        super.init(title: title)
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: - Screen

    /// Lines drawn above the table by `drawHeader(in:)` (column titles, a summary); 0 by default.
    open var headerHeight: Int { 0 }

    /// Draws the header; the canvas is `headerHeight` lines tall.
    open func drawHeader(in canvas: Canvas) {}

    open override var keyBindings: [KeyBinding] {
        adoptChrome()
        return tableView.keyBindings
    }

    /// Gives the table the navigation stack's chrome words, so its keys and empty message follow
    /// the app's language.
    private func adoptChrome() {
        if let chrome = navigationController?.chrome { tableView.chrome = chrome }
    }

    /// Whether the table reloads its rows when the screen's width changes, for rows laid out by
    /// the width (`drawnWidth`: columns that narrow, names cut to fit); off by default.
    public var reloadsOnWidthChange = false

    /// The width of the last frame drawn (80 until the first), when `reloadsOnWidthChange` is on.
    public private(set) var drawnWidth = 80

    open override func draw(in canvas: Canvas) {
        adoptChrome()
        if reloadsOnWidthChange && canvas.width != drawnWidth {
            drawnWidth = canvas.width
            tableView.reloadData()
        }
        let header = min(max(0, headerHeight), canvas.height)
        if header > 0 { drawHeader(in: canvas.subcanvas(Rect(x: 0, y: 0, width: canvas.width, height: header))) }
        tableView.draw(in: canvas.subcanvas(Rect(x: 0, y: header, width: canvas.width, height: canvas.height - header)))
    }

    open override func handle(_ key: Key) -> Bool {
        tableView.handle(key)
    }

    // MARK: - Data source

    open func numberOfRows(in tableView: TableView) -> Int { 0 }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
    }

    open func tableView(_ tableView: TableView, numberOfSubRowsInRow row: Int) -> Int { 0 }

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Int { 1 }

    // MARK: - Delegate

    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}

    open func tableView(_ tableView: TableView, didToggleExpansionOfRow row: Int, isExpanded: Bool) {}

    open func tableView(_ tableView: TableView, selectionDidChangeTo indexPath: TableIndexPath?) {}

    open func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool { true }
}
