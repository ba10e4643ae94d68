/// Hears what the user does in a table view. Every method is optional.
public protocol TableViewDelegate: AnyObject {
    /// Enter (or l/Right on a row that does not expand) on a row or sub-row: open it.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
    /// A row was expanded or collapsed (by key or in code).
    func tableView(_ tableView: TableView, didToggleExpansionOfRow row: Int, isExpanded: Bool)
    /// The selection moved (by key, paging, or `selectRow(at:)`).
    func tableView(_ tableView: TableView, selectionDidChangeTo indexPath: TableIndexPath?)
    /// Whether the selection may rest on a row; false for section titles such as "Kanji". Default true.
    func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
    public func tableView(_ tableView: TableView, didToggleExpansionOfRow row: Int, isExpanded: Bool) {}
    public func tableView(_ tableView: TableView, selectionDidChangeTo indexPath: TableIndexPath?) {}
    public func tableView(_ tableView: TableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool { true }
}
