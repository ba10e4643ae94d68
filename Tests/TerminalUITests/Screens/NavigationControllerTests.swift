import Foundation
import Testing
import TerminalUI

@Suite("Navigation controller")
struct NavigationControllerTests {
    func stack() -> (Application, InMemoryTerminal, ListScreen) {
        let days = { (level: Int) -> ScreenController? in
            ListScreen(title: "N\(5 - level)", count: 30) { day in ListScreen(title: "Day \(day + 1)", count: 20) }
        }
        let root = ListScreen(title: "Mainichi", count: 5, next: days)
        let (app, terminal) = makeApp(root: root)
        return (app, terminal, root)
    }

    @Test("Enter pushes, the breadcrumb shows the stack, Esc pops")
    func pushAndPop() {
        let (app, terminal, _) = stack()
        app.press("\r")
        #expect(terminal.lines[0].hasPrefix(" Mainichi › N5"))
        app.press("jj\r")
        #expect(terminal.lines[0].hasPrefix(" Mainichi › N5 › Day 3"))
        app.press("\u{1B}")
        #expect(terminal.lines[0].hasPrefix(" Mainichi › N5 "))
        app.press(Key.left)
        #expect(terminal.lines[0].trimmingCharacters(in: .whitespaces) == "Mainichi")
    }

    @Test("Coming back restores the selection and scroll position")
    func restoresSelection() {
        let (app, terminal, root) = stack()
        app.press("jj\r")              // open N3
        app.press(String(repeating: "j", count: 25))
        let before = terminal.lines
        app.press("\r")                // open Day 26
        app.press("jjjj")
        app.press("h")                 // back
        #expect(terminal.lines == before)
        app.press(Key.backspace)
        #expect(root.tableView.selectedIndexPath == TableIndexPath(row: 2))
        #expect(terminal.styleRuns.contains { $0.row == 3 && $0.role == .selection })
    }

    @Test("The footer lists the top screen's bindings and the global ones")
    func footer() {
        let (app, terminal, _) = stack()
        let rootFooter = terminal.lines[23]
        #expect(rootFooter.contains("r reveal"))
        #expect(rootFooter.contains("j/k move"))
        #expect(rootFooter.contains("? help"))
        #expect(rootFooter.contains("q quit"))
        app.press("\r")
        #expect(terminal.lines[23].contains("Esc back"))
        #expect(terminal.styleRuns.contains { $0.row == 23 && $0.role == .footerKey })
    }

    @Test("A narrow footer drops the least important hints first, the last of equals first, and keeps the order of the rest")
    func narrowFooterKeepsTheImportantHints() {
        let move = KeyBinding(keys: [.left, .right], keyLabel: "h/l", label: "word")
        let open = KeyBinding(keys: [.enter], keyLabel: "Enter", label: "entry").essentialInFooter()
        let known = KeyBinding("k", label: "known")
        let add = KeyBinding("+", label: "add to deck").essentialInFooter()
        var help = KeyBinding("?", label: "help")
        help.footerImportance = .navigation
        var quit = KeyBinding("q", label: "quit")
        quit.footerImportance = .navigation
        let hints = [move, open, known, add, help, quit]
        func shown(_ width: Int) -> [String] {
            NavigationController.footerHints(hints, fittingWidth: width).map(\.keyLabel)
        }
        // " h/l word  Enter entry  k known  + add to deck  ? help  q quit " is 64 cells.
        #expect(shown(64) == ["h/l", "Enter", "k", "+", "?", "q"])
        #expect(shown(63) == ["h/l", "Enter", "+", "?", "q"])
        #expect(shown(55) == ["h/l", "Enter", "+", "?", "q"])
        #expect(shown(54) == ["Enter", "+", "?", "q"])
        #expect(shown(44) == ["Enter", "+", "?"])
        #expect(shown(36) == ["Enter", "+"])
        #expect(shown(20) == ["Enter"])
        #expect(shown(5).isEmpty)
    }

