import MainichiCore
import TerminalUI

/// A generated list of many rows; only the visible ones are ever drawn.
final class LongListController: TableViewController {
    private let count: Int
    private let layout = ColumnLayout([.fixed(7, alignment: .trailing), .fixed(12), .flexible()])

    private let strings: Strings

    init(count: Int, strings: Strings) {
        self.count = count
        self.strings = strings
        super.init(title: strings.demo.rows(count.formatted))
        tableView.reservesExpansionColumn = false
    }

    override var titleAccessory: String? {
        guard let row = tableView.selectedIndexPath?.row else { return nil }
        return "\(row + 1)/\(count)"
    }

    override func numberOfRows(in tableView: TableView) -> Int { count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let n = indexPath.row + 1
        cell.columns = ["\(n)", strings.common.day((n - 1) / 20 + 1), strings.demo.generatedRow(n)]
        cell.columnRoles = [.accent, .normal, .dim]
        cell.columnLayout = layout
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        showStatus(strings.demo.row(indexPath.row + 1, of: count))
    }
}

extension Int {
    /// "10,000": digits grouped by thousands, the same in every locale.
    var formatted: String {
        let digits = String(self)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
