#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A stack of screens with the app's chrome around the top one.
///
/// Layout, top to bottom: a title bar with the breadcrumb of every title on the stack
/// (`Mainichi › Vocabulary › N5 › Day 3`, left parts dropped behind "..." when it is too
/// long) and the top screen's `titleAccessory`; the top screen's content; a status line; a
/// footer listing the top screen's key bindings and the global ones.
///
/// Keys go to an open alert first (which swallows them all), then the help overlay, then the
/// top screen; what the screen leaves unused is handled here: `?` help, Esc/h/Left/Backspace
/// back (those of the top screen's `backKeys`), q back (quit at the root), Q quit.
public final class NavigationController: ScreenController {
    /// The screens on the stack, root first.
    public private(set) var viewControllers: [ScreenController]
    /// The application showing this stack; set by `Application`.
    public internal(set) weak var owner: Application?
    /// Alerts waiting to be answered; the first is shown.
    private var alerts: [Alert] = []
    /// Scroll position of the help overlay, or nil when it is closed.
    private var helpOffset: Int?
    /// The status message and its role, until the next key press.
    public private(set) var statusMessage: (text: String, role: StyleRole)?
    private var hasAppeared = false
    /// The chrome's own words (footer, help overlay, quit question, empty tables); English by default.
    public var chrome = ChromeText.english

    /// Makes a stack with `root` at the bottom.
    public init(root: ScreenController) {
        viewControllers = [root]
        super.init(title: root.title)
        root.navigationController = self
    }

    /// The screen on top of the stack.
    public var topController: ScreenController { viewControllers[viewControllers.count - 1] }

    /// Whether only the root is on the stack.
    public var isAtRoot: Bool { viewControllers.count == 1 }

    public override var title: String {
        get { viewControllers.map(\.title).joined(separator: " › ") }
        set {}
    }

    // MARK: - Stack

