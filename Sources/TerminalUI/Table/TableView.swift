/// A scrolling list of rows drawn by reusable cells, shaped like UIKit's `UITableView`.
///
/// Rows can have different heights and can expand to show sub-rows beneath them, which the
/// selection can move into. The table asks its data source only for the cells of rows it
/// draws, and reuses cell objects between frames, so a 10,000-row list costs the same per
/// frame as a 20-row one. It keeps only its own state: the selection, the scroll offset and
/// the set of expanded rows, all of which survive `reloadData()`, scrolling and cell reuse.
///
/// Rows and sub-rows are flattened into a list of visible lines when the data or the expansion
/// changes (not per frame); drawing indexes into that list.
///
/// Keys (`handle(_:)`): j/k/Down/Up move; PgDn/PgUp page; g/Home and G/End jump to the ends;
/// Space toggles a row's expansion; l/Right expands a row, enters an expanded row's sub-rows,
/// or opens a row that does not expand; h/Left collapses (from a sub-row, back to its parent);
/// Enter opens. Keys it does not use return false, so h/Left on a plain row goes back.
public final class TableView {
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload() }
    }
    public weak var delegate: TableViewDelegate?

    /// Shown centered when there are no rows; nil shows `chrome.emptyTable`.
    public var emptyMessage: String?
    /// The words of the table's keys and its default empty message (a `TableViewController` on a
    /// navigation stack takes the stack's).
    public var chrome = ChromeText.english
    /// Whether plain cells keep a column for the expansion mark so their text lines up with
    /// expandable rows. On by default; turn off for lists that never expand.
    public var reservesExpansionColumn = true

    /// The selected row or sub-row, or nil (only when no row is selectable).
    public private(set) var selectedIndexPath: TableIndexPath?
    /// The first visible line, counted in lines of the flattened list.
    public private(set) var scrollOffset = 0
    /// The rows whose sub-rows are showing.
    public private(set) var expandedRows: Set<Int> = []
    /// The index paths drawn in the last frame, top to bottom.
    public private(set) var visibleIndexPaths: [TableIndexPath] = []

    /// One flattened entry: a row or sub-row, where it starts and how tall it is.
    private struct Line {
        var indexPath: TableIndexPath
        var top: Int
        var height: Int
        var subRowCount: Int
    }

    private var lines: [Line] = []
    private var totalHeight = 0
    /// Whether any row has sub-rows; found while flattening.
    private var hasExpandableRows = false
    private var needsReload = true
    private var selectedLine: Int?
    /// Lines the last frame showed; paging moves by this much.
    private var pageHeight = 10
    /// A range of lines to bring into view at the next draw (after an expansion).
    private var pendingReveal: ClosedRange<Int>?

    private var registrations: [String: TableViewCell.Type] = [TableViewCell.defaultReuseIdentifier: TableViewCell.self]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var cellsInUse: [TableViewCell] = []

    public init() {}

    // MARK: - Cells

    /// Registers a cell class for an identifier. `TableViewCell` itself is registered as
    /// `TableViewCell.defaultReuseIdentifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for the row being drawn: one from the previous frame, after `prepareForReuse()`,
    /// or a new instance of the registered class. Call it from `tableView(_:cellForRowAt:)`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else {
            preconditionFailure("no cell class registered for reuse identifier \(identifier)")
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// A typed cell: `tableView.dequeueReusableCell(withIdentifier: "Kanji", as: KanjiCell.self)`.
    public func dequeueReusableCell<Cell: TableViewCell>(withIdentifier identifier: String, as type: Cell.Type) -> Cell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) as? Cell else {
            preconditionFailure("cell registered for \(identifier) is not a \(Cell.self)")
        }
        return cell
    }

    /// How many cell objects the table holds (in use and waiting for reuse).
    public var cellCount: Int {
        cellsInUse.count + reusePool.values.reduce(0) { $0 + $1.count }
    }

    // MARK: - Data

    /// Re-reads the rows from the data source. Selection (clamped to the new rows), scroll
    /// position and expansion are kept.
    public func reloadData() {
        needsReload = true
        loadIfNeeded()
    }

    private func setNeedsReload() {
        needsReload = true
    }

    /// The number of rows, as the data source said at the last reload.
    public var numberOfRows: Int {
        loadIfNeeded()
        return rowCount
    }
    private var rowCount = 0

    private func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        rowCount = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        expandedRows = expandedRows.filter { $0 < rowCount }
        rebuildLines()
        // Keep the selection where it was, clamped to what still exists.
        if let selection = selectedIndexPath {
            var target = TableIndexPath(row: min(selection.row, rowCount - 1), subRow: selection.subRow)
            if let subRow = target.subRow {
                let count = subRowCount(ofRow: target.row)
                if !expandedRows.contains(target.row) || count == 0 {
                    target.subRow = nil
                } else {
                    target.subRow = min(subRow, count - 1)
                }
            }
            selectedLine = lineIndex(of: target)
            if let line = selectedLine, !isSelectable(line) {
                selectedLine = nearestSelectable(from: line, forward: true) ?? nearestSelectable(from: line, forward: false)
            }
        } else {
            selectedLine = nearestSelectable(from: 0, forward: true)
        }
        selectedIndexPath = selectedLine.map { lines[$0].indexPath }
    }

    private func rebuildLines() {
        lines.removeAll(keepingCapacity: true)
        lines.reserveCapacity(rowCount + expandedRows.count * 4)
        var top = 0
        for row in 0..<rowCount {
            let subRows = dataSource.map { max(0, $0.tableView(self, numberOfSubRowsInRow: row)) } ?? 0
            let path = TableIndexPath(row: row)
            let height = max(1, dataSource?.tableView(self, heightForRowAt: path) ?? 1)
            lines.append(Line(indexPath: path, top: top, height: height, subRowCount: subRows))
            top += height
            if subRows > 0 && expandedRows.contains(row) {
                for subRow in 0..<subRows {
                    let subPath = TableIndexPath(row: row, subRow: subRow)
                    let subHeight = max(1, dataSource?.tableView(self, heightForRowAt: subPath) ?? 1)
                    lines.append(Line(indexPath: subPath, top: top, height: subHeight, subRowCount: 0))
                    top += subHeight
                }
            }
        }
        totalHeight = top
        hasExpandableRows = lines.contains { $0.subRowCount > 0 }
    }

    private func subRowCount(ofRow row: Int) -> Int {
        guard let index = lineIndex(of: TableIndexPath(row: row)) else { return 0 }
        return lines[index].subRowCount
    }

    /// The flattened index of an index path, by binary search.
    private func lineIndex(of indexPath: TableIndexPath) -> Int? {
        var low = 0, high = lines.count - 1
        while low <= high {
            let mid = (low + high) >> 1
            let path = lines[mid].indexPath
            if path == indexPath { return mid }
            if path < indexPath { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// The flattened index of the entry covering line `y`.
    private func lineIndex(covering y: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if lines[mid].top <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    private func isSelectable(_ line: Int) -> Bool {
        delegate?.tableView(self, shouldSelectRowAt: lines[line].indexPath) ?? true
    }

    private func nearestSelectable(from line: Int, forward: Bool) -> Int? {
        var index = line
        while index >= 0 && index < lines.count {
            if isSelectable(index) { return index }
            index += forward ? 1 : -1
        }
        return nil
    }

    // MARK: - Selection

    /// Selects a row or sub-row (expanding its parent if needed) and scrolls it into view;
    /// nil clears the selection. Ignored for index paths that do not exist.
    public func selectRow(at indexPath: TableIndexPath?) {
        loadIfNeeded()
        guard let indexPath else {
            setSelectedLine(nil)
            return
        }
        if indexPath.isSubRow && !expandedRows.contains(indexPath.row) {
            guard subRowCount(ofRow: indexPath.row) > 0 else { return }
            setExpanded(true, row: indexPath.row, reveal: false)
        }
        guard let line = lineIndex(of: indexPath) else { return }
        setSelectedLine(line)
    }

    private func setSelectedLine(_ line: Int?) {
        // The data source may have reloaded the rows while `line` was chosen (a delegate call that
        // runs a pending search): keep it within the lines there are now.
        let line = line.map { min($0, lines.count - 1) }.flatMap { $0 >= 0 ? $0 : nil }
        let old = selectedIndexPath
        selectedLine = line
        selectedIndexPath = line.map { lines[$0].indexPath }
        if let line { pendingReveal = lines[line].top...(lines[line].top + lines[line].height - 1) }
        if old != selectedIndexPath { delegate?.tableView(self, selectionDidChangeTo: selectedIndexPath) }
    }

    /// Moves the selection by `steps` selectable rows (negative for up), stopping at the ends.
    public func moveSelection(by steps: Int) {
        loadIfNeeded()
        guard var line = selectedLine ?? nearestSelectable(from: 0, forward: true) else { return }
        for _ in 0..<abs(steps) {
            guard let next = nearestSelectable(from: line + (steps > 0 ? 1 : -1), forward: steps > 0) else { break }
            line = next
        }
        setSelectedLine(line)
    }

    /// Selects the first (or last) selectable row.
    public func selectEnd(last: Bool) {
        loadIfNeeded()
        guard !lines.isEmpty else { return }
        setSelectedLine(last ? nearestSelectable(from: lines.count - 1, forward: false)
                             : nearestSelectable(from: 0, forward: true))
    }

    /// Moves a page down (or up): the view and the selection move by the height last drawn.
    public func page(down: Bool) {
        loadIfNeeded()
        guard let current = selectedLine, current < lines.count else { return }
        let page = max(1, pageHeight - 1)
        let maxOffset = max(0, totalHeight - pageHeight)
        scrollOffset = min(maxOffset, max(0, scrollOffset + (down ? page : -page)))
        let targetY = min(totalHeight - 1, max(0, lines[current].top + (down ? page : -page)))
        let target = lineIndex(covering: targetY)
        let line = nearestSelectable(from: target, forward: down) ?? nearestSelectable(from: target, forward: !down) ?? current
        setSelectedLine(line)
    }

    // MARK: - Expansion

    /// Whether `row`'s sub-rows are showing.
    public func isExpanded(row: Int) -> Bool { expandedRows.contains(row) }

    /// Shows `row`'s sub-rows (if it has any) and scrolls them into view.
    public func expandRow(_ row: Int) {
        loadIfNeeded()
        setExpanded(true, row: row, reveal: true)
    }

    /// Hides `row`'s sub-rows; a selection inside them moves to the row.
    public func collapseRow(_ row: Int) {
        loadIfNeeded()
        setExpanded(false, row: row, reveal: false)
    }

    /// Expands or collapses `row`.
    public func toggleExpansion(ofRow row: Int) {
        if isExpanded(row: row) { collapseRow(row) } else { expandRow(row) }
    }

    private func setExpanded(_ expanded: Bool, row: Int, reveal: Bool) {
        guard row >= 0, row < rowCount, expandedRows.contains(row) != expanded else { return }
        if expanded && subRowCount(ofRow: row) == 0 { return }
        let selection = selectedIndexPath
        if expanded { expandedRows.insert(row) } else { expandedRows.remove(row) }
        rebuildLines()
        var newSelection = selection
        if !expanded, let s = selection, s.row == row, s.isSubRow { newSelection = s.parent }
        selectedLine = newSelection.flatMap { lineIndex(of: $0) }
        let changed = selectedIndexPath != newSelection
        selectedIndexPath = newSelection
        if reveal, let parent = lineIndex(of: TableIndexPath(row: row)) {
            let lastSub = parent + lines[parent].subRowCount
            pendingReveal = lines[parent].top...(lines[lastSub].top + lines[lastSub].height - 1)
        }
        if changed { delegate?.tableView(self, selectionDidChangeTo: selectedIndexPath) }
        delegate?.tableView(self, didToggleExpansionOfRow: row, isExpanded: expanded)
    }

    // MARK: - Keys

    /// The table's key map: its bindings by name, for screens to place in their footer and for
    /// `handle(_:)` to dispatch through. `expand` is enabled only when some row expands.
    public var keys: TableKeyMap {
        loadIfNeeded()
        return TableKeyMap(chrome: chrome, expands: hasExpandableRows, lineCount: lines.count,
                           hasSelection: selectedIndexPath != nil,
                           selectionIsExpanded: selectedIndexPath.map { expandedRows.contains($0.row) } ?? false)
    }

    /// The table's key bindings for the footer and help, in order: `keys.all`.
    public var keyBindings: [KeyBinding] { keys.all }

    /// Handles a key of `keys`; returns false for keys it does not use (or that do nothing here).
    public func handle(_ key: Key) -> Bool {
        let keys = keys
        switch key {
        case keys.move: moveSelection(by: TableKeyMap.upKeys.contains(key) ? -1 : 1)
        case keys.page: page(down: !TableKeyMap.pageUpKeys.contains(key))
        case keys.ends: selectEnd(last: !TableKeyMap.firstKeys.contains(key))
        // Expansion comes before open: l and Right expand a row that has sub-rows, open others.
        case keys.expand: return handleExpansionKey(key)
        case keys.open:
            guard let selection = selectedIndexPath else { return false }
            delegate?.tableView(self, didSelectRowAt: selection)
        default:
            return false
        }
        return true
    }

    /// Space toggles the selected row (collapses its parent from a sub-row), h/Left collapse,
    /// l/Right expand a collapsed row, step into an expanded one, and open a row without sub-rows.
    private func handleExpansionKey(_ key: Key) -> Bool {
        guard let line = selectedLine else { return false }
        let entry = lines[line]
        if TableKeyMap.toggleKeys.contains(key) {
            if entry.indexPath.isSubRow {
                collapseRow(entry.indexPath.row)
            } else if entry.subRowCount > 0 {
                toggleExpansion(ofRow: entry.indexPath.row)
            } else {
                return false
            }
        } else if TableKeyMap.collapseKeys.contains(key) {
            let selection = entry.indexPath
            guard selection.isSubRow || isExpanded(row: selection.row) else { return false }
            collapseRow(selection.row)
        } else if entry.subRowCount > 0 && !entry.indexPath.isSubRow {
            if isExpanded(row: entry.indexPath.row) {
                if let first = nearestSelectable(from: line + 1, forward: true),
                   lines[first].indexPath.row == entry.indexPath.row {
                    setSelectedLine(first)
                }
            } else {
                expandRow(entry.indexPath.row)
            }
        } else {
            delegate?.tableView(self, didSelectRowAt: entry.indexPath)
        }
        return true
    }

    // MARK: - Drawing

    /// Draws the visible rows into `canvas`, scrolled so the selection shows.
    public func draw(in canvas: Canvas) {
        loadIfNeeded()
        // Last frame's cells go back to the pool; the data source dequeues them again.
        for cell in cellsInUse { reusePool[cell.reuseIdentifier, default: []].append(cell) }
        cellsInUse.removeAll(keepingCapacity: true)
        visibleIndexPaths.removeAll(keepingCapacity: true)
        let height = canvas.height
        guard height > 0, canvas.width > 0 else { return }
        pageHeight = height
        guard !lines.isEmpty, let dataSource else {
            let message = (emptyMessage ?? chrome.emptyTable).wrapped(toWidth: max(1, canvas.width - 2))
            let top = max(0, (height - message.count) / 2)
            for (index, line) in message.enumerated() {
                canvas.draw(line, row: top + index, alignment: .center, role: .dim)
            }
            return
        }
        scrollIntoView(height: height)
        var index = lineIndex(covering: scrollOffset)
        let anyExpandable = reservesExpansionColumn && hasExpandableRows
        while index < lines.count {
            let entry = lines[index]
            let y = entry.top - scrollOffset
            if y >= height { break }
            let cell = dataSource.tableView(self, cellForRowAt: entry.indexPath)
            let selected = index == selectedLine
            cell.indexPath = entry.indexPath
            cell.isSelected = selected
            cell.isExpandable = entry.subRowCount > 0
            cell.isExpanded = cell.isExpandable && expandedRows.contains(entry.indexPath.row)
            cell.indentationLevel = entry.indexPath.isSubRow ? 1 : 0
            cell.reservesExpansionColumn = anyExpandable
            let rowCanvas = canvas.subcanvas(Rect(x: 0, y: y, width: canvas.width, height: entry.height))
            if selected && cell.highlightsWhenSelected { rowCanvas.fill(role: .selection) }
            cell.draw(in: rowCanvas, isSelected: selected)
            if selected && cell.highlightsWhenSelected { rowCanvas.applyRole(.selection) }
            cellsInUse.append(cell)
            visibleIndexPaths.append(entry.indexPath)
            index += 1
        }
        drawScrollMarks(in: canvas)
    }

    /// Marks the right end of the first and last visible rows, dimmed, when more of the list lies
    /// above or below them (" ^ more", " v more"), so a learner sees that the list scrolls.
    ///
    /// Where the mark covers text that runs right up to it, the last cell left of the mark's blank
    /// shows the cut mark, so the text reads as cut ("in exampl> v more") instead of running into
    /// the mark ("in example v more"). A column that ends before the mark is left as it is.
    private func drawScrollMarks(in canvas: Canvas) {
        let marks = scrollMarks(height: canvas.height, width: canvas.width)
        func draw(_ mark: String, row: Int) {
            let start = canvas.width - mark.displayWidth
            let isBlank = { (x: Int) -> Bool in
                guard let cell = canvas[Point(x: x, y: row)] else { return true }
                return cell.width > 0 && cell.grapheme.allSatisfy { $0 == " " }
            }
            let covers = (start..<canvas.width).contains { !isBlank($0) }
            let runsUpToIt = start > 0 && !isBlank(start - 1)
            canvas.draw(mark, at: Point(x: start, y: row), role: .dim)
            if covers && runsUpToIt {
                let role = canvas[Point(x: start - 1, y: row)]?.role ?? .normal
                canvas.set(Cell(grapheme: String(String.truncationMark), role: role), at: Point(x: start - 1, y: row))
            }
        }
        if let above = marks.above { draw(above, row: 0) }
        if let below = marks.below { draw(below, row: canvas.height - 1) }
    }

    /// The marks of the first and last visible rows, each with a blank cell before it (nil where
    /// nothing lies beyond, or the row is too narrow for it).
    private func scrollMarks(height: Int, width: Int) -> (above: String?, below: String?) {
        guard totalHeight > height, height > 0 else { return (nil, nil) }
        func fitting(_ text: String) -> String? {
            let padded = " " + text
            return padded.displayWidth < width ? padded : nil
        }
        let above = scrollOffset > 0 ? fitting(chrome.moreAbove) : nil
        let below = scrollOffset + height < totalHeight && (height > 1 || scrollOffset == 0) ? fitting(chrome.moreBelow) : nil
        return (above, below)
    }

    private func scrollIntoView(height: Int) {
        if let reveal = pendingReveal {
            pendingReveal = nil
            // Show the whole range if it fits, else its top.
            if reveal.upperBound >= scrollOffset + height { scrollOffset = reveal.upperBound - height + 1 }
            if reveal.lowerBound < scrollOffset { scrollOffset = reveal.lowerBound }
        }
        if let line = selectedLine {
            let top = lines[line].top, bottom = top + lines[line].height
            if top < scrollOffset { scrollOffset = top }
            if bottom > scrollOffset + height { scrollOffset = min(top, bottom - height) }
        }
        scrollOffset = max(0, min(scrollOffset, totalHeight - height))
    }
}