    @Test("A long breadcrumb drops its left parts behind an ASCII marker")
    func longBreadcrumb() {
        let screen = ListScreen(title: "A very long section title", count: 1)
        let navigation = NavigationController(root: screen)
        navigation.push(ListScreen(title: "Another long title", count: 1))
        navigation.push(ListScreen(title: "Day 3", count: 1))
        #expect(navigation.breadcrumb(fittingWidth: 80) == "A very long section title › Another long title › Day 3")
        #expect(navigation.breadcrumb(fittingWidth: 40) == "... › Another long title › Day 3")
        #expect(navigation.breadcrumb(fittingWidth: 12) == "... › Day 3")
        #expect(navigation.breadcrumb(fittingWidth: 4) == "Day>")
    }

    @Test("q quits at the root and goes back elsewhere; Q quits anywhere")
    func quitting() {
        let (app, _, _) = stack()
        app.press("\r\r")
        app.press("q")
        #expect(!app.hasQuit)
        #expect(app.navigationController.viewControllers.count == 2)
        app.press("Q")
        #expect(app.hasQuit)
        let (other, _, _) = stack()
        other.press("q")
        #expect(other.hasQuit)
    }

    @Test("A pushed screen hands its result back through the completion")
    func dismissWithResult() {
        let root = ListScreen(title: "Mainichi", count: 3)
        let (app, terminal) = makeApp(root: root)
        var results: [Int?] = []
        app.navigationController.push(PickerScreen(title: "Pick"), completion: { (value: Int?) in results.append(value) })
        app.render()
        #expect(terminal.text.contains("Pick a digit"))
        app.press("7")
        #expect(results == [7])
        app.navigationController.push(PickerScreen(title: "Pick"), completion: { (value: Int?) in results.append(value) })
        app.press("\u{1B}")
        #expect(results == [7, nil])
        #expect(app.navigationController.isAtRoot)
        #expect(root.appearances == 3)
    }

    @Test("A status message shows until the next key")
    func status() {
        let (app, terminal, _) = stack()
        app.press("r")
        #expect(terminal.lines[22].contains("revealed"))
        #expect(terminal.lines[1].contains("shown"))
        app.press("j")
        #expect(!terminal.lines[22].contains("revealed"))
    }

    @Test("? opens help generated from the key bindings; any closing key returns")
    func help() {
        let (app, terminal, _) = stack()
        app.press("?")
        let text = terminal.text
        #expect(text.contains("Keys"))
        #expect(text.contains("Reveal the reading"))
        #expect(text.contains("Move the selection"))
        #expect(text.contains("Quit from any screen"))
        app.press("j")                 // swallowed by the overlay
        #expect(app.navigationController.isShowingHelp)
        app.press("?")
        #expect(!app.navigationController.isShowingHelp)
        #expect(!terminal.text.contains("Reveal the reading"))
    }

    @Test("An alert blocks other keys and returns the choice")
    func alert() {
        let (app, terminal, root) = stack()
        var answers: [Bool] = []
        root.present(.confirm("Abandon this test?") { answers.append($0) })
        app.render()
        #expect(terminal.text.contains("Abandon this test?"))
        #expect(terminal.text.contains("[ Yes ]"))
        app.press("jjq") // all swallowed
        #expect(!app.hasQuit)
        #expect(root.tableView.selectedIndexPath == TableIndexPath(row: 0))
        app.press("n")
        #expect(answers == [false])
        root.present(.confirm("Again?") { answers.append($0) })
        app.press("\r")
        #expect(answers == [false, true])
        root.present(.confirm("Once more?", focusesCancel: true) { answers.append($0) })
        app.press(Key.right)
        app.press(Key.left)
        app.press("\u{1B}")
        #expect(answers == [false, true, false])
        #expect(!terminal.text.contains("Once more?"))
    }

    @Test("A screen can refuse to be popped")
    func shouldPop() {
        final class Sticky: ScreenController {
            override func shouldPop() -> Bool { false }
        }
        let (app, _) = makeApp(root: ListScreen(title: "Root", count: 1))
        app.navigationController.push(Sticky(title: "Sticky"))
        app.press("\u{1B}")
        #expect(app.navigationController.topController.title == "Sticky")
    }
}
