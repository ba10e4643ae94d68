import Foundation
import TerminalUI

/// The view layer on an 80x24 in-memory terminal: time to the first frame, and the time per
/// key press (j, dispatch and render) in a 20-row and a 10,000-row list, which must be within
/// 1.2x of each other because only visible rows are drawn.
enum ViewBenchmarks {
    /// A plain list like the study lists: three aligned columns, Japanese text.
    final class BenchList: TableViewController {
        let count: Int
        let layout = ColumnLayout([.fixed(8), .fixed(12), .flexible()])

        init(count: Int) {
            self.count = count
            super.init(title: "\(count) rows")
        }

        override func numberOfRows(in tableView: TableView) -> Int { count }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
            cell.columns = ["食べる", "たべる", "to eat, row \(indexPath.row)"]
            cell.columnRoles = [.normal, .dim, .normal]
            cell.columnLayout = layout
            cell.detailText = "Day \(indexPath.row / 20 + 1)"
            return cell
        }
    }

    static func run() throws {
        let size = Size(width: 80, height: 24)
        let firstFrame = Benchmark.measure("first frame, 10,000-row list (80x24)", iterations: 200) {
            let terminal = InMemoryTerminal(size: size)
            let app = Application(terminal: terminal, root: NavigationController(root: BenchList(count: 10_000)))
            app.render()
        }
        Benchmark.report(firstFrame, target: 0.030)

        var medians: [Double] = []
        for count in [20, 10_000] {
            let terminal = InMemoryTerminal(size: size)
            let list = BenchList(count: count)
            let app = Application(terminal: terminal, root: list)
            app.render()
            let result = Benchmark.measure("key press j, \(count)-row list", iterations: 2_000, warmup: 50) {
                if list.tableView.selectedIndexPath?.row == count - 1 { app.press(.character("g")) }
                app.press(.character("j"))
            }
            Benchmark.report(result, target: 0.001)
            medians.append(result.median)
        }
        let ratio = medians[1] / medians[0]
        print(String(format: "10,000-row / 20-row median per key press: %.2fx (target <= 1.20x: %@)",
                     ratio, ratio <= 1.2 ? "ok" : "OVER"))
    }
}