    /// Pushes a screen on top.
    public override func push(_ controller: ScreenController) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        let previous = topController
        previous.viewWillDisappear()
        controller.navigationController = self
        controller.viewWillAppear()
        viewControllers.append(controller)
        previous.viewDidDisappear()
        controller.viewDidAppear()
    }

    /// Pushes a screen and calls `completion` once when it leaves the stack: with the value it
    /// passed to `dismiss(result:)` if that is a `Result`, otherwise with nil (the user went back).
    public func push<Result>(_ controller: ScreenController, completion: @escaping (Result?) -> Void) {
        controller.completion = { completion($0 as? Result) }
        push(controller)
    }

    /// Pops the top screen (never the root) and returns it.
    @discardableResult
    public func pop() -> ScreenController? {
        guard !isAtRoot else { return nil }
        let top = topController
        remove(top, result: nil)
        return top
    }

    /// Pops every screen above the root.
    public func popToRoot() {
        while !isAtRoot { pop() }
    }

    /// Replaces the top screen with another (a test with its result screen, say). The new screen
    /// inherits the old one's completion unless it has its own. Replacing the root is allowed.
    public func replaceTop(with controller: ScreenController) {
        let old = topController
        old.viewWillDisappear()
        viewControllers[viewControllers.count - 1] = controller
        controller.navigationController = self
        if controller.completion == nil { controller.completion = old.completion }
        old.completion = nil
        old.navigationController = nil
        controller.viewWillAppear()
        old.viewDidDisappear()
        controller.viewDidAppear()
    }

    /// Removes a screen and every screen above it, then hands `result` to its completion.
    /// The root is never removed. The screens leave the stack before any completion runs, so a
    /// completion may push another screen (a deck chosen, then a form for it) or dismiss one.
    func remove(_ controller: ScreenController, result: Any?) {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index > 0 else { return }
        let uncovered = viewControllers[index - 1]
        let removed = viewControllers[index...].reversed()
        viewControllers.removeSubrange(index...)
        for leaving in removed {
            leaving.viewWillDisappear()
            leaving.viewDidDisappear()
            leaving.navigationController = nil
            let completion = leaving.completion
            leaving.completion = nil
            completion?(leaving === controller ? result : nil)
        }
        // A completion that pushed a screen has shown it already.
        if topController === uncovered {
            uncovered.viewWillAppear()
            uncovered.viewDidAppear()
        }
    }

    /// Tells the root it appears; called once by the application before the first frame.
    func appearIfNeeded() {
        guard !hasAppeared else { return }
        hasAppeared = true
        topController.viewWillAppear()
        topController.viewDidAppear()
    }

    // MARK: - Overlays

    /// Shows a modal alert (after any already open).
    public override func present(_ alert: Alert) {
        alerts.append(alert)
    }

    /// The alert being shown, if any.
    public var presentedAlert: Alert? { alerts.first }

    /// Whether the `?` help overlay is open.
    public var isShowingHelp: Bool { helpOffset != nil }

    /// Opens the help overlay.
    public func showHelp() { helpOffset = 0 }

    /// Closes the help overlay.
    public func hideHelp() { helpOffset = nil }

    /// Shows a message in the status line until the next key press.
    public override func showStatus(_ message: String, role: StyleRole = .status) {
        statusMessage = (message, role)
    }

    /// Clears the status line.
    public func clearStatus() {
        statusMessage = nil
    }

    // MARK: - Keys

    /// The keys that go back from a screen unless it says otherwise (`ScreenController.backKeys`).
    public static let defaultBackKeys: [Key] = [.escape, .character("h"), .left, .backspace, .character("q")]

    /// The navigation controller's own keys by name, for the top screen as it is now.
    public var keys: NavigationKeyMap {
        NavigationKeyMap(chrome: chrome, backKeys: isAtRoot ? nil : topController.backKeys,
                         editsText: topController.isEditingText)
    }

    /// The keys of the help overlay while it is open.
    public let helpOverlayKeys = HelpOverlayKeyMap()

    /// The bindings the navigation controller itself answers, for the footer and help.
    public var globalKeyBindings: [KeyBinding] { keys.all }

    public override var keyBindings: [KeyBinding] {
        topController.keyBindings.filter(\.isEnabled) + globalKeyBindings + (topController.allowsAppKeys ? appKeyBindings : [])
    }

    /// App-wide keys answered on every screen after the top controller declines them
    /// (for example `/` for search). Listed in the help overlay and footer like any binding.
    public var appKeyBindings: [KeyBinding] = []

    /// Handles a key from `appKeyBindings` that no screen consumed; returns whether it did.
    public var appKeyHandler: ((Key) -> Bool)?

    /// A line shown in the status line whenever no status message is (a lasting warning, such as
    /// saves failing); nil shows nothing.
    public var lastingStatus: (() -> (text: String, role: StyleRole)?)?

    /// Asked before a quit by key (q at the root, Q): a question when quitting would lose
    /// something ("2 changes could not be saved..."), which a dialog asks first; nil quits at once.
    public var quitQuestion: (() -> String?)?

    /// Quits, asking `quitQuestion` first when it has one (unsaved changes, say).
    public func requestQuit() {
        guard let question = quitQuestion?() else {
            application?.quit()
            return
        }
        present(.confirm(question, title: chrome.quitTitle, confirmTitle: chrome.quitAnywayButton,
                         cancelTitle: chrome.stayButton, focusesCancel: true) { [weak self] quit in
            if quit { self?.application?.quit() }
        })
    }

    public override func handle(_ key: Key) -> Bool {
        statusMessage = nil
        if !alerts.isEmpty {
            if let choice = alerts[0].choice(for: key) {
                let alert = alerts.removeFirst()
                alert.handler(choice)
            }
            return true
        }
        if let offset = helpOffset {
            let overlay = helpOverlayKeys
            let up = HelpOverlayKeyMap.upKeys.contains(key)
            switch key {
            case overlay.close: helpOffset = nil
            case overlay.scroll: helpOffset = up ? max(0, offset - 1) : offset + 1
            case overlay.page: helpOffset = up ? max(0, offset - 10) : offset + 10
            case overlay.ends: helpOffset = up ? 0 : Int.max / 2  // drawing clamps it to the last page
            case overlay.quit: requestQuit()
            default: break
            }
            return true
        }
        if topController.handle(key) { return true }
        if topController.allowsAppKeys, appKeyBindings.contains(where: { $0.matches(key) }), let appKeyHandler,
           appKeyHandler(key) {
            return true
        }
        let keys = keys
        switch key {
        case keys.help:
            showHelp()
        case keys.quit:
            requestQuit()
        case keys.back:
            if topController.shouldPop() { pop() }
        case keys.quitAnywhere:
            requestQuit()
        default:
            return false
        }
        return true
    }

    /// Hands a paste to the top screen, unless an alert or the help overlay is open.
    public override func handlePaste(_ text: String) -> Bool {
        guard alerts.isEmpty, helpOffset == nil else { return true }
        statusMessage = nil
        return topController.handlePaste(text)
    }

    public override var tickInterval: Double? { topController.tickInterval }

    public override func tick(at date: Date) { topController.tick(at: date) }

    // MARK: - Drawing

    /// The content area for a screen of `size`: between the title bar and the status line.
    public static func contentRect(for size: Size) -> Rect {
        Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 3))
    }

    public override func draw(in canvas: Canvas) {
        let content = canvas.subcanvas(Self.contentRect(for: canvas.size))
        topController.draw(in: content)
        drawTitleBar(in: canvas.subcanvas(Rect(x: 0, y: 0, width: canvas.width, height: 1)))
        drawStatus(in: canvas.subcanvas(Rect(x: 0, y: canvas.height - 2, width: canvas.width, height: 1)))
        drawFooter(in: canvas.subcanvas(Rect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1)))
        if let offset = helpOffset {
            canvas.hideCursor()
            drawHelp(in: content, offset: offset)
        }
        if let alert = alerts.first {
            canvas.hideCursor()
            alert.draw(in: canvas)
        }
    }

    private func drawTitleBar(in canvas: Canvas) {
        canvas.fill(role: .titleBar)
        var room = canvas.width - 2
        let accessoryRoom = max(0, canvas.width / 2)
        if let accessory = topController.titleAccessory(fittingWidth: accessoryRoom)?.removingControlCharacters,
           !accessory.isEmpty {
            let width = min(accessory.displayWidth, accessoryRoom)
            canvas.draw(accessory, row: 0, x: canvas.width - width - 1, width: width, alignment: .trailing, role: .titleBar)
            room -= width + 2
        }
        canvas.draw(breadcrumb(fittingWidth: room), at: Point(x: 1, y: 0), role: .titleBar, maxWidth: max(0, room))
    }

    /// The titles on the stack joined by " › ", dropping left parts behind "..." to fit.
    public func breadcrumb(fittingWidth width: Int) -> String {
        let titles = viewControllers.map { $0.title.removingControlCharacters }
        let separator = " › "
        let full = titles.joinedText(separator: separator)
        if full.displayWidth <= width { return full }
        for start in 1..<titles.count {
            let candidate = "..." + separator + Array(titles[start...]).joinedText(separator: separator)
            if candidate.displayWidth <= width { return candidate }
        }
        return titles.last!.truncated(toWidth: width)
    }

    private func drawStatus(in canvas: Canvas) {
        guard let status = statusMessage ?? lastingStatus?() else { return }
        canvas.draw(status.text, at: Point(x: 1, y: 0), role: status.role, maxWidth: canvas.width - 2)
    }

    private func drawFooter(in canvas: Canvas) {
        canvas.fill(role: .footer)
        let screenItems = topController.keyBindings.filter { $0.showsInFooter && $0.isEnabled }
        let globalItems = globalKeyBindings.filter(\.showsInFooter)
        var x = 1
        for item in Self.footerHints(screenItems + globalItems, fittingWidth: canvas.width) {
            guard x < canvas.width else { break }
            x += canvas.draw(item.keyLabel, at: Point(x: x, y: 0), role: .footerKey, mark: nil)
            x += canvas.draw(" " + item.label, at: Point(x: x, y: 0), role: .footer) + 2
        }
    }

    /// The footer's hints that fit in `width` cells ("key label", two spaces apart, a space at
    /// either end): all of them in their order when they fit; otherwise the least important go
    /// first (`FooterImportance`), of equal importance the last one, and the rest keep their order.
    public static func footerHints(_ hints: [KeyBinding], fittingWidth width: Int) -> [KeyBinding] {
        var shown = hints
        var used = shown.reduce(1) { $0 + $1.keyLabel.displayWidth + 1 + $1.label.displayWidth + 2 }
        while used > width && !shown.isEmpty {
            // The least important hint; of several as unimportant, the last.
            var least = 0
            for index in shown.indices where shown[index].footerImportance <= shown[least].footerImportance { least = index }
            used -= shown[least].keyLabel.displayWidth + 1 + shown[least].label.displayWidth + 2
            shown.remove(at: least)
        }
        return shown
    }

    /// What the help overlay lists: the top screen's enabled bindings, then the keys of every
    /// screen (help, back or quit, Q, app keys such as `/`, typing in a text field).
    public var helpKeyBindings: (screen: [KeyBinding], everywhere: [KeyBinding]) {
        let screen = topController.keyBindings.filter(\.isEnabled)
        // A screen that gives Esc its own meaning (a test asks before abandoning) lists it
        // itself; "Go back" beside it would contradict it (the footer still shows Esc).
        let escapeIsTheScreens = screen.contains { $0.keys.contains(.escape) }
        // In a text field the app keys (`/`) are typed, so they are not listed there.
        let appKeys = topController.allowsAppKeys && !topController.isEditingText ? appKeyBindings : []
        let everywhere = (globalKeyBindings + appKeys).filter { !(escapeIsTheScreens && $0.keys.contains(.escape)) }
        return (screen, everywhere)
    }

    private func drawHelp(in canvas: Canvas, offset: Int) {
        var rows: [(String, String, StyleRole)] = []
        let listed = helpKeyBindings
        if !listed.screen.isEmpty {
            rows.append((topController.title, "", .sectionHeader))
            rows += listed.screen.map { ($0.keyLabel, $0.help, .normal) }
            rows.append(("", "", .normal))
        }
        rows.append((chrome.everywhereSection, "", .sectionHeader))
        rows += listed.everywhere.map { ($0.keyLabel, $0.help, .normal) }
        let keyWidth = min(16, rows.filter { $0.2 == .normal }.map { $0.0.displayWidth }.max() ?? 0)
        let textWidth = rows.map { $0.2 == .normal ? keyWidth + 2 + $0.1.displayWidth : $0.0.displayWidth }.max() ?? 0
        let width = min(canvas.width - 2, textWidth + 4)
        // A description too long for the box is wrapped onto lines of its own, never cut.
        let descriptionWidth = max(1, width - 4 - keyWidth - 2)
        rows = rows.flatMap { row -> [(String, String, StyleRole)] in
            guard row.2 == .normal, row.1.displayWidth > descriptionWidth else { return [row] }
            let lines = row.1.wrapped(toWidth: descriptionWidth)
            return lines.enumerated().map { ($0.offset == 0 ? row.0 : "", $0.element, .normal) }
        }
        let height = min(canvas.height, rows.count + 2)
        guard width > 4, height > 2 else { return }
        let box = Rect(x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        // A blank cell on either side, so no end of the screen's rows (a cut mark) shows beside the box.
        canvas.fill(Rect(x: box.x - 1, y: box.y, width: box.width + 2, height: box.height))
        let pageRows = max(0, height - 2)
        let title = rows.count > pageRows ? chrome.keysMoreTitle : chrome.keysTitle
        canvas.drawBox(box, title: title)
        let body = canvas.subcanvas(box.inset(top: 1, left: 2, bottom: 1, right: 2))
        let first = min(offset, max(0, rows.count - body.height))
        helpOffset = first
        // Marks on the border say where more keys lie (dropped where the title leaves no room).
        let titleEnd = box.x + 2 + min(title.displayWidth + 2, box.width - 4)
        if first > 0 { drawMark(chrome.moreAbove, onBorderRow: box.y, of: box, after: titleEnd, in: canvas) }
        if first + body.height < rows.count {
            drawMark(chrome.moreBelow, onBorderRow: box.maxY - 1, of: box, after: box.x, in: canvas)
        }
        for (y, row) in rows.dropFirst(first).prefix(body.height).enumerated() {
            if row.2 == .normal {
                body.draw(row.0, at: Point(x: 0, y: y), role: .footerKey, maxWidth: keyWidth)
                body.draw(row.1, at: Point(x: keyWidth + 2, y: y))
            } else {
                body.draw(row.0, at: Point(x: 0, y: y), role: row.2)
            }
        }
    }

    /// Draws a scroll mark (" ^ more ") at the right end of a border row of the help box.
    private func drawMark(_ mark: String, onBorderRow y: Int, of box: Rect, after minimumX: Int, in canvas: Canvas) {
        let text = " \(mark) "
        let x = box.maxX - 2 - text.displayWidth
        guard x > minimumX else { return }
        canvas.draw(text, at: Point(x: x, y: y), role: .title)
    }
}
