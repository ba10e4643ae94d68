/// Supplies a table view's rows, sub-rows and cells. Only visible rows are asked for cells.
///
/// Only `numberOfRows(in:)` and `tableView(_:cellForRowAt:)` are required.
public protocol TableViewDataSource: AnyObject {
    /// The number of rows.
    func numberOfRows(in tableView: TableView) -> Int
    /// The cell for a visible row or sub-row; dequeue it with `dequeueReusableCell(withIdentifier:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell
    /// How many sub-rows `row` shows when expanded; 0 (the default) means it cannot expand.
    func tableView(_ tableView: TableView, numberOfSubRowsInRow row: Int) -> Int
    /// The lines a row or sub-row takes; 1 by default.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Int
}

extension TableViewDataSource {
    public func tableView(_ tableView: TableView, numberOfSubRowsInRow row: Int) -> Int { 0 }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> Int { 1 }
}
