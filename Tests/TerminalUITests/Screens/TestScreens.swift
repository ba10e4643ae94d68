import Foundation
import TerminalUI

/// A list screen for tests: rows named "<title> item N"; Enter pushes `next(row)` if given.
final class ListScreen: TableViewController {
    var items: [String]
    var next: ((Int) -> ScreenController?)?
    var reveal = KeyBinding("r", label: "reveal", help: "Reveal the reading")
    private(set) var revealed: Set<Int> = []
    private(set) var appearances = 0

    init(title: String, count: Int, next: ((Int) -> ScreenController?)? = nil) {
        items = (0..<count).map { "\(title) item \($0)" }
        self.next = next
        super.init(title: title)
    }

    override var keyBindings: [KeyBinding] { [reveal] + super.keyBindings }

    override func viewWillAppear() { appearances += 1 }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case reveal:
            if let row = tableView.selectedIndexPath?.row { revealed.insert(row) }
            showStatus("revealed")
            return true
        default:
            return super.handle(key)
        }
    }

    override func numberOfRows(in tableView: TableView) -> Int { items.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        cell.text = items[indexPath.row]
        cell.detailText = revealed.contains(indexPath.row) ? "shown" : nil
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        if let controller = next?(indexPath.row) { push(controller) }
    }
}

/// A screen that hands a result back with `dismiss(result:)` when a digit is pressed.
final class PickerScreen: ScreenController {
    override func handle(_ key: Key) -> Bool {
        if case .character(let c) = key, let digit = c.wholeNumberValue {
            dismiss(result: digit)
            return true
        }
        return false
    }

    override func draw(in canvas: Canvas) {
        canvas.draw("Pick a digit", at: Point(x: 1, y: 1))
    }
}

/// A clock tests move by hand.
final class ManualClock: @unchecked Sendable {
    var now = Date(timeIntervalSince1970: 1_800_000_000)
    func advance(by seconds: TimeInterval) { now += seconds }
}

/// An application over an in-memory terminal, rendered once.
func makeApp(root: ScreenController, size: Size = Size(width: 80, height: 24),
             theme: Theme = .dark, clock: ManualClock = ManualClock()) -> (Application, InMemoryTerminal) {
    let terminal = InMemoryTerminal(size: size)
    let app = Application(terminal: terminal, root: root, theme: theme, clock: { clock.now })
    app.render()
    return (app, terminal)
}
